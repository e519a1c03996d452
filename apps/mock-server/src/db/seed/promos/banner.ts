import { escapeXml, type FileTable, putSvg, slug } from '../../files';

const COLOURS = ['#2F2CBA', '#5B59D4', '#0F766E', '#9D174D', '#1D4ED8'] as const;

/** A banner SVG for a seeded promo (title and code on a coloured card); answers the file name. */
export function seedBanner(
  files: FileTable,
  id: number,
  title: string,
  code: string,
  colourIndex: number,
): string {
  const colour = COLOURS[colourIndex % COLOURS.length] ?? '#2F2CBA';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${escapeXml(title)}"><rect width="1200" height="400" fill="${colour}"/><text x="80" y="180" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff">${escapeXml(title)}</text><text x="80" y="270" font-family="monospace" font-size="44" fill="#FAAC02">${escapeXml(code)}</text></svg>`;
  return putSvg(files, `promos/${id}-${slug(title)}.svg`, svg);
}
