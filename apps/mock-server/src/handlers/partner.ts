import { moneyHandlers } from './partner/money';
import { profileHandlers } from './partner/profile';
import { referralHandlers } from './partner/referral';

/**
 * Area "Partner": partner accounts (admin), each admin's or partner's own profile and password,
 * and the partner's referral codes, members, transactions, bank account and withdrawals.
 */
export const partnerHandlers = [...profileHandlers, ...referralHandlers, ...moneyHandlers];
