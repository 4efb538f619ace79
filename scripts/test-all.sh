#!/usr/bin/env bash
# `npm test`: lint, typecheck, Jest (unit + integration on in-memory PGlite), then Playwright against a
# production build on a fresh embedded database. Ends with one summary line of every test counted.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
mkdir -p test-results

echo "== lint"; npm run --silent lint
echo "== typecheck"; npm run --silent typecheck
echo "== jest"
NODE_OPTIONS=--experimental-vm-modules npx jest --json --outputFile=test-results/jest.json
echo "== playwright"
npx playwright test
node scripts/test-summary.mjs test-results/jest.json test-results/playwright.json
