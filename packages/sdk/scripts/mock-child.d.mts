export interface MockApi {
  baseUrl: string;
  stop(): void;
}

/** The mock API in a child process on a free port; resolves once it answers. */
export function startMockApi(): Promise<MockApi>;
