#!/bin/sh
# Runs each libFuzzer target built by `make fuzz` for a bounded time and prints one line per target:
# executions, executions per second, result; then the total. Exits non-zero when any target finds a
# crash, leak or timeout (an input that runs over 10 s: a hang or a pathologically slow path). libFuzzer's
# own output goes to $WORK/<target>.log; on a failure the end of that log is printed (at most 30 lines),
# so a CI log stays short. The reproducer is written to $WORK/artifacts/ (replay it with the plain-built
# target: `swift run fuzz-png $WORK/artifacts/crash-...`).
#
# Each run starts from the committed seed corpus, FUZZ_DIR/corpus/<target>/ (minimized with -merge=1 by
# `make fuzz-corpus`), and that target's kept reproducers, FUZZ_DIR/reproducers/<target>-*: they are
# copied into $WORK/corpus/<target>/, the only folder libFuzzer writes to, so the committed files are
# never changed by a run. FUZZ_DIR/dict/<target>.dict, when present, is passed with -dict=.
#
# usage: run-fuzzers.sh BIN_DIR WORK_DIR SECONDS FUZZ_DIR TARGET...
set -u
bin=$1; work=$2; seconds=$3; fuzz_dir=$4; shift 4

mkdir -p "$work/artifacts"
status=0
summary=""
total=0
for target in "$@"; do
    corpus="$work/corpus/$target"
    mkdir -p "$corpus"
    seeds=0
    if [ -d "$fuzz_dir/corpus/$target" ]; then
        cp "$fuzz_dir/corpus/$target/"* "$corpus/" 2>/dev/null
        seeds=$(ls "$fuzz_dir/corpus/$target" | wc -l)
    fi
    for reproducer in "$fuzz_dir/reproducers/$target"-*; do
        [ -f "$reproducer" ] && cp "$reproducer" "$corpus/" && seeds=$((seeds + 1))
    done
    # fuzz-intents also starts from the intent definitions the tests use (read, never written).
    if [ "$target" = fuzz-intents ]; then
        for seed in Tests/IntentWidgetTests/Fixtures/*.intentdefinition; do
            [ -f "$seed" ] && cp "$seed" "$corpus/" && seeds=$((seeds + 1))
        done
    fi
    dict=""
    [ -f "$fuzz_dir/dict/$target.dict" ] && dict="-dict=$fuzz_dir/dict/$target.dict"
    # fuzz-text and fuzz-svg grow process-lifetime caches (fonts, layouts): checking for leaks after every
    # input would report those and slow the run 50×, so they check once, at exit. The image decoders
    # (fuzz-png, fuzz-jpeg) keep nothing between inputs and check after each.
    leaks=0
    case "$target" in fuzz-png|fuzz-jpeg) leaks=1 ;; esac
    log="$work/$target.log"
    echo "== $target for ${seconds}s from $seeds seeds${dict:+ and its dictionary} (log: $log)"
    LSAN_OPTIONS="suppressions=$fuzz_dir/lsan-suppressions.txt:print_suppressions=0" ASAN_OPTIONS="detect_leaks=1" \
        "$bin/$target" "$corpus" $dict -max_total_time="$seconds" -timeout=10 -rss_limit_mb=3072 \
        -max_len=4096 -detect_leaks=$leaks -print_final_stats=1 -artifact_prefix="$work/artifacts/$target-" \
        >"$log" 2>&1
    code=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
    cov=$(sed -n 's/.*cov: \([0-9]*\).*/\1/p' "$log" | tail -n 1)
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
    summary="$summary$(printf '%-10s %12s runs %8s exec/s %7s edges  %s' "$target" "${runs:-?}" "${rate:-?}" "${cov:-?}" "$result")
"
done
echo
echo "== fuzz summary (${seconds}s per target)"
printf '%s' "$summary"
echo "total: $total executions"
exit $status
