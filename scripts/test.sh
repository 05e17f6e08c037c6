#!/usr/bin/env bash
# `npm test`: every check and test the project has, in the order that fails fastest.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
rm -f test-results/*.json

step() { printf '\n=== %s\n' "$1"; }
fail() { echo "FAILED: $1" >&2; node scripts/test-summary.mjs || true; exit 1; }

step "test tools (chromium, poppler-utils)"; bash scripts/ensure-test-tools.sh || fail "a Debian package the tests need is missing"
step "type check"; npx tsc --noEmit -p . || fail "type check"
step "lint"; npx eslint . --max-warnings 0 || fail "lint"
step "import layers"; npx depcruise src --config .dependency-cruiser.cjs || fail "import layers"

step "unit and API tests (PGlite)"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json || fail "unit/API tests"

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API tests (PostgreSQL at ${TEST_DATABASE_URL%%@*}@...)"
  npx vitest run tests/api --reporter=default --reporter=json --outputFile.json=test-results/vitest-postgres.json || fail "API tests on PostgreSQL"
fi

step "build"; npm run build --silent -- --logLevel warn || fail "build"
step "browser tests (Chromium)"; npx playwright test || fail "browser tests"

node scripts/test-summary.mjs
