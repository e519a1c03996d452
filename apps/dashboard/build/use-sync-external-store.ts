/**
 * React 18+ has `useSyncExternalStore`; wouter still imports the shim for React 17, which costs
 * every route, /login included, about half a kilobyte of gzip (docs/engineering.md#budgets).
 * vite.config.ts points the shim here.
 */
export { useSyncExternalStore } from 'react';
