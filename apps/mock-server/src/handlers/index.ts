import type { Route } from '../http';
import { adminDashboardHandlers } from './admin-dashboard';
import { authHandlers } from './auth';
import { disputeHandlers } from './dispute';
import { eventHandlers } from './events';
import { kreatorHandlers } from './kreator';
import { merchantHandlers } from './merchant';
import { moneyHandlers } from './partner/money';
import { profileHandlers } from './partner/profile';
import { referralHandlers } from './partner/referral';
import { placesHandlers } from './places';
import { projectHandlers } from './projects';
import { promoHandlers } from './promos';
import { surveyHandlers } from './surveys';
import { transactionHandlers } from './transactions';
import { userHandlers } from './users';
import { voucherHandlers } from './voucher';
import { voucherRedeemHandlers } from './voucher-redeem';

/**
 * The areas the mock implements, keyed by the contract tag (README "Adding an area"): the contract
 * and role-matrix tests run over exactly these; test/coverage.test.ts lists what is missing.
 */
export const areas: Readonly<Record<string, readonly Route[]>> = {
  Auth: authHandlers,
  // Partner accounts (admin), each admin's or partner's own profile and password, and the
  // partner's referral codes, members, transactions, bank account and withdrawals.
  Partner: [...profileHandlers, ...referralHandlers, ...moneyHandlers],
  'Admin Dashboard': adminDashboardHandlers,
  Places: placesHandlers,
  Dispute: disputeHandlers,
  User: userHandlers,
  Transaction: transactionHandlers,
  Project: projectHandlers,
  Promo: promoHandlers,
  Event: eventHandlers,
  Kreator: kreatorHandlers,
  Survey: surveyHandlers,
  Merchant: merchantHandlers,
  Voucher: voucherHandlers,
  'Voucher Redeem': voucherRedeemHandlers,
};

export const areaRoutes: readonly Route[] = Object.values(areas).flat();
