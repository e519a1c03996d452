import { isScenarioName } from './scenarios';
import { type SavedControls, scopeControls } from './scope-controls';

/** The key the browser build keeps its rules and scenario under, beside its data. */
export const BROWSER_CONTROLS_KEY = 'backoffice-mock-controls';

/**
 * Keeps the main scope's rules and scenario in `storage` (the tab's sessionStorage in the
 * browser build), so a reload keeps them as it keeps the data. Takes back what is saved at
 * once; answers the function to call after every answered request, which writes only when
 * they changed (a rule added or removed, a hit counted, a scenario switched, a reset).
 * Something unreadable under the key is ignored: the page starts with no rules.
 */
export function persistControls(storage: Storage): () => void {
  const text = storage.getItem(BROWSER_CONTROLS_KEY);
  const saved = text === null ? null : readSaved(text);
  if (saved !== null) scopeControls().restore(saved);
  let written = text;
  return () => {
    const now = JSON.stringify(scopeControls().saved());
    if (now === written) return;
    try {
      storage.setItem(BROWSER_CONTROLS_KEY, now);
      written = now;
    } catch {
      // A full storage: the data's persistence reports it once; the rules go on in memory.
    }
  };
}

function readSaved(text: string): SavedControls | null {
  try {
    const saved = JSON.parse(text) as SavedControls;
    const valid =
      isScenarioName(saved?.scenario?.name) &&
      Number.isInteger(saved.lastId) &&
      Array.isArray(saved.rules);
    return valid ? saved : null;
  } catch {
    return null;
  }
}
