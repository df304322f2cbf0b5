#!/usr/bin/env bash
# Runs every libFuzzer harness of fuzz/ (ASan+UBSan, clang) for a given time: installs what is
# missing, builds build-fuzz/, writes seed corpora from the shipped rulesets into
# build-fuzz/corpus/<target>/ (kept between runs, so each run starts where the last one ended),
# and saves every input that crashes, leaks, times out or runs out of memory in
# build-fuzz/findings/<target>/. Prints one line per target; exits 1 when any target found
# something.
# Usage: scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]   (default: 60 s, every target)
# Environment: FUZZ_KEEP_GOING=1 goes on after a finding (libFuzzer -fork=1 -ignore_crashes=1),
# to collect several findings in one long run; FUZZ_LOG=FILE appends one line per target to FILE.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
all_targets=(fuzz_layout fuzz_cards fuzz_record fuzz_moves fuzz_shard fuzz_results_db fuzz_replay_page)
seconds=${1:-60}
[ $# -gt 0 ] && shift
case $seconds in
  '' | *[!0-9]*) echo "usage: scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET...] (targets: ${all_targets[*]})" >&2; exit 2 ;;
esac
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=("${all_targets[@]}")
for t in "${targets[@]}"; do
  [[ " ${all_targets[*]} " == *" $t "* ]] || { echo "fuzz.sh: unknown target '$t' (targets: ${all_targets[*]})" >&2; exit 2; }
done

scripts/sanitized-build.sh fuzzers
build=build-fuzz

# The games are only the shipped ones: no CARDRT_PATH.
unset CARDRT_PATH
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_stack_use_after_return=1:strict_string_checks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}

# Seed corpora, written again every run (same names, so nothing piles up). fuzz_layout: a mode
# byte (see fuzz/fuzz_layout.cpp) then a game.yaml, a variant file, or both.
corpus=$build/corpus
mkdir -p "${all_targets[@]/#/$corpus/}"
split=$'\n--8<--\n'
for game in rulesets/*/game.yaml; do
  name=$(basename "$(dirname "$game")")
  { printf '\000'; cat "$game"; } >"$corpus/fuzz_layout/game-$name"
  { printf '\100'; cat "$game"; } >"$corpus/fuzz_layout/game-play-$name"
  for variant in rulesets/"$name"/variants/*.yaml; do
    [ -f "$variant" ] || continue
    v=$(basename "$variant" .yaml)
    { printf '\001'; cat "$variant"; } >"$corpus/fuzz_layout/variant-$name-$v"
    { printf '\102'; cat "$game"; printf '%s' "$split"; sed 's/^extends:.*/extends: fz/' "$variant"; } \
      >"$corpus/fuzz_layout/game-variant-$name-$v"
  done
