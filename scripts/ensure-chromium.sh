#!/usr/bin/env bash
# Browser tests drive Debian's Chromium: Playwright's own browser download cannot reach its host here.
set -euo pipefail
if [[ -n "${PLAYWRIGHT_CHROMIUM_PATH:-}" && -x "${PLAYWRIGHT_CHROMIUM_PATH}" ]]; then exit 0; fi
if [[ -x /usr/bin/chromium ]]; then exit 0; fi
if [[ "$(id -u)" != "0" ]]; then
  echo "Chromium is missing: run 'sudo apt-get install -y chromium' (or set PLAYWRIGHT_CHROMIUM_PATH)." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version
