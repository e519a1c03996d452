import { escapeXml, type FileTable, putSvg, slug } from '../../files';

/**
 * A small SVG standing in for an uploaded evidence screenshot: a card with the file's title and
 * the dispute's invoice, so a reviewer can tell the files apart. Answers the file name.
 */
export function seedEvidence(
  files: FileTable,
  disputeId: number,
  title: string,
  invoice: string,
): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400" role="img" aria-label="${escapeXml(title)}"><rect width="640" height="400" fill="#F4F4F8"/><rect x="24" y="24" width="592" height="352" rx="12" fill="#fff" stroke="#5B59D4" stroke-width="2"/><text x="48" y="80" font-family="sans-serif" font-size="26" fill="#1F1F3A">${escapeXml(title)}</text><text x="48" y="120" font-family="sans-serif" font-size="18" fill="#55557A">${escapeXml(invoice)}</text></svg>`;
  return putSvg(files, `disputes/${disputeId}/${slug(title)}.svg`, svg);
}
