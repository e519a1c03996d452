import type { SearchableOption } from '@backoffice/ui';
import { choosePlace, PLACE_LEVELS, type PlaceLevel, type PlaceValues } from './place-cascade';
import { usePlaceLists } from './use-place-lists';

/** One level of the cascade as a select shows it. */
export type PlaceLevelView = {
  /** Its choices; empty while the level above is not chosen or the list loads. */
  options: readonly SearchableOption[];
  /** Nothing to choose yet: the level above is not chosen, or its list is on its way. */
  waiting: boolean;
  /** The list could not be read. */
  failed: boolean;
};

/**
 * The cascade bound to a form: reads the list of each level for the values chosen so far and
 * turns a choice into the next values through `choosePlace` (`apply` writes them to the form).
 */
export function usePlaceCascade(values: PlaceValues, apply: (next: PlaceValues) => void) {
  const lists = usePlaceLists(values);
  const districts = lists.district_id.data?.data ?? [];

  const optionsOf = (level: PlaceLevel): readonly SearchableOption[] => {
    if (level === 'postal_code') {
      return (lists.postal_code.data?.data ?? []).map((zip) => ({
        value: zip.kode_pos,
        label: zip.kode_pos,
      }));
    }
    return (lists[level].data?.data ?? []).map((place) => ({
      value: String(place.id),
      label: place.name,
    }));
  };

  const levels = Object.fromEntries(
    PLACE_LEVELS.map((level) => {
      const query = lists[level];
      const view: PlaceLevelView = {
        options: optionsOf(level),
        waiting: query.data === undefined && !query.isError,
        failed: query.isError,
      };
      return [level, view];
    }),
  ) as Record<PlaceLevel, PlaceLevelView>;

  const choose = (level: PlaceLevel, value: string) =>
    apply(
      choosePlace(
        values,
        level,
        value,
        (id) => districts.find((district) => String(district.id) === id)?.nama_kode_pos,
      ),
    );

  return { levels, choose };
}
