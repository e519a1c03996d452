// A stylesheet imported for its side effect (sonner's, in toaster.tsx) is the bundler's to load.
// TypeScript 7 checks that a side-effect import resolves to a module (noUncheckedSideEffectImports
// is on by default since 6.0); the app gets this from vite/client, the kit has no Vite types.
declare module '*.css';
