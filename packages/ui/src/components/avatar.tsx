import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { defaultAvatarSrc } from '../assets/default-avatar';

const avatarVariants = cva(
  'inline-block shrink-0 overflow-hidden rounded-full bg-muted object-cover',
  {
    variants: {
      size: { sm: 'size-8', md: 'size-10' },
    },
    defaultVariants: { size: 'md' },
  },
);

export type AvatarProps = Omit<React.ComponentProps<'img'>, 'src' | 'alt' | 'className'> &
  VariantProps<typeof avatarVariants> & {
    /** Photo URL; missing, empty or broken falls back to the default avatar. */
    src?: string | null;
    alt: string;
  };

export function Avatar({ src, alt, size, onError, ...props }: AvatarProps) {
  const [failedSrc, setFailedSrc] = React.useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : null;

  return (
    <img
      data-slot="avatar"
      data-fallback={usable ? undefined : true}
      src={usable ?? defaultAvatarSrc}
      alt={alt}
      className={avatarVariants({ size })}
      onError={(event) => {
        // Remembering the failed URL (not a flag) lets a new photo URL try again.
        if (usable) setFailedSrc(usable);
        onError?.(event);
      }}
      {...props}
    />
  );
}
