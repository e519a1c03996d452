import * as React from 'react';
import { Button } from './button';
import { FilterFrame } from './filter-frame';
import { Input } from './input';
import { NativeSelect } from './native-select';
import type { SearchableOption } from './searchable-select';

/** How long typing rests before a search is sent (and the URL changes). */
export const SEARCH_DEBOUNCE_MS = 400;

export type ListToolbarProps = {
  /** Shows "Reset" (clears search and filters) when given and `canReset`. */
  onReset?: () => void;
  canReset?: boolean;
  /** Actions on the whole list (export), after the filters, pushed to the row's end. */
  end?: React.ReactNode;
  children?: React.ReactNode;
};

/**
 * The row above every list (docs/engineering.md#tables-that-fit): search, filters, a reset and the
 * list-wide actions at its end. Its items start at the top: a message under a filter grows the
 * row downwards instead of lifting that filter's box.
 */
export function ListToolbar({ onReset, canReset = false, end, children }: ListToolbarProps) {
  return (
    <div data-slot="list-toolbar" className="flex flex-wrap items-start gap-3">
      {children}
      {onReset && canReset ? (
        <Button
          type="button"
          variant="ghost"
          size={null}
          className="h-10 px-3 text-xs"
          onClick={onReset}
        >
          Reset
        </Button>
      ) : null}
      {end ? <div className="ml-auto flex flex-wrap items-end gap-2">{end}</div> : null}
    </div>
  );
}

export type SearchInputProps = {
  /** The search in effect (the URL's); the box follows it when it changes elsewhere (Back, reset). */
  value: string;
  /** Called once typing rests (SEARCH_DEBOUNCE_MS), or at once on Enter. */
  onSearch: (value: string) => void;
  /** The accessible name, e.g. "Cari voucher". */
  label: string;
};

/**
 * A search box that sends what was typed when typing rests. Beside other controls it is 14 rem,
 * and gives up to 4 rem of it before the toolbar would wrap.
 */
export function SearchInput({ value, onSearch, label }: SearchInputProps) {
  const [draft, setDraft] = React.useState(value);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const send = React.useRef(onSearch);
  send.current = onSearch;

  // The URL moved without typing (Back, reset): show what is in effect.
  const [shown, setShown] = React.useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const flush = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() !== value) send.current(next.trim());
  };

  return (
    <div data-slot="search-input" className="w-full sm:w-auto sm:max-w-56 sm:grow sm:basis-40">
      <Input
        type="search"
        aria-label={label}
        placeholder={`${label}…`}
        value={draft}
        onChange={(event) => {
          const next = event.target.value;
          setDraft(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => flush(next), SEARCH_DEBOUNCE_MS);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            flush(draft);
          }
        }}
      />
    </div>
  );
}

export type FilterSelectProps = {
  /** The visible label, e.g. "Status". */
  label: string;
  /** The chosen value; '' is the "Semua" choice (no filter). */
  value: string;
  options: readonly SearchableOption[];
  onValueChange: (value: string) => void;
};

/** A list filter on the browser's own <select> (docs/decisions/0024-native-select-for-list-filters.md). */
export function FilterSelect({ label, value, options, onValueChange }: FilterSelectProps) {
  const selectId = React.useId();
  return (
    <FilterFrame slot="filter-select" label={label} htmlFor={selectId}>
      <NativeSelect
        id={selectId}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      >
        <option value="">Semua</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FilterFrame>
  );
}
