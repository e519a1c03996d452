import type { Voucher, VoucherType } from '@backoffice/sdk';
import { escapeXml, putSvg, slug } from '../files';
import { list } from '../fixtures/list';
import { DAY_MS, daysBefore, jakartaDate, jakartaIso } from '../time';
import type { SeedContext } from './context';
import { DEMO_MERCHANT_ID, type MerchantRecord } from './merchant';

const COLOURS = ['#2F2CBA', '#5B59D4', '#B45309', '#0F766E', '#9D174D'] as const;

/** A voucher card as SVG (type on top, name below), so seeded vouchers ship their own image. */
function voucherSvg(name: string, type: string, colourIndex: number): string {
  const colour = COLOURS[colourIndex % COLOURS.length] ?? '#2F2CBA';
  const title = name.length > 28 ? `${name.slice(0, 27)}…` : name;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240" viewBox="0 0 480 240" role="img" aria-label="${escapeXml(name)}"><rect width="480" height="240" rx="24" fill="${colour}"/><circle cx="0" cy="120" r="28" fill="#fff"/><circle cx="480" cy="120" r="28" fill="#fff"/><text x="240" y="92" text-anchor="middle" font-family="sans-serif" font-size="24" fill="#FEF1B7">${escapeXml(type.toUpperCase())}</text><text x="240" y="150" text-anchor="middle" font-family="sans-serif" font-size="30" font-weight="bold" fill="#fff">${escapeXml(title)}</text></svg>`;
}

/**
 * A voucher as the mock keeps it: the contract's Voucher with its owner, the image as a file
 * name under /uploads, and without the fields derived at read time (type name, remaining).
 */
export interface VoucherRecord extends Omit<Voucher, 'image' | 'remaining' | 'voucher_type_name'> {
  merchant_id: number;
  image: string;
}

const TYPES = ['Diskon', 'Gratis Produk', 'Cashback', 'Potongan Ongkir', 'Beli 1 Gratis 1'];

const PRODUCTS = list(`
  Kopi Susu, Es Kopi Gula Aren, Roti Bakar, Croissant Cokelat, Teh Tarik, Matcha Latte,
  Paket Sarapan, Donat Kentang, Pisang Goreng Keju, Americano, Kue Lapis Legit,
  Nasi Goreng Kampung
`);

const DEMO_VOUCHERS = 52;

function voucherName(typeId: number, product: string, rng: SeedContext['rng']): string {
  switch (typeId) {
    case 1:
      return `Diskon ${rng.pick([10, 15, 20, 25, 30, 50])}% ${product}`;
    case 2:
      return `Gratis ${product}`;
    case 3:
      return `Cashback ${rng.pick(['5rb', '10rb', '15rb', '25rb'])} ${product}`;
    case 4:
      return `Gratis Ongkir ${product}`;
    default:
      return `Beli 1 Gratis 1 ${product}`;
  }
}

function description(typeId: number, product: string): string {
  switch (typeId) {
    case 1:
      return `Potongan harga untuk ${product}, berlaku untuk makan di tempat dan bawa pulang.`;
    case 2:
      return `Tukarkan poin dengan satu porsi ${product} gratis.`;
    case 3:
      return `Cashback untuk pembelian ${product} minimal Rp 50.000.`;
    case 4:
      return `Bebas ongkos kirim untuk pesanan ${product} lewat aplikasi.`;
    default:
      return `Setiap pembelian ${product} mendapat satu lagi gratis.`;
  }
}

/**
 * 52 vouchers of the demo merchant over the last year (some expired, some not started yet,
 * some inactive) and one to three of every other accepted merchant, ids in order of creation.
 */
export function seedVouchers({ rng, files }: SeedContext, merchants: readonly MerchantRecord[]) {
  const voucherTypes = TYPES.map((name, i): VoucherType => ({ id: i + 1, name }));
  const owners: { merchantId: number; days: number }[] = [];
  for (let i = 0; i < DEMO_VOUCHERS; i++)
    owners.push({ merchantId: DEMO_MERCHANT_ID, days: rng.int(0, 360) });
  for (const merchant of merchants) {
    if (merchant.status !== 'accepted' || merchant.id === DEMO_MERCHANT_ID) continue;
    for (let n = rng.int(1, 3); n > 0; n--)
      owners.push({ merchantId: merchant.id, days: rng.int(0, 300) });
  }
  owners.sort((a, b) => b.days - a.days);

  const vouchers = owners.map(({ merchantId, days }, index): VoucherRecord => {
    const id = index + 1;
    const typeId = rng.int(1, voucherTypes.length);
    const product = rng.pick(PRODUCTS);
    const name = voucherName(typeId, product, rng);
    const created = daysBefore(days, rng.int(8 * 60, 18 * 60));
    const start = created + rng.int(0, 14) * DAY_MS;
    const type = voucherTypes[typeId - 1]?.name ?? 'Voucher';
    return {
      id,
      merchant_id: merchantId,
      name,
      description: rng.bool(0.85) ? description(typeId, product) : null,
      voucher_type_id: typeId,
      point: rng.bool(0.05) ? 1 : rng.int(5, 50) * 10,
      quota: rng.int(4, 40) * 5,
      start_date: jakartaDate(start),
      expired_date: jakartaDate(start + rng.int(30, 120) * DAY_MS),
      image: putSvg(files, `voucher/${id}-${slug(name)}.svg`, voucherSvg(name, type, id)),
      aktif: rng.bool(0.8),
      created_at: jakartaIso(created),
    };
  });
  return { voucherTypes, vouchers };
}
