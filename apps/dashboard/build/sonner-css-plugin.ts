import type { Plugin } from 'vite';

/** sonner's ES module, as Vite resolves it for the browser build. */
const SONNER_ENTRY = /[\\/]sonner[\\/]dist[\\/]index\.mjs$/;
/** The call that adds sonner's stylesheet to the page as a <style> element, with its argument. */
const INSERT_CSS_CALL = /__insertCSS\("(?:[^"\\]|\\.)*"\);?/;

/**
 * sonner ships its stylesheet twice: as `dist/styles.css`, which the UI's toaster imports, and
 * as a string its JavaScript adds to the page in a <style> element when it loads. The production
 * CSP (`style-src 'self'`, deploy/security-headers.conf) refuses that element, so this drops the
 * string from the build: the toasts keep the same rules, from the file (ADR 0103). Fails the
 * build if a new sonner no longer has the call, rather than silently shipping both or neither.
 */
export function sonnerStylesAsCss(): Plugin {
  return {
    name: 'backoffice:sonner-styles-as-css',
    apply: 'build',
    transform(code, id) {
      if (!SONNER_ENTRY.test(id)) return null;
      const next = code.replace(INSERT_CSS_CALL, '');
      if (next === code) {
        this.error(`sonner's __insertCSS call was not found in ${id}: see ${import.meta.url}`);
      }
      return { code: next, map: null };
    },
  };
}
