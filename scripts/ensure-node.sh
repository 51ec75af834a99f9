# Sourced by the project's scripts: puts a Node >= 22.12 on PATH.
# On machines whose Node is older, Node 24 is fetched once from the npm registry
# (the `node` package) into ~/.cache/haven-node-<version> and reused afterwards.
HAVEN_NODE_VERSION="${HAVEN_NODE_VERSION:-24.21.0}"

haven_node_ok() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)'
}

if ! haven_node_ok; then
  haven_node_prefix="${HAVEN_NODE_PREFIX:-$HOME/.cache/haven-node-$HAVEN_NODE_VERSION}"
  if [ ! -x "$haven_node_prefix/bin/node" ]; then
    echo "Haven needs Node >= 22.12; fetching Node $HAVEN_NODE_VERSION from the npm registry (once)..." >&2
    npm install -g --prefix "$haven_node_prefix" "node@$HAVEN_NODE_VERSION" \
      --no-audit --no-fund --loglevel=error >&2 || {
      echo "Could not install Node $HAVEN_NODE_VERSION. Install Node 22.12 or newer and try again." >&2
      return 1 2>/dev/null || exit 1
    }
  fi
  export PATH="$haven_node_prefix/bin:$PATH"
  hash -r
fi

haven_node_ok || {
  echo "Node >= 22.12 is required (found $(node --version 2>/dev/null || echo none))." >&2
  return 1 2>/dev/null || exit 1
}
export ASTRO_TELEMETRY_DISABLED=1
