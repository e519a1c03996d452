/**
 * The lists the palette searches, by the path of the list route that shows them
 * (docs/palette.md). Each is loaded from the module of its page's first queries (the route's
 * `queries`), a chunk the route loads already. A list module imported here on its own would
 * become a chunk of its own, and every route showing it would load one chunk more (about 0.5 KB
 * gzip). record-kinds.dom.test.ts fails while a searchable list of the features is missing here.
 */
export const SEARCHED_LISTS: Readonly<Record<string, () => Promise<readonly unknown[]>>> = {
  '/users': () => import('@/features/users/page-queries').then((m) => m.userPageLists),
  '/partner': () => import('@/features/partners/page-queries').then((m) => m.partnerPageLists),
  '/merchant/list': () =>
    import('@/features/merchants/page-queries').then((m) => m.merchantListPageLists),
  '/transaction-list': () =>
    import('@/features/admin-transactions/page-queries').then((m) => m.adminTransactionPageLists),
  '/dispute': () => import('@/features/disputes/page-queries').then((m) => m.disputePageLists),
  '/project-expee': () =>
    import('@/features/projects/page-queries').then((m) => m.projectPageLists),
  '/promo': () => import('@/features/promos/list-page-queries').then((m) => m.promoPageLists),
  '/kreator': () => import('@/features/kreators/page-queries').then((m) => m.kreatorPageLists),
  '/event': () => import('@/features/events/page-queries').then((m) => m.eventPageLists),
  '/survey': () => import('@/features/surveys/list-page-queries').then((m) => m.surveyPageLists),
  '/member': () => import('@/features/members/page-queries').then((m) => m.memberPageLists),
  '/transaction': () =>
    import('@/features/partner-transactions/page-queries').then(
      (m) => m.partnerTransactionPageLists,
    ),
  '/voucher': () => import('@/features/vouchers/list-page-queries').then((m) => m.voucherPageLists),
};
