#!/usr/bin/env bash
# Renders resources/icon.svg to resources/icon.png (512×512, transparent corners) with
# headless Chromium (Debian: apt-get install -y chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
chromium="${CHROMIUM:-/usr/bin/chromium}"
"$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --default-background-color=00000000 \
  --window-size=512,512 --screenshot="$PWD/resources/icon.png" "file://$PWD/resources/icon.svg"
