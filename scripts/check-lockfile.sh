#!/usr/bin/env bash
# Fails when `npm ci` would refuse the committed lock file (package.json and package-lock.json
# out of step), which `npm install` silently repairs on the CI machine but not on a user's.
# Offline and quick: --dry-run reads the lock file and changes nothing. Usage: check-lockfile.sh [project folder]
set -uo pipefail
cd "${1:-$(dirname "$0")/..}"
if ! out=$(npm ci --dry-run --ignore-scripts --no-audit --no-fund 2>&1); then
  printf '%s\n' "$out" | grep '^npm error' | head -n 20 >&2
  echo "package-lock.json does not match package.json: 'npm ci' would fail. Run 'npm install' and commit package-lock.json." >&2
  exit 1
fi
echo "package-lock.json matches package.json ('npm ci --dry-run' passes)"
