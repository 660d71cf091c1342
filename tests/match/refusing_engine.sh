#!/bin/sh
# A fake UCI engine for the referee's test: it offers chess by name, but says it cannot load it when asked
# (as our engine does with "info string error: ..." when a ruleset does not load), and would then play on
# with whatever it had. The referee must stop before the first game.
while read -r line; do
  case "$line" in
    uci) echo "id name refusing-engine"; echo "option name UCI_Variant type combo default chess var chess"; echo "uciok" ;;
    "setoption name UCI_Variant"*) echo "info string error: the ruleset of 'chess' does not load" ;;
    isready) echo "readyok" ;;
    go*) echo "bestmove e2e4" ;;
    quit) exit 0 ;;
  esac
done
