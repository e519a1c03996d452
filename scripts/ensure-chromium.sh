#!/usr/bin/env bash
# Browser tests drive Debian's Chromium: Playwright's own browser download cannot reach its host here.
# They run in its headless shell (chromium-headless-shell, as Playwright's own headless default,
# ADR 0206); the full browser is kept for the benchmarks and screenshots, which measure what a
# user's browser does. A machine with the full browser alone still runs every test in it.
set -euo pipefail
if [[ -n "${PLAYWRIGHT_CHROMIUM_PATH:-}" && -x "${PLAYWRIGHT_CHROMIUM_PATH}" ]]; then exit 0; fi
if [[ -x /usr/bin/chromium && -x /usr/bin/chromium-headless-shell ]]; then exit 0; fi
if [[ "$(id -u)" != "0" ]]; then
  if [[ -x /usr/bin/chromium ]]; then
    echo "note: chromium-headless-shell is missing; the tests run in the full Chromium, slower ('sudo apt-get install -y chromium-headless-shell')." >&2
    exit 0
  fi
  echo "Chromium is missing: run 'sudo apt-get install -y chromium chromium-headless-shell' (or set PLAYWRIGHT_CHROMIUM_PATH)." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
if [[ ! -x /usr/bin/chromium ]]; then apt-get install -y -qq chromium >/dev/null; fi
# The shell only makes the tests faster: without it they run in the full browser.
apt-get install -y -qq chromium-headless-shell >/dev/null ||
  echo "note: chromium-headless-shell could not be installed; the tests run in the full Chromium." >&2
/usr/bin/chromium --version
