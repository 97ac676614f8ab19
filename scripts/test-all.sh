#!/usr/bin/env bash
# Every test: types, unit, integration (SQLite and PostgreSQL), then end-to-end in
# Debian's Chromium against a production build, on SQLite and on PostgreSQL; then the cluster
# (PostgreSQL, Redis, two instances behind Varnish) from the same build.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
results=$(mktemp -d)

echo "== typecheck"
npx tsc --noEmit && npx tsc --noEmit -p src/sw

echo "== import rules (dependency-cruiser, .dependency-cruiser.cjs)"
npx depcruise src --config .dependency-cruiser.cjs --output-type err

echo "== unit and integration (Vitest)"
npx vitest run --reporter=default --reporter=json --outputFile="$results/vitest.json"

echo "== production build"
PAYLOAD_SECRET=build-only npm run build > "$results/build.log" 2>&1 || { cat "$results/build.log"; exit 1; }

echo "== end-to-end on SQLite (Playwright, Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e-sqlite.json" npx playwright test --reporter=list,json

echo "== end-to-end on PostgreSQL"
# The catalogue crawl (every page, axe) is database-independent rendering: SQLite run only.
E2E_DB=postgres E2E_PORT=3211 PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e-postgres.json" npx playwright test --reporter=list,json --grep-invert @catalogue

echo "== cluster: PostgreSQL, Redis, 2 instances, Varnish (npm run test:cluster)"
node --import tsx --test --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=junit --test-reporter-destination="$results/cluster.xml" tests/cluster/cluster.test.ts

node scripts/test-summary.mjs "$results"
