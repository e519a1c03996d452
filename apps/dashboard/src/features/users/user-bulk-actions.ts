import type { User } from '@backoffice/sdk';
import type { BulkAction } from '@/lib/list/list-description';
import { toggleUserActive } from './api/toggle-user-active';

/**
 * Activate / deactivate many users at once. The API only toggles (`setuseractive`), so each
 * action reaches only the users not yet in its state: "Nonaktifkan" never turns an inactive
 * user active.
 */
export const userBulkActions: readonly BulkAction<User>[] = [
  {
    id: 'activate',
    label: 'Aktifkan',
    appliesTo: (user) => !user.active,
    run: (user, signal) => toggleUserActive(user, signal),
  },
  {
    id: 'deactivate',
    label: 'Nonaktifkan',
    appliesTo: (user) => user.active,
    run: (user, signal) => toggleUserActive(user, signal),
  },
];
