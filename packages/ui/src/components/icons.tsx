import type * as React from 'react';
import { createElement } from 'react';

export type IconProps = React.ComponentProps<'svg'> & {
  /** Width and height in pixels. */
  size?: number;
};

/**
 * An icon: its shapes in the one frame of every icon (the kit's and the apps'), a 24-unit grid of
 * strokes in the text colour, decorative, so hidden from assistive tech; `size` pixels unless the
 * caller gives another. Its calls are pure, so an icon no route uses is left out of the build.
 */
/* @__NO_SIDE_EFFECTS__ */
export function icon(size: number, ...shapes: React.ReactElement[]) {
  return ({ size: pixels = size, ...props }: IconProps) =>
    createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        viewBox: '0 0 24 24',
        width: pixels,
        height: pixels,
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        'aria-hidden': 'true',
        focusable: 'false',
        ...props,
      },
      ...shapes,
    );
}

export const XIcon = icon(16, <path d="M18 6 6 18M6 6l12 12" />);

export const CheckIcon = icon(16, <path d="M20 6 9 17l-5-5" />);

export const ChevronDownIcon = icon(16, <path d="m6 9 6 6 6-6" />);

export const ChevronLeftIcon = icon(16, <path d="m15 18-6-6 6-6" />);

export const ChevronsLeftIcon = icon(16, <path d="m11 17-5-5 5-5" />, <path d="m18 17-5-5 5-5" />);

export const ChevronsRightIcon = icon(16, <path d="m6 17 5-5-5-5" />, <path d="m13 17 5-5-5-5" />);

export const ChevronRightIcon = icon(16, <path d="m9 18 6-6-6-6" />);

export const AlertCircleIcon = icon(
  16,
  <circle cx="12" cy="12" r="10" />,
  <path d="M12 8v4M12 16h.01" />,
);

export const ImageIcon = icon(
  16,
  <rect x="3" y="3" width="18" height="18" rx="2" />,
  <circle cx="9" cy="9" r="2" />,
  <path d="m21 15-3.09-3.09a2 2 0 0 0-2.82 0L6 21" />,
);

export const LoaderIcon = icon(16, <path d="M21 12a9 9 0 1 1-6.22-8.56" />);
