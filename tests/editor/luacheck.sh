#!/usr/bin/env bash
# Lints the shipped Lua with the repository's .luacheckrc: every rules file, variant rules file,
# rule test and test library under rulesets/, and the LuaLS annotations in editor/lua/cardrt.lua.
# Any warning fails. Then checks that the configuration still catches mistakes: a rules file
# with a misspelt global and an unused local must fail.
# Needs luacheck (Debian: apt-get install lua-check).
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v luacheck >/dev/null; then
  echo "luacheck.sh: luacheck is not installed (Debian: apt-get install lua-check)" >&2
  exit 1
fi

# luacheck exits 0 when clean, 1 on warnings, 2 or more on syntax errors or a bad configuration:
# all but 0 fail here.
echo "== luacheck rulesets editor/lua"
out=$(luacheck --config .luacheckrc --no-color --codes rulesets editor/lua) || {
  echo "$out"
  echo "luacheck.sh: luacheck found warnings or errors in the shipped Lua" >&2
  exit 1
}
echo "$out" | tail -n 1

# Every shipped rules and test file must have been checked: a configuration that excluded some
# would pass them unseen.
shipped=$(find rulesets editor/lua -name '*.lua' | wc -l)
checked=$(echo "$out" | grep -c '^Checking ' || true)
if [ "$checked" -ne "$shipped" ]; then
  echo "luacheck.sh: luacheck checked $checked of the $shipped Lua files under rulesets/ and editor/lua/" >&2
  exit 1
fi

# The negative check: a rules file with a misspelt `rules`, a misspelt hook, a library the
# sandbox removes and an unused local. --filename applies the settings of a game's rules.lua.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat >"$tmp/rules.lua" <<'EOF'
local unused = 1
rule.moves = nil
function rules.move(g, out, seat) out:add("pass", g, seat) end
rules.validate = function() return os.time() end
EOF
echo "== the configuration refuses a broken rules file"
if luacheck --config .luacheckrc --filename rulesets/x/rules.lua --formatter plain --codes \
  "$tmp/rules.lua" >"$tmp/out.txt"; then
  echo "luacheck.sh: luacheck accepted a rules file with mistakes" >&2
  exit 1
fi
cat "$tmp/out.txt"
for expected in "(W211) unused variable 'unused'" \
  "(W112) mutating non-standard global variable 'rule'" \
  "(W142) setting undefined field 'move' of global 'rules'" \
  "(W113) accessing undefined variable 'os'"; do
  if ! grep -qF "$expected" "$tmp/out.txt"; then
    echo "luacheck.sh: missing warning: $expected" >&2
    exit 1
  fi
done

# Test-only globals are not rules globals, and test files may not use `base`.
printf 'test("x", function() end)\n' >"$tmp/t.lua"
if luacheck --config .luacheckrc --filename rulesets/x/rules.lua -q "$tmp/t.lua" >/dev/null; then
  echo "luacheck.sh: a rules file may not call test()" >&2
  exit 1
fi
luacheck --config .luacheckrc --filename rulesets/x/tests/t.lua -q "$tmp/t.lua" >/dev/null
echo "luacheck.sh: ok ($shipped files clean, the broken rules file refused)"
