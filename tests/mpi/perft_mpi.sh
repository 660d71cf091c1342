#!/usr/bin/env bash
# variant perft --mpi on three ranks of this machine (mpirun -np 3 --oversubscribe: more ranks than cores is
# fine) must print the same last line as the plain count and as the published numbers:
#   chess start, perft 4: 197,281; kiwipete, perft 3: 97,862 (chessprogramming.org, "Perft Results");
#   shogi start, perft 3: 25,470 (published shogi perft table, e.g. the Shogi perft list on chessprogramming.org).
# With --divide the per-root-move lines must equal the plain --divide's. Kept cheap: it runs in CI.
# usage: tests/mpi/perft_mpi.sh VARIANT_BINARY [MPIRUN]
set -euo pipefail
variant=$1
mpirun=${2:-mpirun}
[ -n "$mpirun" ] || mpirun=mpirun
root=(); [ "$(id -u)" = 0 ] && root=(--allow-run-as-root)
kiwipete='r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
fail=0
check() {  # ruleset depth expected [variant arguments...]
  local ruleset=$1 depth=$2 expected=$3; shift 3
  local plain shared
  plain=$("$variant" perft "$ruleset" "$depth" "$@" | tail -n 1)
  shared=$("$mpirun" "${root[@]}" --oversubscribe -np 3 "$variant" perft "$ruleset" "$depth" "$@" --mpi --threads 2 | tail -n 1)
  echo "$ruleset $depth: plain '$plain', mpi '$shared', published $expected"
  if [ "$plain" != "Nodes searched: $expected" ] || [ "$shared" != "$plain" ]; then echo "MISMATCH" >&2; fail=1; fi
}
check rulesets/chess.yaml 4 197281
check rulesets/chess.yaml 3 97862 --fen "$kiwipete"
check rulesets/shogi.yaml 3 25470
# The divide lines, in the same order, and the hash on some ranks' tables changes nothing.
plain=$("$variant" perft rulesets/chess.yaml 3 --divide --fen "$kiwipete")
shared=$("$mpirun" "${root[@]}" --oversubscribe -np 3 "$variant" perft rulesets/chess.yaml 3 --divide --hash 4 \
         --fen "$kiwipete" --mpi)
if [ "$plain" != "$shared" ]; then
  echo "MISMATCH in --divide:" >&2
  diff <(echo "$plain") <(echo "$shared") >&2 || true
  fail=1
fi
# Issue 26: each divide line is its own move's count. Fairy-Stockfish 11.1's `go perft 2` of this capablanca
# position gives these six lines (an earlier split put other moves' counts on them).
capa='rn1bqkb1nr/p1p1pp1pp1/3p6/1p3C3p/1P3c4/N2A5N/P1P1PPPPPP/R2BQKB2R w KQkq - 1 11'
shared=$("$mpirun" "${root[@]}" --oversubscribe -np 3 "$variant" perft rulesets/capablanca.yaml 2 --divide --fen "$capa" --mpi)
for line in 'f2f3: 41' 'g2g4: 39' 'h2h3: 42' 'h2h4: 40' 'i2i3: 42' 'j1h1: 42' 'Nodes searched: 2055'; do
  if ! grep -qx "$line" <<<"$shared"; then echo "MISMATCH: mpi --divide lacks '$line'" >&2; fail=1; fi
done
# Issue 35: --divide prints each line as soon as every rank has counted it, and a stop keeps what was
# finished: mpirun passes Ctrl-C on to the ranks as SIGTERM; rank 0 prints the lines all ranks finished and
# the "stopped" line (mpirun's own exit status is 1 whatever the ranks do). The first line (a2a3, the first
# move generated) must arrive while the count still runs, with Fairy-Stockfish 11.1's count for it
# (`position startpos moves a2a3`, `go perft 6`: 106743106).
# The other ranks wait for rank 0's report (mpirun ends the job as soon as one rank leaves); on a machine
# so loaded (CI's other tests) that mpirun's kill, a second after the signal, comes first, it is tried once more.
out=$(mktemp); err=$(mktemp)
for attempt in 1 2; do
  "$mpirun" "${root[@]}" --oversubscribe -np 2 "$variant" perft rulesets/chess.yaml 7 --divide --mpi >"$out" 2>"$err" &
  job=$!
  for _ in $(seq 1 600); do [ -s "$out" ] && break; sleep 0.1; done
  kill -INT "$job" 2>/dev/null || true
  wait "$job" || true
  first=$(head -n 1 "$out")
  echo "attempt $attempt: streamed '$first' before the stop; stderr: $(cat "$err")"
  grep -q "perft 7 stopped" "$err" && break
done
if [ "$first" != "a2a3: 106743106" ] || grep -q "Nodes searched" "$out" || ! grep -q "perft 7 stopped" "$err"; then
  echo "MISMATCH: mpi --divide did not stream its first line or did not report the stop" >&2; fail=1
fi
rm -f "$out" "$err"
exit $fail
