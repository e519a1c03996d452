import type { Merchant } from '@backoffice/sdk';
import { Badge } from '@backoffice/ui';
import { registrationState } from '../lib/registrations';

/** Pending (a null status) or rejected, with the reason given to the merchant. */
export function RegistrationStatus({ merchant }: { merchant: Merchant }) {
  if (registrationState(merchant) === 'pending') return <Badge variant="info">Menunggu</Badge>;
  return (
    <div className="grid justify-items-start gap-1">
      <Badge variant="danger">Ditolak</Badge>
      {merchant.reason ? (
        <span className="text-muted-foreground text-xs">{merchant.reason}</span>
      ) : null}
    </div>
  );
}
