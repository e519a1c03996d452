import type { ReferralCode } from '@backoffice/sdk';
import { Switch } from '@backoffice/ui';
import { invertRowstatus, useSetReferralCodeStatus } from '../api/set-referral-code-status';

/** The rowstatus toggle of one referral code: sends the inverted value, locked while saving. */
export function ReferralStatusSwitch({ code }: { code: ReferralCode }) {
  const setStatus = useSetReferralCodeStatus();
  const active = code.rowstatus === 1;
  return (
    <div className="flex items-center gap-3">
      <Switch
        checked={active}
        disabled={setStatus.isPending}
        aria-busy={setStatus.isPending || undefined}
        aria-label={`Status ${code.partner_code}`}
        onCheckedChange={() =>
          setStatus.mutate({
            params: { path: { id: code.id } },
            body: { rowstatus: invertRowstatus(code.rowstatus) },
          })
        }
      />
      <span className={active ? 'text-sm' : 'text-muted-foreground text-sm'}>
        {active ? 'Aktif' : 'Nonaktif'}
      </span>
    </div>
  );
}
