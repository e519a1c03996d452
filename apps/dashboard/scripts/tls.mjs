/**
 * A self-signed certificate for serving the build over HTTPS on this machine (`serve.mjs --tls`,
 * `bench:lighthouse`): browsers speak HTTP/2 only over TLS, and a deployment serves HTTPS
 * (docs/deploy.md#https-and-http2). Made with the `openssl` command; Node has no API that writes
 * a certificate.
 */
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Writes `cert.pem` and `key.pem` for 127.0.0.1 and localhost into `dir`, valid for two days. */
export function selfSignedCertificate(dir) {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

/**
 * The certificate's public key hash, for Chromium's `--ignore-certificate-errors-spki-list`: the
 * browser then trusts this one certificate as if a known authority had signed it (the page stays
 * a secure context, which Lighthouse requires), and no other.
 */
export function spkiHash(certPath) {
  const der = new X509Certificate(readFileSync(certPath)).publicKey.export({
    type: 'spki',
    format: 'der',
  });
  return createHash('sha256').update(der).digest('base64');
}
