#!/usr/bin/env bash
# `pnpm serve` and the browser tests serve the production build with Debian's nginx; over HTTPS
# (`serve.mjs --tls`, bench:lighthouse, one browser test) its certificate is made with the
# `openssl` command, which a minimal Debian does not have. Brotli comes from Debian's module of
# nginx (docs/deploy.md).
set -euo pipefail
has_nginx() { command -v nginx >/dev/null 2>&1 || [[ -x /usr/sbin/nginx ]]; }
has_openssl() { command -v openssl >/dev/null 2>&1; }
has_brotli() { [[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]]; }
if has_nginx && has_openssl && has_brotli; then exit 0; fi
if [[ "$(id -u)" != "0" ]]; then
  echo "nginx, its brotli module or openssl is missing: run 'sudo apt-get install -y nginx-light libnginx-mod-http-brotli-static openssl'." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
if ! has_nginx; then
  apt-get install -y -qq nginx-light >/dev/null 2>&1 || apt-get install -y -qq nginx >/dev/null
fi
if ! has_brotli; then apt-get install -y -qq libnginx-mod-http-brotli-static >/dev/null; fi
if ! has_openssl; then apt-get install -y -qq openssl >/dev/null; fi
/usr/sbin/nginx -v
