/**
 * The routes whose screens may call each business area of the contract (its first tag), after
 * docs/product.md#routes-and-access and #calls. Only the contract report reads it: an operation
 * no screen calls yet is excused while one of its area's routes has no page, and must be called
 * or given `x-no-screen` in the contract once all of them have one (ADR 0072).
 */
export const AREA_SCREENS = {
  Auth: ['/login'],
  'Admin Dashboard': ['/'],
  Partner: [
    '/',
    '/edit',
    '/partner',
    '/partner/add',
    '/partner/edit/:id?',
    '/member',
    '/transaction',
    '/wirthdraw',
  ],
  Places: ['/edit', '/partner/add', '/merchant/register', '/event/add'],
  Dispute: ['/dispute', '/dispute/:id', '/dispute/chat/:id?'],
  User: ['/users'],
  Transaction: ['/transaction-list'],
  Project: ['/project-expee'],
  Promo: ['/promo', '/promo/add', '/promo/edit/:id?'],
  Event: ['/event', '/event/add', '/event/detail/:id?'],
  Kreator: ['/kreator', '/kreator/add'],
  Survey: ['/survey', '/survey/add', '/survey/edit/:id?'],
  Merchant: ['/merchant/list', '/merchant/register', '/edit'],
  Voucher: ['/voucher', '/voucher/add', '/voucher/edit/:id?'],
  'Voucher Redeem': ['/', '/voucher'],
};
