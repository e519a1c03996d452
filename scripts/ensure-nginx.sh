#!/usr/bin/env bash
# `pnpm serve` and the browser tests serve the production build with Debian's nginx; over HTTPS
# (`serve.mjs --tls`, bench:lighthouse, one browser test) its certificate is made with the
# `openssl` command, which a minimal Debian does not have.
set -euo pipefail
has_nginx() { command -v nginx >/dev/null 2>&1 || [[ -x /usr/sbin/nginx ]]; }
has_openssl() { command -v openssl >/dev/null 2>&1; }
if has_nginx && has_openssl; then exit 0; fi
if [[ "$(id -u)" != "0" ]]; then
  echo "nginx or openssl is missing: run 'sudo apt-get install -y nginx-light openssl'." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
if ! has_nginx; then
  apt-get install -y -qq nginx-light >/dev/null 2>&1 || apt-get install -y -qq nginx >/dev/null
fi
if ! has_openssl; then apt-get install -y -qq openssl >/dev/null; fi
/usr/sbin/nginx -v
