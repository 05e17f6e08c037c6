#!/bin/sh
# Rebuild variants a-d and measure. Usage: sh bench/editor/floor/run.sh [runs] [variants, default a,b,c,d]
set -e
cd "$(dirname "$0")"
[ -f public/img/p3.jpg ] || node mkimg.mjs
for v in a b c d e f; do VARIANT=$v ../../../node_modules/.bin/vite build --mode production --config vite.config.mjs --logLevel warn; done
node measure.mjs "${1:-5}" "${2:-a,b,c,d,e,f}"
