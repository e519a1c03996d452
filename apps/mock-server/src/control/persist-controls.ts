import { isScenarioName } from './scenarios';
import { type SavedControls, scopeControls } from './scope-controls';

/** The key the browser build keeps its rules and scenario under, beside its data. */
export const BROWSER_CONTROLS_KEY = 'backoffice-mock-controls';

/**
 * Keeps the rules and scenario in `storage` across reloads, as the data is kept; answers what to
 * call after every request (it writes only a change). Something unreadable there is ignored.
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
