/** Where the e2e servers listen (DESIGN §4: the same ports as `pnpm dev`). */
export const APP_URL = 'http://127.0.0.1:5173';
export const MOCK_URL = 'http://127.0.0.1:4010';
