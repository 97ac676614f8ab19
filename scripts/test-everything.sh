#!/usr/bin/env bash
# The README's test command, and exactly what CI runs (.ci/run): on a fresh Debian or Ubuntu machine, the system
# parts the tests need (installed when missing: as root, or with sudo), the npm packages, then every test (npm test).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/system-parts.sh
source scripts/system-parts.sh
install_missing_parts
npm ci --no-audit --no-fund
npm test
