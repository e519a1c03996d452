import { cn, Dialog, DialogTitle } from '@backoffice/ui';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { useOnline } from '@/lib/use-online';
import { useSession } from '@/lib/use-session';
import { PALETTE_TEXT, type PaletteOption, paletteGroups } from './palette-options';
import { readRecent, rememberRecent } from './recent';
import { useRecordKinds } from './record-kinds';
import { screensFor } from './screens';
import { MIN_RECORD_SEARCH, useRecordSearch } from './use-record-search';

/**
 * The palette (docs/palette.md): a dialog holding one combobox, the WAI-ARIA pattern with its
 * listbox always shown. Focus stays in the input; the active option is named by
 * `aria-activedescendant`; the count of results is announced. Escape or a press beside it
 * closes it and focus goes back where it was (the dialog does that).
 */
export default function CommandPalette({ onClose }: { onClose: () => void }) {
  const session = useSession();
  const online = useOnline();
  const [, navigate] = useLocation();
  const listId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [recent] = useState(readRecent);
  const screens = useMemo(() => screensFor(session), [session]);
  const kinds = useRecordKinds(session);
  const wantsRecords = text.trim().length >= MIN_RECORD_SEARCH;
  const { searched, results } = useRecordSearch(kinds, text, online);
  const groups = paletteGroups({ text, screens, recent, records: results, searched });
  const options = groups.flatMap((group) => group.options);
  const activeIndex = Math.min(active, options.length - 1);
  const optionId = (index: number) => `${listId}-${index}`;
  const searching = online && wantsRecords && results === null;
  const failed = (results ?? []).filter((result) => result.rows === null);

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (option: PaletteOption | undefined) => {
    if (option === undefined) return;
    rememberRecent({ title: option.title, kind: option.kind, href: option.href });
    onClose();
    navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: activeIndex >= last ? 0 : activeIndex + 1,
      ArrowUp: activeIndex <= 0 ? last : activeIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined && last >= 0) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(options[activeIndex]);
    }
  };

  let index = 0;
  return (
    <Dialog
      open
      onOpenChange={onClose}
      aria-describedby={undefined}
      placement="top"
      size="xl"
      className="[&>[data-slot=dialog-close]]:z-20 grid-rows-[minmax(0,1fr)_auto]"
    >
      <DialogTitle className="sr-only">{PALETTE_TEXT.title}</DialogTitle>
      {/* One scrolling region holding the input (sticky): it has the focus, so a keyboard user
          is in the region that scrolls (the options follow the active one into view). */}
      <div className="overflow-y-auto">
        <div className="sticky top-0 z-10 border-b bg-background p-3 pr-12">
          <input
            role="combobox"
            aria-label={PALETTE_TEXT.title}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            autoFocus
            autoComplete="off"
            spellCheck={false}
            placeholder={PALETTE_TEXT.placeholder}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            className="h-10 w-full rounded-md bg-transparent px-2 text-base placeholder:text-muted-foreground"
          />
        </div>
        <div className="p-2">
          <div id={listId} role="listbox" aria-label={PALETTE_TEXT.title}>
            {groups.map((group, groupIndex) => (
              // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are ARIA groups, not form fieldsets.
              <div key={group.label} role="group" aria-labelledby={`${listId}-group-${groupIndex}`}>
                <div
                  id={`${listId}-group-${groupIndex}`}
                  role="presentation"
                  className="px-2 pt-2 pb-1 font-medium text-muted-foreground text-xs"
                >
                  {group.label}
                </div>
                {group.options.map((option) => {
                  const at = index++;
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the input's keys drive the options (combobox pattern).
                    <div
                      key={`${at}-${option.href}`}
                      id={optionId(at)}
                      role="option"
                      tabIndex={-1}
                      aria-selected={at === activeIndex}
                      // Focus stays in the input while the pointer picks.
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseMove={() => setActive(at)}
                      onClick={() => choose(option)}
                      // Named by the row's name; its second line is read after it.
                      aria-label={option.detail ? option.title : undefined}
                      aria-describedby={option.detail ? `${optionId(at)}-detail` : undefined}
                      className={cn(
                        // Scrolled into view below the sticky input, not under it.
                        'scroll-mt-20 cursor-pointer rounded-md px-2 py-2 text-sm',
                        at === activeIndex && 'bg-accent text-accent-foreground',
                      )}
                    >
                      {option.title}
                      {option.kind !== null && group.label === PALETTE_TEXT.recent ? (
                        <>
                          {' '}
                          <span className="ml-1 text-muted-foreground text-xs">{option.kind}</span>
                        </>
                      ) : null}
                      {option.detail ? (
                        <span
                          id={`${optionId(at)}-detail`}
                          className="block text-muted-foreground text-xs"
                        >
                          {option.detail}
                        </span>
                      ) : null}
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
          {options.length === 0 && !searching ? (
            <p className="px-2 py-6 text-center text-muted-foreground text-sm">
              {PALETTE_TEXT.noResults}
            </p>
          ) : null}
        </div>
      </div>
      <div className="grid gap-1 border-t px-4 py-2 text-muted-foreground text-xs empty:hidden">
        {!online ? <p>{PALETTE_TEXT.offline}</p> : null}
        {searching ? <p>{PALETTE_TEXT.searching}</p> : null}
        {failed.map(({ kind }) => (
          <p key={kind.label} className="text-danger-text">
            {PALETTE_TEXT.failed(kind.description.noun)}
          </p>
        ))}
      </div>
      <p role="status" className="sr-only">
        {searching
          ? ''
          : options.length === 0
            ? PALETTE_TEXT.noResults
            : PALETTE_TEXT.count(options.length)}
      </p>
    </Dialog>
  );
}
