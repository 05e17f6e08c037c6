#!/usr/bin/env bash
# Browser tests use Debian's chromium; nothing downloads a browser of its own.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
[ -x "$CHROMIUM" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
else
  echo "The browser tests need Debian's chromium. Install it with:" >&2
  echo "  sudo apt-get install -y chromium" >&2
  exit 1
fi
