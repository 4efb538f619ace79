#!/usr/bin/env bash
# Serves a production build for Playwright on a fresh embedded database that no other process uses.
set -euo pipefail
port="${1:-3200}"
export NEXT_TELEMETRY_DISABLED=1
export PGLITE_DIR="${E2E_PGLITE_DIR:-$(mktemp -d /tmp/vialscore-e2e-XXXXXX)/pglite}"
export SITE_URL="http://127.0.0.1:${port}"
# The first admin of this fresh database (e2e/admin.spec.ts signs in with it).
export ADMIN_EMAIL="${ADMIN_EMAIL:-admin@vialscore.test}"
export ADMIN_PASSWORD="${ADMIN_PASSWORD:-e2e-admin-password-2026}"
# A signed-in user without admin rights (e2e/admin-replay.spec.ts); sign-up is closed, so the command makes it.
export E2E_USER_EMAIL="${E2E_USER_EMAIL:-user@vialscore.test}"
export E2E_USER_PASSWORD="${E2E_USER_PASSWORD:-e2e-user-password-2026}"
if [ "${E2E_SKIP_BUILD:-}" != "1" ]; then npx next build; fi
# After the build, before the server: only one process may open the embedded database at a time.
printf '%s\n' "$E2E_USER_PASSWORD" | npm run --silent admin:create -- --email "$E2E_USER_EMAIL" --role user
exec npx tsx --conditions=react-server scripts/run-next.ts start -p "$port"
