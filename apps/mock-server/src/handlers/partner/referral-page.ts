import { decoded, escapeXml } from '../../db/files';
import { db } from '../../db/store';
import { accountById } from '../../pipeline/sessions';
import { partnerWithId } from './views';

/** A small HTML page headed by its title. */
function page(status: number, title: string, body: string): Response {
  const html = `<!doctype html>
<html lang="id">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem">
<h1>${title}</h1>
${body}
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}

/**
 * GET /r/<code>: the referral deep link the dashboard shows and copies. A real app would open
 * sign-up with the code filled in; the mock answers a small page saying whose code it is and
 * whether it still works, so a copied link is checkable in a browser.
 */
export function referralPage(rawCode: string): Response {
  const code = decoded(rawCode) ?? rawCode;
  const shown = escapeXml(code);
  const referral = db.referralCodes.find((r) => r.partner_code === code);
  if (referral === undefined) {
    const text = `<p>Tidak ada partner dengan kode <strong>${shown}</strong>.</p>`;
    return page(404, 'Kode referral tidak ditemukan', text);
  }
  const name = accountById(partnerWithId(referral.partner_id)?.account_id ?? null)?.name;
  const owner = name === undefined ? '' : ` milik partner <strong>${escapeXml(name)}</strong>`;
  const state =
    referral.rowstatus === 1
      ? 'Kode ini aktif: pendaftar baru dengan kode ini menjadi member partner tersebut.'
      : 'Kode ini tidak aktif: pendaftaran dengan kode ini tidak bisa dipakai.';
  const text = `<p>Kode referral <strong>${shown}</strong>${owner}.</p>\n<p>${state}</p>`;
  return page(200, `Kode referral ${shown}`, text);
}
