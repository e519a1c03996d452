/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Absolute URL of the API host; paths carry /v1. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
