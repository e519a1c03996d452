import { escapeXml } from '../../files';

const COLOURS = ['#2F2CBA', '#5B59D4', '#B45309', '#0F766E', '#9D174D'] as const;

/** A voucher card as SVG (type on top, name below), so seeded vouchers ship their own image. */
export function voucherSvg(name: string, type: string, colourIndex: number): string {
  const colour = COLOURS[colourIndex % COLOURS.length] ?? '#2F2CBA';
  const title = name.length > 28 ? `${name.slice(0, 27)}…` : name;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240" viewBox="0 0 480 240" role="img" aria-label="${escapeXml(name)}"><rect width="480" height="240" rx="24" fill="${colour}"/><circle cx="0" cy="120" r="28" fill="#fff"/><circle cx="480" cy="120" r="28" fill="#fff"/><text x="240" y="92" text-anchor="middle" font-family="sans-serif" font-size="24" fill="#FEF1B7">${escapeXml(type.toUpperCase())}</text><text x="240" y="150" text-anchor="middle" font-family="sans-serif" font-size="30" font-weight="bold" fill="#fff">${escapeXml(title)}</text></svg>`;
}
