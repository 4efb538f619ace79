#!/usr/bin/env bash
# `npm test`: every test. Lint, typecheck, Jest (unit + integration on in-memory PGlite), Playwright against a
# production build on a fresh embedded database, and, when the local services answer: the database tests
# again on the Postgres at 127.0.0.1:5432, the README's Deploy commands on it (scripts/ci-deploy-check.sh),
# and two servers of the build sharing that Postgres and the Redis at 127.0.0.1:6379.
#
# The work that does not depend on each other runs side by side: the PGlite pass of Jest takes one core
# (Jest's default on two), while the other lints, typechecks, makes the one production build that Playwright,
# the two-instance suite and the deploy check all serve, and runs the Postgres pass. Each stage's time and the
# total are printed at the end. Ends with one summary line of every test counted.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
mkdir -p test-results
TIMES=test-results/stage-times.txt
: >"$TIMES"
STARTED=$SECONDS
PG_URL="${CI_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}"

# Runs one stage and records its time; the stage's own exit status is returned.
stage() {
  local name="$1" started=$SECONDS status=0
  shift
  echo "== $name"
  "$@" || status=$?
  printf '%-58s %5ss%s\n' "$name" $((SECONDS - started)) "$([ $status = 0 ] || echo "  FAILED ($status)")" >>"$TIMES"
  return $status
}

print_times() {
  echo "== stage times (side by side where marked ||)"
  cat "$TIMES"
  printf '%-58s %5ss\n' "npm test, total" $((SECONDS - STARTED))
}
trap print_times EXIT

jest() { NODE_OPTIONS=--experimental-vm-modules npx jest "$@"; }
# The embedded-lock file runs `next build` into .next itself: it runs last, after every user of the shared build.
OWN_BUILD_TEST=tests/integration/embedded-lock.test.ts
jest_on_postgres() {
  TEST_DATABASE_URL="$PG_URL" jest tests/integration --testPathIgnorePatterns "$OWN_BUILD_TEST" --json --outputFile=test-results/jest-postgres.json
}

# The browser first: without one the Playwright stages would fail after minutes of other work.
CHROMIUM_PATH="$(bash scripts/find-chromium.sh --install)" || exit 1
export CHROMIUM_PATH
echo "== browser: $CHROMIUM_PATH"

POSTGRES_UP=0
node scripts/services-up.mjs --postgres && POSTGRES_UP=1
SERVICES_UP=0
node scripts/services-up.mjs && SERVICES_UP=1

# The second core's queue, beside the PGlite pass; its output goes to a log, printed once it is done.
second_core() {
  stage "|| lint" npm run --silent lint
  stage "|| typecheck" npm run --silent typecheck
  stage "|| production build (Playwright, instances, deploy check)" node --import tsx scripts/e2e-build.ts
  if [ $POSTGRES_UP = 1 ]; then
    # Before any server runs on the build: the deploy check serves a copy of it as it was built.
    stage "|| deploy check on Postgres (README's Deploy commands)" env DEPLOY_CHECK_BUILD=.next bash scripts/ci-deploy-check.sh
    stage "|| jest: database tests on Postgres" jest_on_postgres
  fi
}
second_core >test-results/second-core.log 2>&1 &
SECOND_CORE=$!

jest_status=0
stage "|| jest: unit and database tests on PGlite" jest --testPathIgnorePatterns "$OWN_BUILD_TEST" --json --outputFile=test-results/jest.json || jest_status=$?
second_status=0
wait $SECOND_CORE || second_status=$?
cat test-results/second-core.log
[ $jest_status = 0 ] && [ $second_status = 0 ] || { echo "== failed: see above"; exit 1; }

stage "playwright" env E2E_SKIP_BUILD=1 npx playwright test
if [ $SERVICES_UP = 1 ]; then
  stage "two instances on one Postgres and Redis (e2e-instances/)" npx playwright test -c playwright.instances.config.ts
else
  rm -f test-results/playwright-instances.json
  echo "   Postgres (127.0.0.1:5432) or Redis (127.0.0.1:6379) does not answer: the two-instance tests did not run."
fi
if [ $POSTGRES_UP = 0 ]; then
  rm -f test-results/jest-postgres.json
  echo "   Postgres at $PG_URL does not answer: the Postgres pass of the database tests and the deploy check did not run."
fi
stage "jest: $OWN_BUILD_TEST (its own next build)" jest "$OWN_BUILD_TEST" --json --outputFile=test-results/jest-own-build.json

node scripts/test-summary.mjs test-results/jest.json test-results/jest-postgres.json test-results/jest-own-build.json \
  test-results/playwright.json test-results/playwright-instances.json
