#!/usr/bin/env bash
# Prints the path of a Chromium for Playwright and exits 0; exits 1 with the command that fixes it.
# Looks at CHROMIUM_PATH, Debian's headless shell, Debian's Chromium, other Chromium/Chrome on PATH, then
# Playwright's own download. The headless shell (Chromium's old headless mode, the browser Playwright itself runs
# headless) renders the same pages with about 40% less CPU than the full browser in headless mode.
# With --install, installs Debian's headless shell with apt-get when this user may (root) and it is missing.
set -uo pipefail
cd "$(dirname "$0")/.."

found() { echo "$1"; exit 0; }

[ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ] && found "$CHROMIUM_PATH"
HEADLESS_SHELL=/usr/bin/chromium-headless-shell
[ -x "$HEADLESS_SHELL" ] && found "$HEADLESS_SHELL"
if [ "${1:-}" = "--install" ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "== installing Debian's Chromium headless shell (apt-get install chromium-headless-shell)" >&2
  if apt-get update -qq >&2 && apt-get install -y -qq chromium-headless-shell >&2 && [ -x "$HEADLESS_SHELL" ]; then
    found "$HEADLESS_SHELL"
  fi
fi
for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do [ -x "$candidate" ] && found "$candidate"; done
for name in chromium chromium-browser google-chrome-stable google-chrome; do
  path=$(command -v "$name" 2>/dev/null) && found "$path"
done
# Playwright's own browser, when `npx playwright install chromium` could run on this machine.
own=$(node -e "const p=require('playwright-core').chromium.executablePath(); if (require('fs').existsSync(p)) console.log(p)" 2>/dev/null)
[ -n "$own" ] && found "$own"

cat >&2 <<'MSG'
No Chromium for the browser tests. Install one, then run the tests again:
    sudo apt-get install -y chromium-headless-shell   (Debian; or: npx playwright install chromium)
or point CHROMIUM_PATH at a Chromium or Chrome binary.
MSG
exit 1
