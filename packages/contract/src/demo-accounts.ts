import type { Role } from '@backoffice/sdk';

// The mock's demo accounts are a fixed interface (docs/engineering.md#fixed-interfaces): the mock
// seeds them, `pnpm verify:api` signs in with them when no account is given.

export const DEMO_PASSWORD = 'password123';

/** Ids 1-4 are stable for every area seed of the mock to link to. */
export const DEMO_ACCOUNTS = [
  { id: 1, email: 'admin@backoffice.test', role: 'A', name: 'Rina Wulandari' },
  { id: 2, email: 'partner@backoffice.test', role: 'P', name: 'Budi Santoso' },
  { id: 3, email: 'merchant@backoffice.test', role: 'M', name: 'Siti Rahayu' },
  { id: 4, email: 'adminpartner@backoffice.test', role: 'A,P', name: 'Andi Wijaya' },
] as const satisfies readonly { id: number; email: string; role: Role; name: string }[];
