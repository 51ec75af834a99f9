import { useStore } from '@nanostores/react';
import { CrisisCard } from '@/components/ui/crisis-card';
import { routes } from '@/config/haven';
import { $crisis } from '@/stores/journal';

/**
 * Shown when the open entry contains crisis language (the entry is still saved), or a softer
 * note when it sounds heavy but unclear. It never takes focus from the writing.
 */
export function CrisisNotice() {
  const { level } = useStore($crisis);
  if (level === 'crisis') {
    return (
      <CrisisCard title="You don't have to carry this alone">
        <p className="mt-2">
          Your entry is saved. What you wrote sounds really painful. If you are thinking about ending your life or hurting yourself, you can
          talk to someone right now, any time of day or night.
        </p>
      </CrisisCard>
    );
  }
  if (level === 'concern') {
    return (
      <aside aria-label="Support" className="border-border bg-card rounded-xl border p-4">
        <p>
          It sounds like things are heavy right now. If you would like to talk to someone, people are there 24/7.{' '}
          <a className="font-semibold underline" href={routes.getHelp}>
            Get help now
          </a>
        </p>
      </aside>
    );
  }
  return null;
}
