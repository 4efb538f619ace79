#!/usr/bin/env bash
# `npm test`: lint, typecheck, Jest (unit + integration on in-memory PGlite), then Playwright against a
# production build on a fresh embedded database, then two servers of that build sharing the local Postgres
# and Redis (when both answer). Ends with one summary line of every test counted.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
mkdir -p test-results

# The browser first: without one the Playwright stages would fail after ten minutes of other work.
CHROMIUM_PATH="$(bash scripts/find-chromium.sh --install)" || exit 1
export CHROMIUM_PATH
echo "== browser: $CHROMIUM_PATH"

echo "== lint"; npm run --silent lint
echo "== typecheck"; npm run --silent typecheck
echo "== jest"
NODE_OPTIONS=--experimental-vm-modules npx jest --json --outputFile=test-results/jest.json
echo "== playwright"
npx playwright test
echo "== two instances on one Postgres and Redis (e2e-instances/)"
if node scripts/services-up.mjs; then
  npx playwright test -c playwright.instances.config.ts
else
  rm -f test-results/playwright-instances.json
  echo "   Postgres (127.0.0.1:5432) or Redis (127.0.0.1:6379) does not answer: the two-instance tests did not run."
fi
node scripts/test-summary.mjs test-results/jest.json test-results/playwright.json test-results/playwright-instances.json
