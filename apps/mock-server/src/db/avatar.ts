import { escapeXml } from './files';

const PALETTE = ['#2F2CBA', '#5B59D4', '#0F766E', '#B45309', '#9D174D', '#1D4ED8', '#4D7C0F'];

/** A small SVG avatar with the person's initials; seeds ship these instead of fetched photos. */
export function avatarSvg(name: string): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const colour = PALETTE[hash % PALETTE.length] ?? '#2F2CBA';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(name)}"><rect width="128" height="128" rx="64" fill="${colour}"/><text x="64" y="64" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="48" fill="#fff">${escapeXml(initials)}</text></svg>`;
}
