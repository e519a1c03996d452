import type { Merchant } from '@backoffice/sdk';
import { EnumBadge } from '@/lib/enum-badge';
import { REGISTRATION_STATE_LABELS, registrationState } from '../lib/registrations';

/** Pending (a null status) or rejected, with the reason given to the merchant. */
export function RegistrationStatus({ merchant }: { merchant: Merchant }) {
  const pending = registrationState(merchant) === 'pending';
  return (
    <div className="grid justify-items-start gap-1">
      <EnumBadge labels={REGISTRATION_STATE_LABELS} value={pending ? 'pending' : 'rejected'} />
      {!pending && merchant.reason ? (
        // Words under the badge, in a status column as narrow as the badge.
        <span className="whitespace-normal text-muted-foreground text-xs">{merchant.reason}</span>
      ) : null}
    </div>
  );
}
