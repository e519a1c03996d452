import { DEMO_PASSWORD } from '@backoffice/contract';
import type { Db } from '../../src/db/seed';
import { DEMO_MERCHANT_ID, type MerchantRecord } from '../../src/db/seed/merchant';
import { samplePng } from '../support/sample-value';
import type { SampleMap } from './types';

function first<T>(rows: readonly T[], what: string): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`the seed has no ${what}`);
  return row;
}

function demoMerchant(db: Db): MerchantRecord {
  return first(
    db.merchants.filter((m) => m.id === DEMO_MERCHANT_ID),
    'demo merchant',
  );
}

/** The location fields of a form, taken from a seeded merchant (a real Places chain). */
function locationOf(m: MerchantRecord) {
  return {
    province_id: m.province_id,
    city_id: m.city_id,
    regency_id: m.regency_id,
    district_id: m.district_id,
    postal_code: m.postal_code,
  };
}

function demoVoucherId(db: Db): number {
  return first(
    db.vouchers.filter((v) => v.merchant_id === DEMO_MERCHANT_ID),
    'demo voucher',
  ).id;
}

/** Samples of the Merchant, Voucher and Voucher Redeem areas. */
export const merchantSamples: SampleMap = {
  verifyMerchant: (db) => {
    const open = first(
      db.merchants.filter((m) => m.verify_token !== null),
      'unverified registration',
    );
    return { body: { email: open.email, token: open.verify_token } };
  },
  getMerchant: () => ({ query: { id: DEMO_MERCHANT_ID } }),
  toggleMerchantActive: (db) => ({
    query: {
      id: first(
        db.merchants.filter((m) => m.status === 'accepted' && m.id !== DEMO_MERCHANT_ID),
        'accepted merchant',
      ).id,
      status: false,
    },
  }),
  reviewMerchantRegistration: (db) => ({
    query: {
      id: first(
        db.merchants.filter((m) => m.status === null),
        'pending registration',
      ).id,
    },
    body: { status: 'accept' },
  }),
  registerMerchant: (db) => ({
    body: {
      name: 'Toko Sumber Rezeki',
      owner: 'Siti Rahayu',
      email: 'sumberrezeki@gmail.com',
      password: 'rahasia123',
      phone: '0317654321',
      address: 'Jl. Tunjungan No. 12',
      ...locationOf(demoMerchant(db)),
      description: 'Toko kelontong sejak 1998.',
      merchant_photo: samplePng('toko.png'),
    },
  }),
  updateMerchant: (db) => {
    const demo = demoMerchant(db);
    return {
      query: { id: demo.id },
      body: {
        name: demo.name,
        owner: demo.owner,
        email: demo.email,
        phone: demo.phone,
        address: demo.address,
        ...locationOf(demo),
        description: 'Kedai kopi, roti dan kue sejak 2015.',
        merchant_photo: samplePng('maju-jaya.png'),
      },
    };
  },
  changeMerchantPassword: () => ({
    body: { old_password: DEMO_PASSWORD, new_password: 'kopiBraga2026' },
  }),
  createVoucherRedeem: (db) => {
    const code = first(db.redeemCodes, 'open redeem code');
    const member = db.redeemMembers.find((m) => m.id === code.member_id);
    const voucher = first(
      db.vouchers.filter(
        (v) =>
          v.merchant_id === DEMO_MERCHANT_ID &&
          v.aktif &&
          v.point <= (member?.points ?? 0) &&
          db.voucherRedeems.filter((r) => r.voucher_id === v.id && r.status !== 'rejected').length <
            v.quota,
      ),
      'redeemable demo voucher',
    );
    return { body: { voucher_id: voucher.id, code: code.code } };
  },
  setVoucherRedeemStatus: (db) => ({
    query: {
      id: first(
        db.voucherRedeems.filter(
          (r) => r.merchant_id === DEMO_MERCHANT_ID && r.status === 'pending',
        ),
        'pending demo redeem',
      ).id,
    },
    body: { status: 'accept' },
  }),
  getVoucher: (db) => ({ query: { id: demoVoucherId(db) } }),
  deleteVoucher: (db) => ({ query: { id: demoVoucherId(db) } }),
  createVoucher: () => ({
    body: {
      name: 'Cashback 10rb Paket Sarapan',
      description: 'Cashback Rp 10.000 untuk paket sarapan di atas Rp 50.000.',
      voucher_type_id: 3,
      point: 200,
      quota: 30,
      start_date: '2026-12-01',
      expired_date: '2027-01-31',
      image: samplePng('paket-sarapan.png'),
    },
  }),
  updateVoucher: (db) => {
    const id = demoVoucherId(db);
    return {
      query: { id },
      body: {
        name: 'Diskon 25% Kopi Susu',
        voucher_type_id: 1,
        point: 150,
        quota: 200,
        start_date: '2026-11-01',
        expired_date: '2026-12-31',
      },
    };
  },
};
