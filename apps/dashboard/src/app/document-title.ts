import { useEffect } from 'react';

/** The page title template (docs/product.md#constants). */
export function formatDocumentTitle(title: string): string {
  return `${title} - Dashboard`;
}

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}