done
for record in rulesets/*/tests/golden/*.json; do
  game=$(basename "$(dirname "$(dirname "$(dirname "$record")")")")
  cp "$record" "$corpus/fuzz_record/golden-$game-$(basename "$record")"
  # The moves of a record as move text for fuzz_cards, one per line, in files of 16 lines.
  sed -n '/"moves": \[/,/\]/s/^ *"\([^"]*\)",\{0,1\}$/\1/p' "$record" |
    awk -v f="$corpus/fuzz_cards/golden-$game-$(basename "$record" .json)" '{ print > (f "-" int((NR - 1) / 16)) }'

done
# Saves, records, move streams and move texts from playing every game and variant; shard reports
# and results databases from a short run of every game.
if ! "$build/fuzz/fuzz_make_seeds" "$corpus" >"$build/make_seeds.log" 2>&1; then
  echo "fuzz.sh: fuzz_make_seeds failed (some seeds are missing):" >&2
  sed 's/^/  /' "$build/make_seeds.log" | head -n 40 >&2
fi

mkdir -p "$build/logs"
# One target, in the background: its summary line (and the lines of a finding) go to its own
# file, printed in target order once all are done.
fuzz_target() {
  local t=$1
  findings=$build/findings/$t
  mkdir -p "$findings"
  marker=$build/logs/.start-$t
  touch "$marker"
  args=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=3072 -print_final_stats=1
        -artifact_prefix="$findings/")
  [ -f "fuzz/$t.dict" ] && args+=(-dict="fuzz/$t.dict")
  case $t in  # the longest input: text lines are slow to refuse (an exception each); a match step is one
    # byte; a replay page is a whole match
    fuzz_cards) args+=(-max_len=1024) ;;
    fuzz_moves | fuzz_replay_page) args+=(-max_len=4096) ;;
  esac
  [ "${FUZZ_KEEP_GOING:-0}" = 1 ] && args+=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
  seeds=()
  [ -d "fuzz/seeds/$t" ] && seeds=("fuzz/seeds/$t")
  log=$build/logs/$t.log
  rc=0
  "$build/fuzz/$t" "${args[@]}" "$corpus/$t" "${seeds[@]}" >"$log" 2>&1 || rc=$?
  # Temporary folders of harness processes that died on a finding.
  for dir in /tmp/cardrt-fuzz-"$t"-*; do
    [ -d "$dir" ] || continue
    kill -0 "${dir##*-}" 2>/dev/null || rm -rf "$dir"
  done
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  new=$(sed -n 's/^stat::new_units_added: *//p' "$log" | tail -n 1)
  if [ -z "$runs" ]; then  # fork mode: the parent prints totals in its last status line
    runs=$(grep -o '^#[0-9]*' "$log" | tail -n 1 | tr -d '#')
  fi
  cov=$(grep -o 'cov: [0-9]*' "$log" | tail -n 1 | cut -d' ' -f2)
  ft=$(grep -o 'ft: [0-9]*' "$log" | tail -n 1 | cut -d' ' -f2)
  corp=$(grep -o 'corp: [0-9]*' "$log" | tail -n 1 | cut -d' ' -f2)
  found=$(find "$findings" -type f -newer "$marker" | wc -l)
  verdict=ok
  if [ "$rc" -ne 0 ] || [ "$found" -gt 0 ]; then
    verdict="FINDING (exit $rc, $found new file(s) in $findings)"
  fi
  printf '%-12s %5s s %10s runs  cov %6s  ft %6s  corpus %6s  new units %5s  %s\n' \
    "$t" "$seconds" "${runs:-?}" "${cov:-?}" "${ft:-?}" "${corp:-?}" "${new:-?}" "$verdict"
  if [ "$verdict" != ok ]; then
    grep -E -m 6 'ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|runtime error:|FUZZ_CHECK failed|^SUMMARY:|terminate called|what\(\):' "$log" |
      sed 's/^/    /' || true
    find "$findings" -type f -newer "$marker" | head -n 5 | sed 's/^/    input: /'
    echo "    log: $log (reproduce: $build/fuzz/$t INPUT)"
  fi
  if [ -n "${FUZZ_LOG:-}" ]; then
    printf '%s\t%s\t%s s\t%s runs\tcov %s\tfindings %s\texit %s\t%s\n' "$(date -u +%FT%TZ)" "$t" "$seconds" \
      "${runs:-?}" "${cov:-?}" "$found" "$rc" "$(git -C "$root" rev-parse --short HEAD 2>/dev/null)" >>"$FUZZ_LOG"
  fi
}

# As many targets at once as there are cores (FUZZ_JOBS): each libFuzzer process runs on one.
jobs_max=${FUZZ_JOBS:-$(nproc)}
for t in "${targets[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$jobs_max" ]; do wait -n || true; done
  fuzz_target "$t" >"$build/logs/.summary-$t" 2>&1 &
done
wait
status=0
for t in "${targets[@]}"; do
  cat "$build/logs/.summary-$t"
  grep -q "FINDING" "$build/logs/.summary-$t" && status=1
done
exit "$status"
