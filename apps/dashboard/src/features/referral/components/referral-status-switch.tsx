import type { ReferralCode } from '@backoffice/sdk';
import { StatusSwitch } from '@backoffice/ui';
import { useSetReferralCodeStatus } from '../api/set-referral-code-status';

/** The rowstatus toggle of one referral code: sends the inverted value, locked while saving. */
export function ReferralStatusSwitch({ code }: { code: ReferralCode }) {
  const setStatus = useSetReferralCodeStatus();
  return (
    <StatusSwitch
      checked={code.rowstatus === 1}
      busy={setStatus.isPending}
      label={`Status ${code.partner_code}`}
      onCheckedChange={() => setStatus.mutate(code)}
    />
  );
}
