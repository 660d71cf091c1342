#!/bin/sh
# A fake UCI engine for the referee's test: it answers the handshake, then never answers `go` (it goes on
# reading, as a hung search would).
while read -r line; do
  case "$line" in
    uci) echo "id name hanging-engine"; echo "uciok" ;;
    isready) echo "readyok" ;;
    quit) exit 0 ;;
  esac
done
