/** The mock API of `pnpm dev` when VITE_API_BASE_URL is not set (docs/engineering.md#fixed-interfaces). */
const DEFAULT_API_BASE_URL = 'http://127.0.0.1:4010';

/**
 * Where the API answers, fixed at build time. In the mock build the API answers in the page
 * itself (see main.tsx): the page's own origin.
 */
export const apiBaseUrl: string =
  import.meta.env.VITE_MOCK === 'browser'
    ? window.location.origin
    : import.meta.env.VITE_API_BASE_URL || DEFAULT_API_BASE_URL;
