import type { ReactNode } from 'react';

export type LayoutProps = {
  /** The route's title: the page's h1 (the default layout's top bar, ADR 0113). */
  title: string;
  children: ReactNode;
};
