#!/usr/bin/env bash
# The README's Deploy commands, run as written against Postgres: `npm run build` with DATABASE_URL set (its
# prebuild step migrates and seeds a fresh database, then the data pages are prerendered from it), then
# `npm start`, and checks that the pages answer with the seeded data and that the prerendered pages came from
# Postgres. Uses a database of its own (dropped at the end) and its own build folder, so the e2e build in
# .next is left alone. It can be run alone:
#
#   bash scripts/ci-deploy-check.sh            # Postgres at CI_POSTGRES_URL or postgres://postgres@127.0.0.1:5432/postgres
#   DEPLOY_CHECK_PORT=3601 bash scripts/ci-deploy-check.sh
#
# `npm test` runs it (when Postgres answers) on a copy of the build the e2e suite served, instead of building
# again: DEPLOY_CHECK_BUILD=.next. That build was made without DATABASE_URL, so its data pages render on their
# first request rather than at build; the check then runs the build's database step (`npm run prebuild`:
# migrate and seed) and serves the copy on Postgres, and checks the pages' data as before.
set -Eeuo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

ADMIN_URL="${CI_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
DB_NAME="vialscore_deploy_check_$$"
DATABASE_URL="$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.toString())' "$ADMIN_URL" "$DB_NAME")"
PORT="${DEPLOY_CHECK_PORT:-$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close() })')}"
ORIGIN="http://localhost:$PORT"
DIST=".next-deploy-check"
CRON_SECRET="deploy-check-cron-secret-$$-$RANDOM"
# npm start requires a signing secret of its own, and a public SITE_URL unless ALLOW_LOCAL_SITE_URL says this
# production server is for this machine only, as the check's is.
BETTER_AUTH_SECRET="$(node -e 'console.log(require("crypto").randomBytes(32).toString("base64url"))')"
ALLOW_LOCAL_SITE_URL=1
LOG="$(mktemp)"
STARTED=$SECONDS

# SQL against the server's admin database or the check's own: prints the rows, one value per line.
sql() {
  node -e '
    const sql = require("postgres")(process.argv[1], { max: 1, connect_timeout: 5, onnotice: () => {} })
    sql.unsafe(process.argv[2]).then((rows) => { for (const row of rows) console.log(Object.values(row).join("\t")) }).finally(() => sql.end())
  ' "$1" "$2"
}

# `next build` with another distDir adds that folder's types to tsconfig.json and next-env.d.ts: put them back.
cp tsconfig.json "$LOG.tsconfig"
cp next-env.d.ts "$LOG.next-env" 2>/dev/null || true
SERVER_PID=""
cleanup() {
  if [ -n "$SERVER_PID" ]; then
    kill -TERM -- "-$SERVER_PID" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 -- "-$SERVER_PID" 2>/dev/null || break; sleep 0.2; done
    kill -KILL -- "-$SERVER_PID" 2>/dev/null || true
  fi
  sql "$ADMIN_URL" "drop database if exists $DB_NAME with (force)" >/dev/null || echo "   could not drop database $DB_NAME"
  cp "$LOG.tsconfig" tsconfig.json
  if [ -f "$LOG.next-env" ]; then cp "$LOG.next-env" next-env.d.ts; fi
  rm -rf "$DIST" "$LOG" "$LOG.tsconfig" "$LOG.next-env"
}
trap cleanup EXIT
# A command that fails outside the checks stops the script (set -e): say where.
trap 'echo "   FAILED: line $LINENO of scripts/ci-deploy-check.sh exited with $?" >&2' ERR

fail() {
  echo "   FAILED: $*"
  echo "   --- last output (build and server) ---"
  tail -n 40 "$LOG" | sed 's/^/   | /'
  exit 1
}

# Only what a deployment would set; REDIS_URL and PGLITE_DIR from the caller would not belong to this check.
unset REDIS_URL PGLITE_DIR
export DATABASE_URL NEXT_DIST_DIR="$DIST" SITE_URL="$ORIGIN" CRON_SECRET BETTER_AUTH_SECRET ALLOW_LOCAL_SITE_URL

echo "== deploy check: fresh database $DB_NAME, build into $DIST, serve on $ORIGIN"
sql "$ADMIN_URL" "create database $DB_NAME" >/dev/null

build_started=$SECONDS
if [ -n "${DEPLOY_CHECK_BUILD:-}" ]; then
  [ -f "$DEPLOY_CHECK_BUILD/BUILD_ID" ] || fail "no build in $DEPLOY_CHECK_BUILD"
  # The build alone, without its cache folder or the address it was built for. (Pages a server rendered into
  # it would be served too: take the copy before a server runs on the build, as npm test does.)
  mkdir -p "$DIST"
  tar -C "$DEPLOY_CHECK_BUILD" --exclude=./cache --exclude=./site-url -cf - . | tar -C "$DIST" -xf -
  npm run prebuild >"$LOG" 2>&1 || fail "npm run prebuild"
else
  npm run build >"$LOG" 2>&1 || fail "npm run build"
fi
build_seconds=$((SECONDS - build_started))
grep -q 'migration(s) applied to Postgres (DATABASE_URL), seeded' "$LOG" || fail "the build step did not migrate and seed the fresh database"

