#!/usr/bin/env bash
# `pnpm serve` and the browser tests serve the production build with Debian's nginx.
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [[ -x /usr/sbin/nginx ]]; then exit 0; fi
if [[ "$(id -u)" != "0" ]]; then
  echo "nginx is missing: run 'sudo apt-get install -y nginx-light' (or nginx)." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq nginx-light >/dev/null 2>&1 || apt-get install -y -qq nginx >/dev/null
/usr/sbin/nginx -v
