import { useEffect } from 'react';

/** The tab's title: the page title template (docs/product.md#constants). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} - Dashboard`;
  }, [title]);
}
