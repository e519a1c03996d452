import { useEffect } from 'react';

/** Spec section 1: the page title template. */
export function formatDocumentTitle(title: string): string {
  return `${title} - Dashboard`;
}

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}
