import type { Merchant } from '@backoffice/sdk';
import { Badge } from '@backoffice/ui';
import { REGISTRATION_STATE_LABELS } from '../lib/labels';
import { registrationState } from '../lib/registrations';

/** Pending (a null status) or rejected, with the reason given to the merchant. */
export function RegistrationStatus({ merchant }: { merchant: Merchant }) {
  if (registrationState(merchant) === 'pending') {
    return <Badge variant="info">{REGISTRATION_STATE_LABELS.pending}</Badge>;
  }
  return (
    <div className="grid justify-items-start gap-1">
      <Badge variant="danger">{REGISTRATION_STATE_LABELS.rejected}</Badge>
      {merchant.reason ? (
        <span className="text-muted-foreground text-xs">{merchant.reason}</span>
      ) : null}
    </div>
  );
}
