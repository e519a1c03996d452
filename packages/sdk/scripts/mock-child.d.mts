export interface MockApi {
  baseUrl: string;
  stop(): void;
}

/** The mock API in a child process on a port of its own; resolves once it listens. */
export function startMockApi(): Promise<MockApi>;
