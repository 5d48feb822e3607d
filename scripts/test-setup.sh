#!/usr/bin/env bash
# Installs the system programs the tests need, from Debian's packages, when they are missing:
# Chromium for the browser tests. Uses sudo when not run as root.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || [ -n "${CHROMIUM_PATH:-}" ] || missing+=(chromium)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

as_root=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "Need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
  as_root=(sudo)
fi
echo "Installing ${missing[*]} from Debian's packages"
"${as_root[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
