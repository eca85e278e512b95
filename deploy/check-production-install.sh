#!/usr/bin/env bash
# Does what the Dockerfile does, without Docker (no image can be pulled on the CI machines): in an
# empty folder, the production install (`npm ci --omit=dev` of the Dockerfile's workspaces) of the
# built output the Dockerfile copies, started with the Dockerfile's CMD and environment. Then asks it
# for /api/health and a page, and checks that no development dependency came along.
#
#   deploy/check-production-install.sh      # after `npm run build` (npm test builds); .ci/run calls it
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$PWD"

for built in packages/domain/dist apps/api/dist apps/web/dist; do
  if [ ! -d "$built" ]; then
    echo "check-production-install: $built is missing; run npm run build first" >&2
    exit 1
  fi
done

# What the runtime stage of the Dockerfile copies from the build, installs and runs.
read_dockerfile() {
  node -e '
    const text = require("fs").readFileSync("Dockerfile", "utf8").replace(/\\\n\s*/g, " ");
    const runtime = text.slice(text.lastIndexOf("\nFROM "));
    const lines = runtime.split("\n").map((l) => l.trim());
    const what = process.argv[1];
    if (what === "copies")
      for (const l of lines) { const m = /^COPY --from=build \/app\/(\S+) (\S+)$/.exec(l); if (m) console.log(m[1]); }
    if (what === "install") {
      const run = lines.find((l) => l.startsWith("RUN npm ci"));
      console.log(run.slice(4).split("&&")[0].trim());
    }
    if (what === "cmd") for (const arg of JSON.parse(lines.filter((l) => l.startsWith("CMD "))[0].slice(4))) console.log(arg);
    if (what === "env") { const env = lines.find((l) => l.startsWith("ENV ")); console.log(env.slice(4).trim()); }
  ' "$1"
}

work="$(mktemp -d "${TMPDIR:-/tmp}/kahraba-production-XXXXXX")"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill "$server_pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

# The manifests the Dockerfile copies before installing: the root's and every workspace's.
cp package.json package-lock.json "$work/"
for manifest in packages/*/package.json apps/*/package.json e2e/package.json bench/package.json; do
  mkdir -p "$work/$(dirname "$manifest")"
  cp "$manifest" "$work/$manifest"
done

install_command="$(read_dockerfile install)"
echo "check-production-install: $install_command (in $work)"
started=$SECONDS
(cd "$work" && eval "$install_command --prefer-offline --loglevel=error" >/dev/null)
echo "check-production-install: installed in $((SECONDS - started)) s"

while read -r copied; do
  mkdir -p "$work/$(dirname "$copied")"
  cp -R "$repo/$copied" "$work/$copied"
done < <(read_dockerfile copies)

# Development tools must not be in a production install.
# (TypeScript may come along as an optional peer of i18next; nothing loads it.)
for dev_only in vitest @biomejs/biome @playwright/test @react-router/dev drizzle-kit tsx lighthouse autocannon; do
  if [ -e "$work/node_modules/$dev_only" ]; then
    echo "check-production-install: the production install holds $dev_only, a development dependency" >&2
    exit 1
  fi
done

port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
mapfile -t command < <(read_dockerfile cmd)
read -r -a dockerfile_env <<<"$(read_dockerfile env)"
# The Dockerfile's environment, with a port and data folder of this check's own and a small catalog
# so the page has products to show (production seeds none unless told).
(
  cd "$work"
  exec env "${dockerfile_env[@]}" PORT="$port" HOST=127.0.0.1 DATA_DIR="$work/data" SEED_PRODUCTS=24 \
    LOG_LEVEL=warn "${command[@]}"
) >"$work/server.log" 2>&1 &
server_pid=$!

base="http://127.0.0.1:$port"
healthy=""
for _ in $(seq 1 120); do
  if ! kill -0 "$server_pid" 2>/dev/null; then break; fi
  if node -e "fetch('$base/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))" 2>/dev/null; then
    healthy=1
    break
  fi
  sleep 0.5
done
if [ -z "$healthy" ]; then
  echo "check-production-install: the server did not answer /api/health within 60 s:" >&2
  tail -n 30 "$work/server.log" >&2
  exit 1
fi

# A page rendered on the server, with the catalog it reads, from the installed packages only.
node -e "
  (async () => {
    const res = await fetch('$base/products');
    const html = await res.text();
    const problems = [];
    if (res.status !== 200) problems.push('status ' + res.status);
    if (!/^text\/html/.test(res.headers.get('content-type') ?? '')) problems.push('content-type ' + res.headers.get('content-type'));
    if (!html.includes('<html lang=\"en\"')) problems.push('no <html lang=\"en\">');
    if (!html.includes('/product/')) problems.push('no product link in the page');
    if (problems.length) { console.error('check-production-install: GET /products: ' + problems.join(', ')); process.exit(1); }
  })().catch((e) => { console.error('check-production-install: GET /products failed: ' + e.message); process.exit(1); });
" || { tail -n 30 "$work/server.log" >&2; exit 1; }

# The process stops on SIGTERM, as docker stop asks it to.
kill -TERM "$server_pid"
for _ in $(seq 1 100); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$server_pid" 2>/dev/null; then
  echo "check-production-install: the server was still running 10 s after SIGTERM" >&2
  exit 1
fi
server_pid=""
echo "check-production-install: the production install started, answered /api/health and /products, and stopped on SIGTERM ($((SECONDS - started)) s)"
