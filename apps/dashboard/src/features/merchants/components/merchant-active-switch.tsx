import type { Merchant } from '@backoffice/sdk';
import { Switch } from '@backoffice/ui';

type MerchantActiveSwitchProps = {
  merchant: Merchant;
  onToggle: (merchant: Merchant, aktif: boolean) => void;
  busy: boolean;
};

/** A merchant's active flag; locked while its change is on its way. */
export function MerchantActiveSwitch({ merchant, onToggle, busy }: MerchantActiveSwitchProps) {
  return (
    <div className="flex items-center gap-3">
      <Switch
        checked={merchant.aktif}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={`Status ${merchant.name}`}
        onCheckedChange={(checked) => onToggle(merchant, checked)}
      />
      <span className={merchant.aktif ? 'text-sm' : 'text-muted-foreground text-sm'}>
        {merchant.aktif ? 'Aktif' : 'Nonaktif'}
      </span>
    </div>
  );
}
