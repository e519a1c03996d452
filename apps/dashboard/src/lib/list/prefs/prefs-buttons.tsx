import { Button } from '@backoffice/ui';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { lazyPage } from '../../lazy-page';
import type { ColumnsButtonProps } from './columns-dialog';
import { useListPrefs, type ViewList } from './list-prefs-store';
import type { ViewsButtonProps } from './views-dialog';

// The dialogs load with their first use: no list route carries them (docs/engineering.md#budgets).
const ViewsDialog = lazyPage(() => import('./views-dialog'), 'default');
const ColumnsDialog = lazyPage(() => import('./columns-dialog'), 'default');

/**
 * `Tampilan` in the toolbar, the list's saved views, where it has a search or a filter; `Kolom`,
 * which columns show and their order (`Kolom (diubah)` once the person's differ).
 */
export function PrefsButtons({
  description,
  params,
  columns,
}: ViewsButtonProps & ColumnsButtonProps) {
  const [open, setOpen] = useState<'views' | 'columns' | null>(null);
  // A dialog that is open only ever closes.
  const onOpenChange = () => setOpen(null);
  return (
    <>
      {description.search !== undefined || Object.keys(description.filters ?? {}).length > 0 ? (
        <Button variant="outline" aria-haspopup="dialog" onClick={() => setOpen('views')}>
          Tampilan
        </Button>
      ) : null}
      <Button variant="outline" aria-haspopup="dialog" onClick={() => setOpen('columns')}>
        {columns.customized ? 'Kolom (diubah)' : 'Kolom'}
      </Button>
      <Suspense fallback={null}>
        {open === 'views' ? (
          <ViewsDialog description={description} params={params} onOpenChange={onOpenChange} />
        ) : null}
        {open === 'columns' ? (
          <ColumnsDialog description={description} columns={columns} onOpenChange={onOpenChange} />
        ) : null}
      </Suspense>
    </>
  );
}

/**
 * Opens the person's default view when the list is opened with none of its own parameters (a
 * menu link, not a shared link or Back to a narrowed list); once, when the list mounts, so
 * `Reset` afterwards shows the whole list. What opens it loads only for a list that has one.
 */
export function useDefaultView(description: ViewList): void {
  const { defaultView } = useListPrefs(description.operation);
  const [location, navigate] = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (defaultView === null) return;
    void import('./saved-views').then(({ openDefaultView }) => {
      // The user followed a link away while it loaded: the list is not theirs to change now.
      if (window.location.pathname !== location) return;
      const href = openDefaultView(description, location, window.location.search);
      if (href !== null) navigate(href, { replace: true });
    });
  }, [description, defaultView, location, navigate]);
}
