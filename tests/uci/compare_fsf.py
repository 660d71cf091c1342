#!/usr/bin/env python3
"""Our UCI dialect against Fairy-Stockfish 11.1's (issue 30): the same commands sent to both engines give
the same answers. For every variant name both offer in UCI_Variant: the `go perft 2` divide lines and total
from the start, and, after three moves taken from Fairy-Stockfish's own divide list, the same FEN (its `d`
command's "Fen:" line; ours `d`) in its board, holdings and side (the other fields differ by design in some
games: our FEN extensions), and each engine's own FEN read back gives the same `go perft 1` total.

usage: compare_fsf.py VARIANT_BINARY [FAIRY_STOCKFISH]
"""
import re
import subprocess
import sys

FSF_DEFAULT = "/usr/games/fairy-stockfish"


def talk(command, lines, timeout=60):
    text = "\n".join(lines) + "\nquit\n"
    run = subprocess.run(command, input=text, capture_output=True, text=True, timeout=timeout)
    return run.stdout.splitlines()


def variants(command, first):
    for line in talk(command, [first]):
        if line.startswith("option name UCI_Variant"):
            return set(re.findall(r" var (\S+)", line))
    return set()


def divide(lines):
    moves = {}
    total = None
    for line in lines:
        m = re.fullmatch(r"([^\s:]+): (\d+)", line.strip())
        if m:
            moves[m.group(1)] = int(m.group(2))
        m = re.fullmatch(r"Nodes searched: (\d+)", line.strip())
        if m:
            total = int(m.group(1))
    return moves, total


def fen_of(lines, fsf):
    for line in lines:
        if fsf and line.startswith("Fen: "):
            return line[5:].strip()
        if not fsf and "/" in line and not line.startswith("info"):
            return line.strip()
    return None


def core(fen):
    """Board, holdings (as a sorted multiset: the engines list them in different orders; none = empty) and side."""
    fields = fen.split()
    board = fields[0]
    held = ""
    if board.endswith("]") and "[" in board:
        board, held = board[:-1].split("[", 1)
    return f"{board}[{''.join(sorted(held))}] {fields[1] if len(fields) > 1 else ''}"


def main():
    ours = [sys.argv[1], "engine"]
    fsf = [sys.argv[2] if len(sys.argv) > 2 else FSF_DEFAULT]
    shared = sorted(variants(ours, "uci") & variants(fsf, "uci"))
    failures = []
    for name in shared:
        head = ["uci", f"setoption name UCI_Variant value {name}", "position startpos"]
        theirs_div, theirs_total = divide(talk(fsf, head + ["go perft 2"]))
        our_div, our_total = divide(talk(ours, head + ["go perft 2"]))
        if theirs_total is None:
            continue  # Fairy-Stockfish has no perft for it here
        if our_total != theirs_total or our_div != theirs_div:
            failures.append(f"{name}: perft 2 {our_total} vs Fairy-Stockfish {theirs_total}")
            continue
        # three plies: the first root move, then each side's first legal move in Fairy-Stockfish's list
        played = []
        for _ in range(3):
            moves, _ = divide(talk(fsf, head[:2] + ["position startpos moves " + " ".join(played), "go perft 1"]))
            if not moves:
                break
            played.append(sorted(moves)[0])
        position = "position startpos moves " + " ".join(played)
        theirs_fen = fen_of(talk(fsf, head[:2] + [position, "d"]), True)
        our_fen = fen_of(talk(ours, head[:2] + [position, "d"]), False)
        if not theirs_fen or not our_fen or core(theirs_fen) != core(our_fen):
            failures.append(f"{name}: after {' '.join(played)}: FEN {our_fen} vs Fairy-Stockfish {theirs_fen}")
            continue
        # the FEN read back by each engine gives the same count
        _, t1 = divide(talk(fsf, head[:2] + [f"position fen {theirs_fen}", "go perft 1"]))
        _, o1 = divide(talk(ours, head[:2] + [f"position fen {our_fen}", "go perft 1"]))
        if t1 != o1:
            failures.append(f"{name}: perft 1 after the FEN round trip {o1} vs Fairy-Stockfish {t1}")
    for f in failures:
        print("FAIL", f)
    print(f"{len(shared) - len(failures)} of {len(shared)} shared variant names agree")
    return 1 if failures or not shared else 0


if __name__ == "__main__":
    sys.exit(main())
