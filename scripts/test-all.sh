#!/usr/bin/env bash
# Every test: types, unit, integration (SQLite and PostgreSQL), then end-to-end in
# Debian's Chromium against a production build, on SQLite and on PostgreSQL; then the cluster
# (PostgreSQL, Redis, two instances behind Varnish) from the same build.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
results=$(mktemp -d)
# Each phase's start says how long the whole command has run (docs/adr/0020-ci-time.md: well under 60 min).
phase() { echo "== $1   [$((SECONDS / 60)) min $((SECONDS % 60)) s so far]"; }

# Before anything slow: every system part the tests start, or one message saying which are missing and how to install them.
phase "system parts"
# shellcheck source=scripts/system-parts.sh
source scripts/system-parts.sh
check_parts || exit 1

phase "typecheck"
npx tsc --noEmit && npx tsc --noEmit -p src/sw

phase "import rules (dependency-cruiser, .dependency-cruiser.cjs)"
npx depcruise src --config .dependency-cruiser.cjs --output-type err

phase "unit and integration (Vitest)"
npx vitest run --reporter=default --reporter=json --outputFile="$results/vitest.json"

phase "production build"
PAYLOAD_SECRET=build-only npm run build > "$results/build.log" 2>&1 || { cat "$results/build.log"; exit 1; }

phase "end-to-end on SQLite (Playwright, Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e-sqlite.json" npx playwright test --reporter=list,json

phase "end-to-end on PostgreSQL"
# Specs that only render published content run in the SQLite pass only (playwright.config.ts, ADR 20).
E2E_DB=postgres E2E_PORT=3211 PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e-postgres.json" npx playwright test --reporter=list,json

phase "cluster: PostgreSQL, Redis, 2 instances, Varnish (npm run test:cluster)"
node --import tsx --test --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=junit --test-reporter-destination="$results/cluster.xml" tests/cluster/cluster.test.ts

phase "summary"
node scripts/test-summary.mjs "$results"
