import type { Plugin } from 'vite';

const SONNER_ENTRY = /[\\/]sonner[\\/]dist[\\/]index\.m?js$/;
const INSERT_CSS_CALL = /__insertCSS\("(?:[^"\\]|\\.)*"\);?/;

/**
 * sonner ships its stylesheet twice: as `dist/styles.css` and as a string its JS injects at
 * import (about 3 KB of gzip JavaScript). The UI package imports the CSS file; this drops the
 * string from the bundle so the toast chunk's JS is smaller (the /login route's toast path stays
 * under the 100 KB budget). Fails the build if a new sonner no longer has the call, rather than
 * silently shipping both.
 */
export function sonnerStylesAsCss(): Plugin {
  return {
    name: 'backoffice:sonner-styles-as-css',
    transform(code, id) {
      if (!SONNER_ENTRY.test(id)) return null;
      const next = code.replace(INSERT_CSS_CALL, '');
      if (next === code) {
        this.error(`sonner's __insertCSS call was not found in ${id}: update ${import.meta.url}`);
      }
      return { code: next, map: null };
    },
  };
}
