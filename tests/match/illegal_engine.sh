#!/bin/sh
# A fake UCI engine for the referee's test: it answers the handshake, then plays e2e5 (a pawn's
# three-square step, illegal in chess) whatever the position.
while read -r line; do
  case "$line" in
    uci) echo "id name illegal-engine"; echo "uciok" ;;
    isready) echo "readyok" ;;
    go*) echo "bestmove e2e5" ;;
    quit) exit 0 ;;
  esac
done
