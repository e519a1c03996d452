import type { ChildProcess } from 'node:child_process';

export interface MockProcess {
  /** http://127.0.0.1:<port> */
  readonly baseUrl: string;
  /** Everything the process printed so far, stdout and stderr. */
  readonly logs: string[];
  readonly child: ChildProcess;
  /** Ends it with SIGTERM; resolves once it is gone. */
  stop(): Promise<void>;
}

export function startMock(args?: readonly string[], env?: NodeJS.ProcessEnv): Promise<MockProcess>;
export function stopMocks(): Promise<void>;
export function freePort(): Promise<number>;
export function waitForUrl(
  url: string,
  options?: { server?: { exitCode: number | null }; limitMs?: number },
): Promise<void>;
