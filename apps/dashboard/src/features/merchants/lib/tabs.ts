/** `/merchant/list`'s two lists: the accepted merchants, and the registrations (`?tab=registration`). */
export const MERCHANT_TABS = [
  { id: 'merchant', label: 'Merchant' },
  { id: 'registration', label: 'Registrasi' },
] as const;
