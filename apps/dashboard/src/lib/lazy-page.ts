import type { Role } from '@backoffice/sdk';
import { type ComponentType, createElement, lazy, useState } from 'react';
import { importWithReload } from '@/lib/chunk-reload';
import type { PageQueries, PageRequest } from '@/lib/page-query';
import { readSession } from '@/lib/session';
import { useSession } from '@/lib/use-session';

/** A code-split component that can fetch its chunk before it is first shown. */
export type LazyPage<P extends object = object> = ComponentType<P> & {
  /** Starts loading the chunk (once); a page shown after it loaded shows no loading state. */
  preload: () => Promise<unknown>;
  /** Asks for the page's first queries for this address; settles once answered, never fails. */
  prefetch: (request: PageRequest) => Promise<void>;
  /**
   * The page's module with all it exports, the route's own chunk: a list page exports its lists,
   * which the palette searches (docs/palette.md). A page by role has none.
   */
  load?: () => Promise<Readonly<Record<string, unknown>>>;
};

/** The props of the component a module exports under a name. */
type PropsOf<C> = C extends ComponentType<infer P extends object> ? P : never;

/** A first-queries module: it exports page `UserPage`'s queries as `userPageQueries`. */
type QueriesModule<K extends string> = { readonly [Q in `${Uncapitalize<K>}Queries`]: PageQueries };

/**
 * A code-split component (a page, a layout, a dialog's form, a panel), the app's one way to load
 * one later: `lazyPage(() => import('./page'), 'NamedExport')`; a failed chunk load reloads once
 * per minute (chunk-reload.ts). `queries` loads the module of the page's first queries
 * (lib/page-query.ts), to ask for them beside its code.
 *
 * Unlike a bare `React.lazy`, a page whose chunk was loaded ahead (`preload`) renders at once:
 * React 19 keeps what suspended hidden 300 ms at least after its fallback showed, on every first
 * visit (docs/decisions/0015-preload-menu-pages.md).
 */
export function lazyPage<
  M extends Readonly<Record<string, unknown>>,
  K extends keyof M & string,
  P extends object = PropsOf<M[K]>,
>(
  load: () => Promise<M>,
  name: K,
  { queries }: { queries?: () => Promise<QueriesModule<K>> } = {},
): LazyPage<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  // One load at a time, kept once in; a failure is forgotten, so the next preload or visit (a
  // retry, back online) fetches again instead of answering the failure.
  function fetchChunk(): Promise<ComponentType<P>> {
    loading ??= load().then(
      (module) => {
        loaded = module[name] as ComponentType<P>;
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  /** Ahead of a visit: a failure reloads nothing and shows nothing. */
  const preload = () => fetchChunk().catch(() => undefined);

  // A visit before the chunk is in suspends as React.lazy does; a chunk that fails while shown
  // reloads the page once a minute, else reaches the error page.
  const Lazy = lazy(
    importWithReload(() => fetchChunk().then((component) => ({ default: component }))),
  );

  // biome-ignore lint/correctness/noComponentHookFactories: made once per page when the route table loads, as React.lazy is
  function Page(props: P) {
    // Chosen once per mount: switching from Lazy to the component later would remount the page.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  Page.displayName = `LazyPage(${name})`;
  const queriesName =
    `${name.charAt(0).toLowerCase()}${name.slice(1)}Queries` as keyof QueriesModule<K>;
  const prefetch = (request: PageRequest): Promise<void> => {
    if (!queries) return Promise.resolve();
    // A first-queries module that fails to load leaves them to the page.
    return Promise.all([queries(), import('./query-client')]).then(
      async ([module, { queryClient }]) => {
        await Promise.all(module[queriesName](request).map((query) => query(queryClient)));
      },
      () => undefined,
    );
  };
  return Object.assign(Page, { preload, prefetch, load });
}

/**
 * A route whose page differs by role (`/`, `/edit`): `pages` holds each role's lazy page (one may
 * serve several roles). Not a chunk of its own: its preload asks for the session's variant
 * directly, beside the layout, rather than after a chooser chunk has loaded and rendered (one
 * round trip less before the page's data is asked for).
 */
export function pageByRole(pages: Readonly<Record<Role, LazyPage>>): LazyPage {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route when the route table loads, as lazyPage is
  function PageByRole() {
    const { role } = useSession();
    // The signed-in guard lets no session without a known role reach such a page.
    if (role === null) return null;
    return createElement(pages[role]);
  }
  const variant = () => {
    const { role } = readSession();
    return role === null ? null : pages[role];
  };
  return Object.assign(PageByRole, {
    preload: () => variant()?.preload() ?? Promise.resolve(),
    prefetch: (request: PageRequest) => variant()?.prefetch(request) ?? Promise.resolve(),
  });
}
