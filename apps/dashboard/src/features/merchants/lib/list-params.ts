import { booleanFilter, enumFilter, type ListParamsSpec } from '@/lib/list-params';

/** Active merchants' URL state: `?page&search&aktif`. */
export const merchantListParams: ListParamsSpec<'listMerchants'> = {
  filters: { aktif: booleanFilter },
};

export const REGISTRATION_STATUSES = ['pending', 'rejected'] as const;

/** The registrations' URL state, apart from the merchants': `?tab=registration&registration_page…`. */
export const registrationListParams: ListParamsSpec<'listMerchantRegistrations'> = {
  prefix: 'registration_',
  filters: { status: enumFilter(REGISTRATION_STATUSES) },
};

export const MERCHANT_TABS = [
  { id: 'merchant', label: 'Merchant' },
  { id: 'registration', label: 'Registrasi' },
] as const;

export const MERCHANT_STATUS_OPTIONS = [
  { value: 'true', label: 'Aktif' },
  { value: 'false', label: 'Nonaktif' },
] as const;

export const REGISTRATION_STATUS_OPTIONS = [
  { value: 'pending', label: 'Menunggu' },
  { value: 'rejected', label: 'Ditolak' },
] as const;
