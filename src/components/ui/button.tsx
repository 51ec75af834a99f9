import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { buttonVariants, type ButtonVariants } from './button-variants';

/** The React button; looks match `Button.astro` links. */
export function Button({ className, variant, size, type = 'button', ...props }: ComponentProps<'button'> & ButtonVariants) {
  return <button type={type} data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
