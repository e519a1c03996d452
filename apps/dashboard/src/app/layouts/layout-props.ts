import type { ReactNode } from 'react';

export type LayoutProps = {
  /** The route's title, shown in the top bar. */
  title: string;
  children: ReactNode;
};
