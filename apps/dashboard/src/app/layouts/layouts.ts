import type { ReactNode } from 'react';
import { type LazyPage, lazyPage } from '../lazy-page';
import type { LayoutKind } from '../routes';

export type LayoutProps = {
  /** The route's title: the page's h1 (the default layout's top bar, ADR 0113). */
  title: string;
  children: ReactNode;
};

/** Layouts are code-split too: the signed-in shell (menus, drawer) never loads on /login. */
export const LAYOUTS: Record<LayoutKind, LazyPage<LayoutProps>> = {
  default: lazyPage(() => import('./default-layout'), 'DefaultLayout'),
  login: lazyPage(() => import('./login-layout'), 'LoginLayout'),
  register: lazyPage(() => import('./register-layout'), 'RegisterLayout'),
};
