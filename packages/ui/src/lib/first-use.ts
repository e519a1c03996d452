/** A module loaded with its first use rather than with the page (ADR 0103, ADR 0115). */
export type FirstUse<T> = {
  /** Starts the import once; a failed import is forgotten, so the next use tries again. */
  load: () => Promise<T>;
  /** The module once it has loaded, undefined before. */
  loaded: () => T | undefined;
};

/** Wraps `import('./x')` so every use shares one load and can read the module once it is there. */
export function onFirstUse<T>(importModule: () => Promise<T>): FirstUse<T> {
  let loading: Promise<T> | undefined;
  let module: T | undefined;
  return {
    load() {
      loading ??= importModule().then(
        (loadedModule) => {
          module = loadedModule;
          return loadedModule;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => module,
  };
}
