#!/usr/bin/env bash
# Installs cardrt for this machine's user: builds the program and the Python module (scripts/build.sh)
# and runs `cmake --install build --prefix PREFIX`, which puts
#   PREFIX/bin/cardrt                      the program
#   PREFIX/share/cardrt/rulesets/          the shipped games (found by name from anywhere)
#   PREFIX/share/cardrt/editor/            the editor files (LuaLS annotations, luacheck, schemas)
#   the Python module `cardrt`             in the folder of PREFIX that python3 imports from
# PREFIX: /usr/local as root, else ~/.local. Says what to add to PATH or PYTHONPATH when python3 or
# the shell would not find them there.
# Usage: scripts/install.sh [PREFIX]
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -gt 1 ]; then echo "usage: scripts/install.sh [PREFIX]" >&2; exit 2; fi
if [ $# -eq 1 ]; then
  prefix=$(realpath -m "$1")
elif [ "$(id -u)" -eq 0 ]; then
  prefix=/usr/local
else
  prefix=$HOME/.local
fi
scripts/setup.sh
# The folder of PREFIX on python3's import path: Debian's dist-packages under /usr/local, the user's
# site-packages under ~/.local; else site-packages, named below for PYTHONPATH.
python_dir=$(/usr/bin/python3 - "$prefix" <<'PY'
import site, sys, sysconfig
prefix = sys.argv[1].rstrip("/")
candidates = [p for p in sys.path if p.startswith(prefix + "/") and p.endswith("-packages")]
user = site.getusersitepackages()
if not candidates and user.startswith(prefix + "/"):
    candidates = [user]
version = "python%d.%d" % sys.version_info[:2]
print(candidates[0] if candidates else "%s/lib/%s/site-packages" % (prefix, version))
PY
)
cmake -S . -B build -DCARDRT_PYTHON_INSTALL_DIR="${python_dir#"$prefix"/}" >/dev/null
scripts/build.sh cardrt cardrt_python
cmake --install build --prefix "$prefix" >/dev/null
echo "installed:"
echo "  $prefix/bin/cardrt"
echo "  $prefix/share/cardrt/rulesets, $prefix/share/cardrt/editor"
echo "  $python_dir/$(basename build/python/cardrt*.so)"
if [ "$(command -v cardrt || true)" != "$prefix/bin/cardrt" ]; then
  echo "put the program on your PATH (e.g. in ~/.profile): export PATH=\"$prefix/bin:\$PATH\""
fi
if ! (cd / && PYTHONPATH= /usr/bin/python3 -c "import sys; sys.exit(0 if '$python_dir' in sys.path else 1)"); then
  echo "python3 will import it with: export PYTHONPATH=\"$python_dir\${PYTHONPATH:+:\$PYTHONPATH}\""
fi
