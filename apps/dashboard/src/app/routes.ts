import type { ComponentType, LazyExoticComponent } from 'react';
import type { Access } from '@/lib/access';
import { lazyPage } from './lazy-page';

export type LayoutKind = 'default' | 'login' | 'register';

export type AppRoute = {
  /** wouter pattern, e.g. '/voucher/edit/:id?'. */
  path: string;
  /** Shown in the top bar and as `%s - Dashboard`. */
  title: string;
  access: Access;
  layout: LayoutKind;
  /** Code-split: each page is its own chunk, loaded when its route is first opened. */
  page: LazyExoticComponent<ComponentType>;
};

/**
 * Every built route of spec section 2. A feature adds its screen with one entry here (and, when
 * it belongs in the side menu, one entry in menu/menus.ts). Unlisted paths show the 404 page.
 */
export const ROUTES: readonly AppRoute[] = [
  {
    path: '/',
    title: 'Dashboard',
    access: 'signed-in',
    layout: 'default',
    page: lazyPage(() => import('./home-page'), 'HomePage'),
  },
  {
    path: '/login',
    title: 'Login',
    access: 'guest',
    layout: 'login',
    page: lazyPage(() => import('@/features/auth/login-page'), 'LoginPage'),
  },
  {
    path: '/register',
    title: 'Register',
    access: 'guest',
    layout: 'register',
    page: lazyPage(() => import('@/features/auth/register-page'), 'RegisterPage'),
  },
];
