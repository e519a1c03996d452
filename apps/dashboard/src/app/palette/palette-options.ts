import type { RecentEntry } from './recent';
import { recordHref } from './record-kinds';
import { findScreens, type PaletteScreen } from './screens';
import type { KindResult } from './use-record-search';

/** One choice of the palette: what it reads and where it goes; Recent keeps it without `detail`. */
export type PaletteOption = RecentEntry & {
  /** A found row's second line (its description's `rowDetail`): tells rows of one name apart. */
  detail?: string;
};

/** Exact texts of the palette (docs/palette.md). */
export const PALETTE_TEXT = {
  title: 'Cari layar atau data',
  placeholder: 'Cari layar atau data…',
  recent: 'Terakhir dibuka',
  screens: 'Layar',
  noResults: 'Tidak ada hasil',
  searching: 'Mencari data…',
  offline: 'Offline: pencarian data tidak tersedia',
  failed: (noun: string) => `Gagal mencari ${noun}.`,
  count: (count: number) => `${count} hasil`,
} as const;

const screenOption = (screen: PaletteScreen): PaletteOption => ({ ...screen, kind: null });

/**
 * The palette's groups for the typed text: with none, Recent and every screen; with some, the
 * screens it names, then each kind's rows found for it (a kind that found none, or failed,
 * shows no group: the palette says a failure beside the list).
 */
export function paletteGroups({
  text,
  screens,
  recent,
  records,
  searched,
}: {
  text: string;
  screens: readonly PaletteScreen[];
  recent: readonly RecentEntry[];
  /** Each kind's rows found for `searched`; null while none are. */
  records: readonly KindResult[] | null;
  /** The text the records were found for. */
  searched: string;
}) {
  // Labelled groups of choices: Recent, the screens, or one kind of record.
  const groups: { label: string; options: PaletteOption[] }[] =
    text.trim() === ''
      ? [
          { label: PALETTE_TEXT.recent, options: [...recent] },
          { label: PALETTE_TEXT.screens, options: screens.map(screenOption) },
        ]
      : [
          { label: PALETTE_TEXT.screens, options: findScreens(screens, text).map(screenOption) },
          ...(records ?? []).map(({ kind, rows }) => ({
            label: kind.label,
            options: (rows ?? []).map((row) => ({
              title: kind.description.rowName(row),
              detail: kind.description.rowDetail?.(row),
              href: recordHref(kind, row, searched),
              kind: kind.label,
            })),
          })),
        ];
  return groups.filter((group) => group.options.length > 0);
}
