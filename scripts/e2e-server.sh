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
if [ "${E2E_SKIP_BUILD:-}" != "1" ]; then npx next build; fi
exec npx tsx --conditions=react-server scripts/run-next.ts start -p "$port"
