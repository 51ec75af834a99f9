import type { ComponentPropsWithoutRef } from 'react';
import { cn } from '@/lib/utils';
import { buttonVariants, type ButtonVariants } from './button-variants';

/**
 * The island's button; looks match `Button.astro` links. No `ref`: preact/compat hands a function
 * component no `ref` prop (React 19 does), so the type refuses one; wrap in `forwardRef` to take one.
 */
export function Button({ className, variant, size, type = 'button', ...props }: ComponentPropsWithoutRef<'button'> & ButtonVariants) {
  return <button type={type} data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
