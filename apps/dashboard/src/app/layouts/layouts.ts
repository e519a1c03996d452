import { type LazyPage, lazyPage } from '@/lib/lazy-page';
import type { AppRoute, LayoutKind } from '../routes';
import type { LayoutProps } from './layout-props';

/** Layouts are code-split too: the signed-in shell (menus, drawer) never loads on /login. */
export const LAYOUTS: Record<LayoutKind, LazyPage<LayoutProps>> = {
  default: lazyPage(() => import('./default-layout'), 'DefaultLayout'),
  login: lazyPage(() => import('./login-layout'), 'LoginLayout'),
  register: lazyPage(() => import('./register-layout'), 'RegisterLayout'),
};

/** Asks for a route's layout and page chunks side by side; each loads once. */
export function preloadRoute({ layout, page }: Pick<AppRoute, 'layout' | 'page'>) {
  return Promise.all([LAYOUTS[layout].preload(), page.preload()]);
}
