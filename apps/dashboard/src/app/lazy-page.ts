import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { importWithReload } from '@/lib/chunk-reload';

/**
 * A code-split component: `lazyPage(() => import('./page'), 'NamedExport')`. Modules keep named
 * exports; a failed chunk load reloads once per minute (see chunk-reload.ts).
 */
export function lazyPage<P extends object, K extends string>(
  load: () => Promise<{ [Name in K]: ComponentType<P> }>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(importWithReload(() => load().then((module) => ({ default: module[name] }))));
}
