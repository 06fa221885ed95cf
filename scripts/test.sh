#!/usr/bin/env bash
# `npm test`: every test layer, in order of speed. Lint, types, unit, integration (PGlite always,
# PostgreSQL when reachable), then Playwright against a fresh production build.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }

# A system Chromium for Playwright (it cannot download its own browsers here).
chromium="${PLAYWRIGHT_CHROMIUM_PATH:-}"
if [ -z "$chromium" ]; then
  for c in /usr/bin/chromium /usr/bin/chromium-browser; do [ -x "$c" ] && chromium="$c" && break; done
fi
if [ -z "$chromium" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    step "installing Debian's chromium"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    chromium=/usr/bin/chromium
  else
    echo "No Chromium found: install Debian's 'chromium' package or set PLAYWRIGHT_CHROMIUM_PATH." >&2
    exit 1
  fi
fi
export PLAYWRIGHT_CHROMIUM_PATH="$chromium"

# PostgreSQL for the integration tests: TEST_DATABASE_URL, or the local server when it answers.
if [ -z "${TEST_DATABASE_URL:-}" ] && node scripts/pg-available.mjs postgres://postgres@127.0.0.1:5432/postgres; then
  export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres
fi
if [ -n "${TEST_DATABASE_URL:-}" ]; then echo "PostgreSQL tests: on (${TEST_DATABASE_URL%%\?*})"; else echo "PostgreSQL tests: off (no TEST_DATABASE_URL, nothing on 127.0.0.1:5432)"; fi

mkdir -p reports
step "lint"
npx eslint --max-warnings=0 .
step "format (prettier --check)"
npx prettier --check . >/dev/null || { npx prettier --list-different .; echo "Run \`npm run format\` and commit." >&2; exit 1; }
step "typecheck"
npx tsc --noEmit
step "schema drift (drizzle-kit generate finds nothing)"
node scripts/check-drift.mjs
step "unit + integration (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
step "build"
# The typecheck step above already checked the types: the build does not check them again.
CUPONGT_TYPES_CHECKED=1 npx next build
step "end-to-end (playwright)"
E2E_REBUILD=0 npx playwright test
