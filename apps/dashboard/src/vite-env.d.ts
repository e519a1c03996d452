/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Absolute URL of the API host; paths carry /v1. */
  readonly VITE_API_BASE_URL?: string;
  /** 'browser' in the mock build (`--mode mock`): the mock API answers inside the page. */
  readonly VITE_MOCK?: string;
  /** Where real visits report their LCP, INP and CLS (docs/deploy.md#field-data); unset: nowhere. */
  readonly VITE_VITALS_URL?: string;
  /**
   * '1': `pnpm dev` checks every API answer against api/openapi.yaml and warns in the console
   * once per drift (docs/verify-api.md#drift-warnings-in-development). Ignored by production builds.
   */
  readonly VITE_CONTRACT_WARNINGS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
