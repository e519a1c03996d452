import type * as React from 'react';
import { formatNumber } from '../lib/format';
import { buttonVariants } from './button';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Page numbers to show: always the first and last, the pages either side of the current one,
 * and an ellipsis for each longer gap; a gap of one page shows that page instead. Never more
 * than seven items, so the row keeps its width while the page changes.
 */
export function getPageItems(page: number, totalpage: number): PageItem[] {
  const total = Math.max(0, Math.floor(totalpage));
  const current = Math.min(Math.max(1, Math.floor(page)), Math.max(1, total));
  const range = (from: number, to: number) =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  if (total <= 7) return range(1, total);
  if (current <= 4) return [...range(1, 5), 'ellipsis-end', total];
  if (current >= total - 3) return [1, 'ellipsis-start', ...range(total - 4, total)];
  return [1, 'ellipsis-start', current - 1, current, current + 1, 'ellipsis-end', total];
}

/** Where a paged list stands: the current page, its size and the totals of the whole list. */
export type ListPaging = {
  page: number;
  pageSize: number;
  totalpage: number;
  totaldata: number;
  totalDataOnPage: number;
};

export type PaginationProps = {
  paging: ListPaging;
  onPageChange: (page: number) => void;
  disabled?: boolean;
};

const PAGE_BUTTON_SIZE = 'h-8 min-w-8 px-2 text-xs';
const pageButton = buttonVariants({ variant: 'ghost', size: null, className: PAGE_BUTTON_SIZE });
const currentPageButton = buttonVariants({
  variant: null,
  size: null,
  className: `${PAGE_BUTTON_SIZE} bg-secondary text-secondary-foreground hover:bg-secondary/90 hover:text-secondary-foreground`,
});

/** "Menampilkan X dari Y data", and the page buttons when there is more than one page. */
export function Pagination({ paging, onPageChange, disabled = false }: PaginationProps) {
  const { page, totalpage, totaldata, totalDataOnPage } = paging;
  const items = getPageItems(page, totalpage);
  // The previous and next page's buttons.
  const step = (label: string, to: number, edge: boolean, glyph: React.ReactNode) => (
    <li>
      <button
        type="button"
        className={pageButton}
        aria-label={label}
        disabled={disabled || edge}
        onClick={() => onPageChange(to)}
      >
        {glyph}
      </button>
    </li>
  );
  return (
    <div
      data-slot="pagination"
      className="flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p data-slot="pagination-summary" className="text-muted-foreground">
        Menampilkan {formatNumber(totalDataOnPage)} dari {formatNumber(totaldata)} data
      </p>
      {totalpage > 1 ? (
        <nav aria-label="Navigasi halaman">
          <ul className="flex items-center gap-1">
            {step('Halaman sebelumnya', page - 1, page <= 1, <ChevronLeftIcon />)}
            {items.map((item) =>
              typeof item === 'number' ? (
                <li key={item}>
                  <button
                    type="button"
                    className={item === page ? currentPageButton : pageButton}
                    aria-label={`Halaman ${item}`}
                    aria-current={item === page ? 'page' : undefined}
                    disabled={disabled}
                    onClick={() => {
                      if (item !== page) onPageChange(item);
                    }}
                  >
                    {item}
                  </button>
                </li>
              ) : (
                <li key={item} aria-hidden="true" className="px-1 text-muted-foreground">
                  …
                </li>
              ),
            )}
            {step('Halaman berikutnya', page + 1, page >= totalpage, <ChevronRightIcon />)}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
