import { initials } from '@/lib/partners/format';
import { cn } from '@/lib/utils';

interface PartnerAvatarProps {
  name: string;
  /** A data URL stored with the profile; initials are shown without one. */
  photo?: string | null | undefined;
  size?: 'md' | 'lg';
}

/** The partner's photo, or their initials. Decorative: the name is always next to it. */
export function PartnerAvatar({ name, photo, size = 'md' }: PartnerAvatarProps) {
  const box = size === 'lg' ? 'size-32 text-4xl' : 'size-16 text-xl';
  if (photo) {
    return (
      <img
        src={photo}
        alt=""
        width={size === 'lg' ? 128 : 64}
        height={size === 'lg' ? 128 : 64}
        className={cn(box, 'rounded-full object-cover')}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(box, 'bg-secondary text-secondary-foreground grid shrink-0 place-items-center rounded-full font-serif font-semibold')}
    >
      {initials(name)}
    </span>
  );
}
