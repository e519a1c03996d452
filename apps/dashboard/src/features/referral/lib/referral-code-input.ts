/** The contract's pattern for a new code (CreateReferralCodeRequest.partner_code). */
const CODE_PATTERN = /^[A-Z0-9]{4,20}$/;

/** Codes are uppercase on the platform; typing in lowercase is not a mistake worth an error. */
export function normalizeReferralCode(typed: string): string {
  return typed.toUpperCase();
}

/** Answers the message to show for a code the server would refuse, or null when it is valid. */
export function referralCodeError(code: string): string | null {
  if (code.trim() === '') return 'Kode referral wajib diisi.';
  return CODE_PATTERN.test(code)
    ? null
    : 'Kode referral terdiri dari 4–20 huruf kapital atau angka.';
}
