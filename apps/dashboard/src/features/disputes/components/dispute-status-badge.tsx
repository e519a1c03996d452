import type { Dispute } from '@backoffice/sdk';
import { Badge } from '@backoffice/ui';
import { DISPUTE_STATUS_BADGES, DISPUTE_STATUS_LABELS } from '../lib/labels';

export function DisputeStatusBadge({ status }: { status: Dispute['status'] }) {
  return <Badge variant={DISPUTE_STATUS_BADGES[status]}>{DISPUTE_STATUS_LABELS[status]}</Badge>;
}