if [ -z "${DEPLOY_CHECK_BUILD:-}" ]; then
  # A provider page prerendered for the US (each provider has pages in the countries it serves), and its name
  # as the database has it: the prerendered HTML must carry it.
  first_page=$(find "$DIST/server/app/us/providers" -maxdepth 1 -name '*.html' 2>/dev/null | sort | awk 'NR == 1')
  [ -n "$first_page" ] || fail "no provider page prerendered in $DIST/server/app/us/providers"
  SLUG=$(basename "$first_page" .html)
  NAME=$(sql "$DATABASE_URL" "select name from providers where slug = '$SLUG'")
  [ -n "$NAME" ] || fail "the prerendered provider $SLUG is not in the database"
  grep -qF "$NAME" "$first_page" || fail "the prerendered $first_page does not name $NAME"
  PROVIDERS=$(sql "$DATABASE_URL" "select count(*) from providers")
  prerendered=$(find "$DIST/server/app" -name '*.html' | wc -l)
  provider_pages=$(find "$DIST/server/app" -path '*/providers/*.html' | wc -l)
  city_pages=$(find "$DIST/server/app" -path '*/near/*.html' | wc -l)
  CITY=$(find "$DIST/server/app/us/near" -maxdepth 1 -name '*.html' 2>/dev/null | sort | awk 'NR == 1' | xargs -r basename | sed 's/\.html$//')
  [ "$provider_pages" -ge "$PROVIDERS" ] || fail "$provider_pages provider pages prerendered for $PROVIDERS providers"
  [ -n "$CITY" ] || fail "no city page prerendered"
  echo "   npm run build: ${build_seconds}s; migrated and seeded in its prebuild step; $prerendered pages prerendered from Postgres ($provider_pages provider pages for $PROVIDERS providers, $city_pages city pages)"
else
  # A provider the US pages list (the home page checked below is the US one; a UK pharmacy is not on it).
  SLUG=$(sql "$DATABASE_URL" "select p.slug from providers p join country_providers cp on cp.provider_id = p.id join countries c on c.id = cp.country_id where c.code = 'US' and cp.is_available order by p.slug limit 1")
  NAME=$(sql "$DATABASE_URL" "select name from providers where slug = '$SLUG'")
  [ -n "$SLUG" ] || fail "the seeded database has no provider"
  echo "   npm run prebuild: ${build_seconds}s; migrated and seeded; serving a copy of $DEPLOY_CHECK_BUILD"
fi

start_started=$SECONDS
setsid npm start -- -p "$PORT" >>"$LOG" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 120); do
  if curl -fsS -o /dev/null "$ORIGIN/api/health" 2>/dev/null; then break; fi
  kill -0 "$SERVER_PID" 2>/dev/null || fail "npm start exited"
  sleep 0.5
done
curl -fsS -o /dev/null "$ORIGIN/api/health" || fail "npm start: /api/health did not answer within 60 s"
echo "   npm start: ready in $((SECONDS - start_started))s"

# Each check: path, a text the page must contain (or several, one per line: any), and optionally a request header.
check() {
  local path="$1" text="$2" headers body status
  headers="$(mktemp)"
  body="$(curl -sS -D "$headers" "$ORIGIN$path" -H "${3:-X-Deploy-Check: 1}")" || fail "GET $path"
  status=$(awk 'NR == 1 { print $2 }' "$headers")
  CACHE=$(grep -i '^x-nextjs-cache:' "$headers" | tr -d '\r' | awk '{ print $2 }' || true)
  rm -f "$headers"
  [ "$status" = 200 ] || fail "GET $path answered $status"
  grep -qF "$text" <<<"$body" || fail "GET $path does not contain '$text'"
  echo "   GET $path: 200${CACHE:+, x-nextjs-cache: $CACHE}, contains '$(grep -oF -- "$text" <<<"$body" | awk 'NR == 1')'"
}
# Served from the cache: the build's prerendered copy on the server's first request for it, or, on a build
# made without DATABASE_URL, the copy the first request rendered (then asked for twice).
cached_check() {
  [ -z "${DEPLOY_CHECK_BUILD:-}" ] || check "$1" "$2"
  check "$1" "$2"
  [ "$CACHE" = HIT ] || fail "$1 was not served from the cache (x-nextjs-cache: ${CACHE:-none})"
}
check / "$NAME"
cached_check "/providers/$SLUG" "$NAME"
# A city page lists the providers serving its state: any provider's name (grep -F takes one per line).
if [ -n "${DEPLOY_CHECK_BUILD:-}" ]; then
  CITY=$(curl -fsS "$ORIGIN/near" | grep -o 'href="/near/[a-z0-9-]*"' | grep -v '/near/state"' | awk -F/ 'NR == 1 { print substr($3, 1, length($3) - 1) }')
  [ -n "$CITY" ] || fail "/near links to no city page"
fi
cached_check "/near/$CITY" "$(sql "$DATABASE_URL" "select name from providers")"
check /api/health '"ok":true'
# The cron route as Vercel's scheduler calls it (vercel.json).
check /api/cron/publish '"ok":true' "Authorization: Bearer $CRON_SECRET"

echo "== deploy check passed in $((SECONDS - STARTED))s"
