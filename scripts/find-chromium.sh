#!/usr/bin/env bash
# Prints the path of a Chromium for Playwright and exits 0; exits 1 with the command that fixes it.
# Looks at CHROMIUM_PATH, Debian's Chromium, other Chromium/Chrome on PATH, then Playwright's own download.
# With --install, installs Debian's Chromium with apt-get when none is found and this user may (root).
set -uo pipefail
cd "$(dirname "$0")/.."

found() { echo "$1"; exit 0; }

[ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ] && found "$CHROMIUM_PATH"
for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do [ -x "$candidate" ] && found "$candidate"; done
for name in chromium chromium-browser google-chrome-stable google-chrome; do
  path=$(command -v "$name" 2>/dev/null) && found "$path"
done
# Playwright's own browser, when `npx playwright install chromium` could run on this machine.
own=$(node -e "const p=require('playwright-core').chromium.executablePath(); if (require('fs').existsSync(p)) console.log(p)" 2>/dev/null)
[ -n "$own" ] && found "$own"

if [ "${1:-}" = "--install" ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "== no Chromium found: installing Debian's (apt-get install chromium)" >&2
  if apt-get update -qq >&2 && apt-get install -y -qq chromium >&2 && [ -x /usr/bin/chromium ]; then found /usr/bin/chromium; fi
fi

cat >&2 <<'MSG'
No Chromium for the browser tests. Install one, then run the tests again:
    sudo apt-get install -y chromium        (Debian/Ubuntu; or: npx playwright install chromium)
or point CHROMIUM_PATH at a Chromium or Chrome binary.
MSG
exit 1
