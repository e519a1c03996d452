/**
 * A self-signed certificate for serving the build over HTTPS here (`serve.mjs --tls`, the browser
 * benchmarks; docs/deploy.md#https-and-http2), made with `openssl`: Node cannot write one.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** Writes `cert.pem` and `key.pem` for 127.0.0.1 and localhost into `dir`, valid for two days. */
export function selfSignedCertificate(dir) {
  const [cert, key] = [join(dir, 'cert.pem'), join(dir, 'key.pem')];
  const request = 'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2';
  const subject = '-subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1,DNS:localhost';
  execFileSync('openssl', [...`${request} ${subject}`.split(' '), '-keyout', key, '-out', cert], {
    stdio: 'ignore',
  });
  return { cert, key };
}
