import type { HttpHandler } from 'msw';
import { authHandlers } from './auth';
import { disputeHandlers } from './dispute';
import { eventHandlers } from './events';
import { kreatorHandlers } from './kreator';
import { merchantHandlers } from './merchant';
import { projectHandlers } from './projects';
import { promoHandlers } from './promos';
import { surveyHandlers } from './surveys';
import { transactionHandlers } from './transactions';
import { userHandlers } from './users';
import { voucherHandlers } from './voucher';
import { voucherRedeemHandlers } from './voucher-redeem';

/**
 * The areas the mock implements, keyed by the contract tag of their operations. One line per
 * area: `<Tag>: <area>Handlers` from src/handlers/<tag-in-kebab-case>.ts. The contract and
 * role-matrix tests run over exactly these areas; test/coverage.test.ts lists what is missing.
 */
export const areas: Readonly<Record<string, readonly HttpHandler[]>> = {
  Auth: authHandlers,
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

export const areaHandlers: readonly HttpHandler[] = Object.values(areas).flat();
