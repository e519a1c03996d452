import type { Partner } from '@backoffice/sdk';
import { Button } from '@backoffice/ui';
import { Link } from 'wouter';
import { partnerPaths } from '../paths';

/** Edit of one partner: a link to its form. */
export function PartnerRowActions({ partner }: { partner: Partner }) {
  return (
    <Button asChild variant="ghost" size="sm">
      <Link href={partnerPaths.edit(partner.id)} aria-label={`Ubah ${partner.name}`}>
        Ubah
      </Link>
    </Button>
  );
}
