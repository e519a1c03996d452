import { refuseField } from '../../pipeline/errors';

/** An amount as Indonesians write it: `Rp 1.250.000` (dots between thousands, no decimals). */
export function rupiah(amount: number): string {
  return `Rp ${Math.trunc(amount).toLocaleString('id-ID')}`;
}

/** A withdrawal asked before the account to pay it into is saved (creators and partners). */
export const NO_BANK_ACCOUNT = 'Simpan rekening bank terlebih dahulu sebelum menarik saldo.';

/**
 * Refuses the body's `quota` when it is below what is already taken (an event's seats, a
 * promo's uses, a voucher's redeems), naming what took them.
 */
export function checkQuota(quota: number, taken: number, what: string): void {
  if (quota < taken) refuseField('quota', `Kuota tidak boleh kurang dari ${taken}, ${what}.`);
}

/** Refuses the body's `amount` when it is above the available balance. */
export function checkBalance(amount: number, balance: number): void {
  if (amount > balance) {
    refuseField('amount', `Saldo tidak mencukupi. Saldo tersedia ${rupiah(Math.max(0, balance))}.`);
  }
}
