import type { User } from '@backoffice/sdk';

/** How a marketplace account's kind reads. */
export const USER_ROLE_LABELS: Record<User['role'], string> = {
  client: 'Klien',
  freelancer: 'Freelancer',
};
