# Sourced by .ci/run (and by anyone who wants the project's Node in a shell: `source scripts/use-nvmrc-node.sh`):
# puts the Node major that .nvmrc names first on PATH. A machine whose own Node is another major gets it from the
# npm registry's `node-linux-<arch>` package (Node's official Linux build, published as an npm package: the one
# download this machine's network allows), unpacked once under .node/<major>/. npm and npx then run on it too.
nvmrc_major="$(tr -d ' v\r\n' <"$(dirname "${BASH_SOURCE[0]}")/../.nvmrc")"
machine_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo none)"
if [ "$machine_major" != "$nvmrc_major" ]; then
  node_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.node/$nvmrc_major"
  if [ ! -x "$node_dir/bin/node" ]; then
    case "$(uname -m)" in
      x86_64) node_arch=x64 ;;
      aarch64 | arm64) node_arch=arm64 ;;
      *) node_arch="$(uname -m)" ;;
    esac
    node_pack="$(mktemp -d)"
    (cd "$node_pack" && npm pack --silent "node-linux-$node_arch@$nvmrc_major" >/dev/null)
    mkdir -p "$node_dir"
    tar -xzf "$node_pack"/node-linux-*.tgz -C "$node_dir" --strip-components=1
    rm -rf "$node_pack"
  fi
  export PATH="$node_dir/bin:$PATH"
fi
echo "Node $(node -v) (.nvmrc: $nvmrc_major), npm $(npm -v)"
