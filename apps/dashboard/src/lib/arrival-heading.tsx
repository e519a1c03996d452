import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { takePageFocus } from './page-focus';

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
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per path arrived at
  useEffect(() => {
    if (!takePageFocus()) return;
    // Not while a dialog is open: it keeps the focus.
    if (document.querySelector('[role$="dialog"][data-state="open"]')) return;
    heading.current?.focus({ preventScroll: true });
  }, [location]);
  return (
    <h1 ref={heading} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}
