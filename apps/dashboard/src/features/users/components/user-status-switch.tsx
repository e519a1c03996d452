import type { User } from '@backoffice/sdk';
import { StatusSwitch } from '@backoffice/ui';
import { useToggleUserActive } from '../api/toggle-user-active';

/** The row's active flag as a switch; locked while its change is on its way. */
export function UserStatusSwitch({ user }: { user: User }) {
  const toggle = useToggleUserActive();
  return (
    <StatusSwitch
      checked={user.active}
      busy={toggle.isPending(user)}
      label={`Status ${user.name}`}
      onCheckedChange={(checked) => toggle.mutate(user, checked)}
    />
  );
}
