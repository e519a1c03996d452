import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { LoaderIcon } from './icons';

/**
 * The base holds only what no variant or caller changes; each variant sets its own text size and
 * colours (cn does not resolve conflicts, ADR 0225). A caller that sizes a button its own way
 * passes `size={null}` (no size classes) and its classes.
 */
export const buttonVariants = cva(
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 aria-busy:cursor-progress [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
        secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/90',
        outline:
          'border border-input bg-background text-foreground shadow-xs hover:bg-accent hover:text-accent-foreground',
        /** A destructive action beside outlined ones (a row's Hapus): the outline, in the danger colour. */
        'outline-danger':
          'border border-danger/40 bg-background text-danger-text shadow-xs hover:bg-accent hover:text-danger-text',
        ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground',
        'ghost-danger': 'text-danger-text hover:bg-accent hover:text-accent-foreground',
        danger:
          'bg-danger-action text-danger-action-foreground shadow-xs hover:bg-danger-action/90',
        link: 'text-link underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-xs',
        md: 'h-10 px-4 py-2 text-sm',
        lg: 'h-11 px-6 text-base',
        icon: 'size-10 text-sm',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the single child (a link, say) with the button's look instead of a <button>. */
    asChild?: boolean;
    /** Disables the button and shows a spinner, so a pending submit cannot be sent twice. */
    loading?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  children,
  ...props
}: ButtonProps) {
  const look = {
    'data-slot': 'button',
    'data-variant': variant ?? 'primary',
    'data-size': size === null ? 'custom' : (size ?? 'default'),
    className: cn(buttonVariants({ variant, size }), className),
  };
  if (asChild) {
    return (
      <Slot.Root {...look} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button {...look} disabled={disabled || loading} aria-busy={loading || undefined} {...props}>
      {/* Silent: the button's aria-busy says it. */}
      {loading ? (
        <LoaderIcon
          data-slot="spinner"
          className="size-4 animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]"
        />
      ) : null}
      {children}
    </button>
  );
}
