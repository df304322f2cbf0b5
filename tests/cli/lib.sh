# Helpers of the shell tests (sourced): outcomes counted in `passed` and `failed`, printed as
# "ok     NAME" or "FAILED NAME" with the details indented; `finish` prints the totals and sets the
# script's exit status.
passed=0
failed=0

# A script that calls a helper it lacks (or a program not installed) stops there and fails, instead
# of going on as though the check had passed: bash runs this for a command it cannot find.
command_not_found_handle() {
  echo "FAILED the script calls '$1', which is no function, builtin or program here" >&2
  kill -TERM $$
}

result() {  # result NAME yes|no DETAILS...
  local name=$1 ok=$2
  shift 2
  if [ "$ok" = yes ]; then
    passed=$((passed + 1))
    echo "ok     $name"
  else
    failed=$((failed + 1))
    echo "FAILED $name"
    printf '%s\n' "$@" | sed 's/^/       /'
  fi
}

expect_output() {  # expect_output NAME EXIT_CODE EXPECTED -- COMMAND...: stdout and stderr together, exactly
  local name=$1 code=$2 want=$3
  shift 4
  local out status
  out=$("$@" 2>&1)
  status=$?
  if [ "$status" -eq "$code" ] && [ "$out" = "$want" ]; then
    result "$name" yes
  else
    result "$name" no "exit $status, wanted $code; output:" "$out" "wanted:" "$want"
  fi
}

finish() {
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ]
}
