#!/bin/sh
# Runs each libFuzzer target built by `make fuzz` for a bounded time and prints one line per target:
# executions, executions per second, result; then the total. Exits non-zero when any target finds a
# crash, leak or timeout (an input that runs over 10 s: a hang or a pathologically slow path). libFuzzer's
# own output goes to $WORK/<target>.log; on a failure the end of that log is printed (at most 30 lines),
# so a CI log stays short. The reproducer is written to $WORK/artifacts/ (replay it with the plain-built
# target: `swift run fuzz-png $WORK/artifacts/crash-...`).
#
# usage: run-fuzzers.sh BIN_DIR WORK_DIR SECONDS SEED_PNG_DIR SUPPRESSIONS TARGET...
set -u
bin=$1; work=$2; seconds=$3; png_seeds=$4; suppressions=$5; shift 5

mkdir -p "$work/artifacts"
status=0
summary=""
total=0
for target in "$@"; do
    corpus="$work/corpus/$target"
    mkdir -p "$corpus"
    seeds=""
    # libFuzzer adds new inputs to the first folder only, so the fixtures are read but never written.
    [ "$target" = fuzz-png ] && seeds=$png_seeds
    [ "$target" = fuzz-intents ] && seeds=Tests/IntentWidgetTests/Fixtures
    # fuzz-text and fuzz-svg grow process-lifetime caches (fonts, layouts): checking for leaks after every
    # input would report those and slow the run 50×, so they check once, at exit.
    leaks=1
    [ "$target" != fuzz-png ] && leaks=0
    log="$work/$target.log"
    echo "== $target for ${seconds}s (log: $log)"
    LSAN_OPTIONS="suppressions=$suppressions:print_suppressions=0" ASAN_OPTIONS="detect_leaks=1" \
        "$bin/$target" "$corpus" $seeds -max_total_time="$seconds" -timeout=10 -rss_limit_mb=3072 \
        -max_len=4096 -detect_leaks=$leaks -print_final_stats=1 -artifact_prefix="$work/artifacts/$target-" \
        >"$log" 2>&1
    code=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
    total=$((total + ${runs:-0}))
    if [ "$code" = 0 ]; then result="no failure"; else
        artifact=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -n 1)
        if grep -q "ERROR: libFuzzer: timeout" "$log"; then
            result="TIMEOUT (exit $code): an input ran over 10 s (a hang or a very slow path); reproducer: ${artifact:-see log}"
        else
            result="FAILED (exit $code): $(grep -m1 -E 'ERROR|SUMMARY|invariant broken|Fatal error' "$log"); reproducer: ${artifact:-see log}"
        fi
        status=1
        echo "-- last lines of $log:"
        tail -n 30 "$log" | cut -c1-300
    fi
    summary="$summary$(printf '%-10s %12s runs %8s exec/s  %s' "$target" "${runs:-?}" "${rate:-?}" "$result")
"
done
echo
echo "== fuzz summary (${seconds}s per target)"
printf '%s' "$summary"
echo "total: $total executions"
exit $status
