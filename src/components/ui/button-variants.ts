import { cva, type VariantProps } from 'class-variance-authority';

/** Button looks shared by `.astro` links and React buttons. */
export const buttonVariants = cva(
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:opacity-90',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        outline: 'border-border bg-card hover:bg-muted border',
        crisis: 'bg-crisis text-crisis-foreground hover:opacity-90',
        ghost: 'hover:bg-muted',
      },
      size: { md: '', lg: 'min-h-12 px-6 text-lg' },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;
