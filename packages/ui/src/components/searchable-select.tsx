import * as React from 'react';
import type { ControlProps } from './field';
import { ChevronDownIcon } from './icons';
import { Input } from './input';

export type SearchableOption = {
  value: string;
  label: string;
  /** Other words that find the option as its label does (a bank's code beside its name). */
  keywords?: string;
};

export type SearchableSelectProps = ControlProps & {
  /** The chosen option's value; '' when none is chosen. */
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SearchableOption[];
  /** Shown while nothing is chosen (`Pilih provinsi`). */
  placeholder?: string;
  /** Shown in the list when the typed text matches no option. */
  emptyText?: string;
  disabled?: boolean;
  name?: string;
  onBlur?: () => void;
  ref?: React.Ref<HTMLInputElement>;
};

/** Options whose label or keywords hold every typed word, in their order; all for no text. */
export function filterOptions(
  options: readonly SearchableOption[],
  text: string,
): readonly SearchableOption[] {
  const words = text.toLocaleLowerCase('id').split(/\s+/).filter(Boolean);
  if (words.length === 0) return options;
  return options.filter((option) => {
    const searched = `${option.label} ${option.keywords ?? ''}`.toLocaleLowerCase('id');
    return words.every((word) => searched.includes(word));
  });
}

/**
 * A choice among many options narrowed by typing: the ARIA combobox pattern, an input with a
 * listbox popup; leaving the field puts the chosen option's label back. No library: the Radix
 * and cmdk comboboxes would cost the form's route more than this whole file.
 */
export function SearchableSelect({
  value,
  onValueChange,
  options,
  placeholder,
  emptyText = 'Tidak ada pilihan yang cocok',
  disabled = false,
  name,
  onBlur,
  ref,
  ...aria
}: SearchableSelectProps) {
  const listId = React.useId();
  const chosen = options.find((option) => option.value === value);
  const [open, setOpen] = React.useState(false);
  const [text, setText] = React.useState<string | null>(null);
  const [active, setActive] = React.useState(0);

  const shown = text === null ? options : filterOptions(options, text);
  const activeIndex = Math.min(active, shown.length - 1);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const close = () => {
    setOpen(false);
    setText(null);
  };
  const choose = (option: SearchableOption) => {
    if (option.value !== value) onValueChange(option.value);
    close();
  };
  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
  };

  React.useEffect(() => {
    if (!open || activeIndex < 0) return;
    document
      .getElementById(`${listId}-option-${activeIndex}`)
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex, listId]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openAt(Math.max(0, shown.indexOf(chosen as SearchableOption)));
        else setActive(Math.min(activeIndex + 1, shown.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open) setActive(Math.max(activeIndex - 1, 0));
        break;
      case 'Home':
      case 'End':
        if (open && shown.length > 0) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : shown.length - 1);
        }
        break;
      case 'Enter': {
        const option = shown[activeIndex];
        if (open) {
          // Inside a form, Enter on an open list chooses; it never submits.
          event.preventDefault();
          if (option !== undefined) choose(option);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        break;
    }
  };

  const expanded = open && !disabled;
  return (
    <div data-slot="searchable-select" className="relative">
      <Input
        ref={ref}
        role="combobox"
        name={name}
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        placeholder={chosen ? undefined : placeholder}
        disabled={disabled}
        value={text ?? chosen?.label ?? ''}
        onChange={(event) => {
          setText(event.target.value);
          openAt(0);
        }}
        onClick={() => {
          if (!open) openAt(Math.max(0, shown.indexOf(chosen as SearchableOption)));
        }}
        // Typing replaces the chosen label rather than adding to it.
        onFocus={(event) => event.currentTarget.select()}
        onKeyDown={onKeyDown}
        onBlur={() => {
          close();
          onBlur?.();
        }}
        className="pe-8"
        {...aria}
      />
      <ChevronDownIcon
        aria-hidden
        className="pointer-events-none absolute end-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <div
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 rounded-md border bg-popover p-1 text-popover-foreground text-sm shadow-md"
      >
        {expanded && shown.length === 0 ? (
          <p className="px-2 py-1.5 text-muted-foreground">{emptyText}</p>
        ) : null}
        <div
          id={listId}
          role="listbox"
          aria-label={placeholder}
          className="max-h-64 overflow-y-auto"
        >
          {shown.map((option, index) => (
            // Focus stays in the input (aria-activedescendant); -1 keeps the option out of Tab.
            <div
              key={option.value}
              tabIndex={-1}
              id={optionId(index)}
              role="option"
              aria-selected={option.value === value}
              data-active={index === activeIndex || undefined}
              className="cursor-pointer rounded-sm px-2 py-1.5 data-[active]:bg-accent data-[active]:text-accent-foreground aria-selected:font-medium"
              // Chosen before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
              onMouseMove={() => setActive(index)}
            >
              {option.label}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
