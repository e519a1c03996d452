import { decoded, escapeXml } from '../../db/files';
import { db } from '../../db/store';
import { accountById } from '../../pipeline/sessions';
import { partnerWithId } from './views';

function page(status: number, title: string, body: string): Response {
  const html = `<!doctype html>
<html lang="id">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem">
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
    return page(
      404,
      'Kode referral tidak ditemukan',
      `<h1>Kode referral tidak ditemukan</h1>\n<p>Tidak ada partner dengan kode <strong>${shown}</strong>.</p>`,
    );
  }
  const partner = partnerWithId(referral.partner_id);
  const name = partner === undefined ? undefined : accountById(partner.account_id)?.name;
  const owner = name === undefined ? '' : ` milik partner <strong>${escapeXml(name)}</strong>`;
  const state =
    referral.rowstatus === 1
      ? 'Kode ini aktif: pendaftar baru dengan kode ini menjadi member partner tersebut.'
      : 'Kode ini tidak aktif: pendaftaran dengan kode ini tidak bisa dipakai.';
  return page(
    200,
    `Kode referral ${shown}`,
    `<h1>Kode referral ${shown}</h1>\n<p>Kode referral <strong>${shown}</strong>${owner}.</p>\n<p>${state}</p>`,
  );
}
