#!/usr/bin/env bash
# `npm test`: every test. Lint, typecheck, Jest (unit + integration on in-memory PGlite), Playwright against a
# production build on a fresh embedded database, and, when the local services answer: the database tests
# again on the Postgres at 127.0.0.1:5432, the README's Deploy commands on it (scripts/ci-deploy-check.sh),
# and two servers of the build sharing that Postgres and the Redis at 127.0.0.1:6379.
#
# Three queues run side by side: Jest's unit and database tests on PGlite; lint and the database tests on
# Postgres; and typecheck, the one production build, the deploy check, Playwright and the two-instance suite on
# it, then the embedded-lock file's own build.
# Each stage's time and the total are printed at the end. Ends with one summary line of every test counted.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# Jest loads the ES-module-only packages (Better Auth, marked) as they ship, through Node's require(esm), which
# it supports from Node 24.9 on; on an older Node those files fail before a test runs. So an older Node hands
# over to the one .nvmrc names (fetched from the npm registry the first time); 24.9 or later runs as it is.
if ! node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 24 || (a === 24 && b >= 9) ? 0 : 1)'; then
  echo "== Node $(node -v) is older than 24.9: the tests run on the .nvmrc Node"
  source scripts/use-nvmrc-node.sh
fi
echo "== Node $(node -v)"
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
# The embedded-lock file runs `next build` into .next itself: it ends the build queue, after every user of the
# shared build. Its build skips the type check the build queue made.
OWN_BUILD_TEST=tests/integration/embedded-lock.test.ts
jest_own_build() { BUILD_AFTER_TYPECHECK=1 jest "$OWN_BUILD_TEST" --json --outputFile=test-results/jest-own-build.json; }
# The Postgres pass runs the files whose database is the one TEST_DATABASE_URL names (tests/helpers/database.ts).
# The others open the embedded database and the local Postgres themselves, both in the first pass already.
jest_on_postgres() {
  local files
  mapfile -t files < <(grep -l -e "from '../helpers/database'" -e TEST_DATABASE_URL tests/integration/*.test.ts*)
  TEST_DATABASE_URL="$PG_URL" jest --runTestsByPath "${files[@]}" --json --outputFile=test-results/jest-postgres.json
}

# The browser, found or installed (apt-get, as root) beside the first stages: Playwright waits for it.
bash scripts/find-chromium.sh --install >test-results/browser-path.txt 2>test-results/browser-install.log &
BROWSER_JOB=$!
use_browser() {
  wait $BROWSER_JOB || { cat test-results/browser-install.log; return 1; }
  CHROMIUM_PATH="$(cat test-results/browser-path.txt)"
  export CHROMIUM_PATH
  echo "   $CHROMIUM_PATH"
}

POSTGRES_UP=0
node scripts/services-up.mjs --postgres && POSTGRES_UP=1
SERVICES_UP=0
node scripts/services-up.mjs && SERVICES_UP=1

# Three queues side by side, so that the machine stays busy while one waits on a server, a child process or a
# timer, and no core idles while the last queue finishes. A queue stops at its first failed stage (a `||`
# caller turns bash's -e off inside the function, hence each `|| return`). Each queue's output goes to a log,
# printed at the end.
# Files whose subject is the request and action layer, not the database engine (hostile input, client addresses,
# the admin's authorization), or the page cache (answer-cache: its 1,000-answer runs read no database, and its one
# read, the price tracker's products, is tested on both engines in sourced-seed and price-change-record): with
# Postgres answering they run once, in its pass, and the PGlite pass skips them; without it they run on PGlite.
# About 170 s of CPU a run, on a machine where every queue shares two cores.
ENGINE_AGNOSTIC=(tests/integration/fuzz-inputs.test.ts tests/integration/client-address-limits.test.ts tests/integration/admin-authorization.test.ts
  tests/integration/answer-cache.test.ts)
pglite_queue() {
  local skip=("$OWN_BUILD_TEST")
  if [ $POSTGRES_UP = 1 ]; then skip+=("${ENGINE_AGNOSTIC[@]}"); fi
  stage "|| jest: unit and database tests on PGlite" jest --testPathIgnorePatterns "${skip[@]}" --json --outputFile=test-results/jest.json
}
# Lint needs no build and no database: with Postgres answering it starts the Postgres queue, which ends minutes
# before the others, so the build starts sooner; without it, it starts the build queue.
postgres_queue() {
  if [ $POSTGRES_UP = 1 ]; then
    stage "|| lint" npm run --silent lint || return
    stage "|| jest: database tests on Postgres" jest_on_postgres
  fi
}
# The build queue: lint, typecheck, the one production build, and what serves it. The deploy check copies the
# build before any server runs on it; Playwright's first server then renders its pages into it.
build_queue() {
  if [ $POSTGRES_UP = 0 ]; then stage "|| lint" npm run --silent lint || return; fi
  stage "|| typecheck" npm run --silent typecheck || return
  stage "|| production build (Playwright, instances, deploy check)" \
    env BUILD_AFTER_TYPECHECK=1 node --import tsx scripts/e2e-build.ts || return
  if [ $POSTGRES_UP = 1 ]; then
    stage "|| deploy check on Postgres (README's Deploy commands)" \
      env DEPLOY_CHECK_BUILD=.next bash scripts/ci-deploy-check.sh || return
  fi
  stage "|| browser for Playwright" use_browser || return
  stage "|| playwright" env E2E_SKIP_BUILD=1 npx playwright test || return
  if [ $SERVICES_UP = 1 ]; then
    stage "|| two instances on one Postgres and Redis (e2e-instances/)" \
      npx playwright test -c playwright.instances.config.ts || return
  fi
  stage "|| jest: $OWN_BUILD_TEST (its own next build)" jest_own_build
}
pglite_queue >test-results/pglite-queue.log 2>&1 &
PGLITE_QUEUE=$!
postgres_queue >test-results/postgres-queue.log 2>&1 &
POSTGRES_QUEUE=$!
build_status=0
build_queue >test-results/build-queue.log 2>&1 || build_status=$?
pglite_status=0
wait $PGLITE_QUEUE || pglite_status=$?
postgres_status=0
wait $POSTGRES_QUEUE || postgres_status=$?
cat test-results/pglite-queue.log test-results/postgres-queue.log test-results/build-queue.log
[ $build_status = 0 ] && [ $pglite_status = 0 ] && [ $postgres_status = 0 ] || { echo "== failed: see above"; exit 1; }

if [ $SERVICES_UP = 0 ]; then
  rm -f test-results/playwright-instances.json
  echo "   Postgres (127.0.0.1:5432) or Redis (127.0.0.1:6379) does not answer: the two-instance tests did not run."
fi
if [ $POSTGRES_UP = 0 ]; then
  rm -f test-results/jest-postgres.json
  echo "   Postgres at $PG_URL does not answer: the Postgres pass of the database tests and the deploy check did not run."
fi
echo "   on Node $(node -v)"
node scripts/test-summary.mjs test-results/jest.json test-results/jest-postgres.json test-results/jest-own-build.json \
  test-results/playwright.json test-results/playwright-instances.json
