// Skeleton: the merchant-profile helper builds this page.
export function MerchantProfilePage() {
  return null;
}
