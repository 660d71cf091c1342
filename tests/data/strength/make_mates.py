#!/usr/bin/env python3
"""Makes mates.txt, the mate-in-N problems of tools/strength, from games Fairy-Stockfish played itself.

usage: make_mates.py VARIANT_BINARY GAME... > mates.txt

For each GAME (shogi, xiangqi: any game both engines know), Fairy-Stockfish 11.1 plays itself through
`variant match` on a fast clock; every game that ends in checkmate gives up to three problems: the position one,
three and five plies before the mate, the mating side to move. A problem is kept only where Fairy-Stockfish,
asked again from that position alone (`go depth 14`), scores it `mate N` with N from 1 to 3 (N is then its
number; the game may have taken a longer way): the other engine's own search is the proof, not our rules.
"""
import os
import re
import subprocess
import sys
import tempfile

FSF = "/usr/games/fairy-stockfish"


def games_played(variant, game, count=16):
    """The move lists of the games that ended in checkmate (from the UCI transcript of `variant match`)."""
    with tempfile.TemporaryDirectory() as tmp:
        log = os.path.join(tmp, "log")
        out = subprocess.run([variant, "match", game, "--engine", FSF, "--engine", FSF, "--games", str(count),
                              "--tc", "1+0.05", "--log", log], capture_output=True, text=True).stdout
        results = re.findall(r"^game (\d+): .*: (?:1-0|0-1) (\S+)", out, re.M)
        games, last = [], None
        for line in open(log):
            m = re.match(r"^\s*[\d.]+ \d> position (startpos|fen .*?)(?: moves (.*))?$", line)
            if m:
                last = (m.group(1), (m.group(2) or "").split())
                continue
            m = re.match(r"^\s*[\d.]+ \d< bestmove (\S+)", line)
            if m and last:
                current = (last[0], last[1] + [m.group(1)])
            if re.match(r"^\s*[\d.]+ \d> ucinewgame", line) and last:
                games.append(current)
                last = None
        if last:
            games.append(current)
    mated = {int(n) for n, why in results if why == "checkmate"}
    return [g for k, g in enumerate(games, 1) if k in mated]


def fsf_mate(game, fen, moves):
    """Fairy-Stockfish's score of the position: N for `mate N`, else None."""
    script = (f"uci\nsetoption name UCI_Variant value {game}\nisready\nposition {fen}"
              f"{' moves ' + ' '.join(moves) if moves else ''}\ngo depth 14\n")
    p = subprocess.Popen([FSF], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    p.stdin.write(script)
    p.stdin.flush()
    score = None
    for line in p.stdout:
        m = re.search(r" score (mate|cp) (-?\d+)", line)
        if m:
            score = int(m.group(2)) if m.group(1) == "mate" else None
        if line.startswith("bestmove"):
            break
    p.stdin.write("quit\n")
    p.stdin.flush()
    p.wait()
    return score


def main():
    variant = sys.argv[1]
    print("# Mate-in-N problems (tools/strength --only mates), made by tests/data/strength/make_mates.py:")
    print("# positions from Fairy-Stockfish 11.1 playing itself; each one scored `mate N` by Fairy-Stockfish 11.1")
    print("# at depth 14 from the position alone. GAME | N | POSITION (UCI: startpos|fen ..., moves ...)")
    for game in sys.argv[2:]:
        for fen, moves in games_played(variant, game):
            for plies in (1, 3, 5):
                before = moves[:len(moves) - plies]
                n = fsf_mate(game, fen, before) if len(before) > plies else None
                if n is None or not 1 <= n <= 3:
                    continue
                print(f"{game} | {n} | {fen}{' moves ' + ' '.join(before) if before else ''}", flush=True)


if __name__ == "__main__":
    main()
