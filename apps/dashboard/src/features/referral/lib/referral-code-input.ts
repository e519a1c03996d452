/** Codes are uppercase on the platform; typing in lowercase is not a mistake worth an error. */
export function normalizeReferralCode(typed: string): string {
  return typed.toUpperCase();
}
