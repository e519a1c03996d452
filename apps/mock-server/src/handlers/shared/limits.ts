import { fieldErrorBody } from '../../pipeline/errors';
import { rupiah } from './rupiah';

/** A withdrawal asked before the account to pay it into is saved (creators and partners). */
export const NO_BANK_ACCOUNT = {
  message: 'Simpan rekening bank terlebih dahulu sebelum menarik saldo.',
} as const;

/**
 * The body's `quota` refused when it is below what is already taken (an event's seats, a
 * promo's uses, a voucher's redeems), naming what took them; null when it is not.
 */
export function quotaBelowTaken(quota: number, taken: number, what: string, label = 'Kuota') {
  return quota < taken
    ? fieldErrorBody('body', 'quota', `${label} tidak boleh kurang dari ${taken}, ${what}.`)
    : null;
}

/** The body's `amount` refused when it is above the available balance; null when it is not. */
export function overBalance(amount: number, balance: number) {
  return amount > balance
    ? fieldErrorBody(
        'body',
        'amount',
        `Saldo tidak mencukupi. Saldo tersedia ${rupiah(Math.max(0, balance))}.`,
      )
    : null;
}
