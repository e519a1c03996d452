import type { Promo, PromoCreateRequest, PromoUpdateRequest } from '@backoffice/sdk';

/** What the promo form holds: its inputs' text, the discount type and a chosen banner. */
export type PromoFormValues = {
  title: string;
  code: string;
  description: string;
  discount_type: '' | Promo['discount_type'];
  value: string;
  quota: string;
  start_date: string;
  end_date: string;
  /** A new banner; null keeps the current one (edit) or none (add: it is optional). */
  image: File | null;
};

/** `promo`'s values, or a new promo's: empty, a percentage. */
export function promoFormValues(promo?: Promo): PromoFormValues {
  return {
    title: promo?.title ?? '',
    code: promo?.code ?? '',
    description: promo?.description ?? '',
    discount_type: promo?.discount_type ?? 'percent',
    value: promo ? String(promo.value) : '',
    quota: promo ? String(promo.quota) : '',
    start_date: promo?.start_date ?? '',
    end_date: promo?.end_date ?? '',
    image: null,
  };
}

/**
 * The create and update body: the code in capitals (as customers type it at checkout), numbers
 * as numbers, the banner only when one is chosen. The form has checked the required fields.
 */
export function toPromoBody(values: PromoFormValues): PromoCreateRequest & PromoUpdateRequest {
  if (values.discount_type === '') throw new Error('The form checks that a type is chosen');
  return {
    title: values.title.trim(),
    code: values.code.trim().toUpperCase(),
    description: values.description.trim(),
    discount_type: values.discount_type,
    value: Number(values.value),
    quota: Number(values.quota),
    start_date: values.start_date,
    end_date: values.end_date,
    ...(values.image === null ? {} : { image: values.image }),
  };
}
