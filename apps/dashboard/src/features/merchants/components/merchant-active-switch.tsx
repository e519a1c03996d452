import type { Merchant } from '@backoffice/sdk';
import { StatusSwitch } from '@backoffice/ui';

type MerchantActiveSwitchProps = {
  merchant: Merchant;
  onToggle: (merchant: Merchant, aktif: boolean) => void;
  busy: boolean;
};

/** A merchant's active flag; locked while its change is on its way. */
export function MerchantActiveSwitch({ merchant, onToggle, busy }: MerchantActiveSwitchProps) {
  return (
    <StatusSwitch
      checked={merchant.aktif}
      busy={busy}
      label={`Status ${merchant.name}`}
      onCheckedChange={(checked) => onToggle(merchant, checked)}
    />
  );
}
