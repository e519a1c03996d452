import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useLocation } from 'wouter';
import { useFocusOnArrival } from './page-focus';

/**
 * A page's h1, which takes focus after a move to another page (lib/page-focus.ts): the shell's top
 * bar's, and a sign-in page's own (/login, /register, /merchant/register), so that there the
 * focus waits for the page's code, not only its layout's.
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
