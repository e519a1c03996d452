import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useLocation } from 'wouter';
import { useFocusOnArrival } from './page-focus';

/**
 * A sign-in page's title (the shell's is its top bar's): it takes focus after a move between
 * /login, /register and /merchant/register, as the shell's does (lib/page-focus.ts). The page's
 * own element, so the focus waits for the page's code, not only its layout's.
 */
export function ArrivalHeading({
  className,
  children,
}: {
  className: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [location] = useLocation();
  useFocusOnArrival(() => heading.current, location);
  return (
    <h1 ref={heading} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}
