/** An amount as Indonesians write it: `Rp 1.250.000` (dots between thousands, no decimals). */
export function rupiah(amount: number): string {
  return `Rp ${String(Math.trunc(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}
