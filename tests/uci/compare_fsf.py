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
from concurrent.futures import ThreadPoolExecutor

FSF_DEFAULT = "/usr/games/fairy-stockfish"


def talk(command, lines, timeout=60):
    text = "\n".join(lines) + "\nquit\n"
    run = subprocess.run(command, input=text, capture_output=True, text=True, timeout=timeout)
    return run.stdout.splitlines()


class Session:
    """One engine process, asked one command at a time (each answer read up to a line that ends it)."""

    def __init__(self, command, variant):
        self.proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.ask(["uci"], lambda line: line == "uciok")
        self.ask([f"setoption name UCI_Variant value {variant}", "isready"], lambda line: line == "readyok")

    def ask(self, lines, last):
        for line in lines:
            self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        out = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                return out
            out.append(line.rstrip("\n"))
            if last(out[-1]):
                return out

    def perft(self, position, depth):
        return divide(self.ask([position, f"go perft {depth}"], lambda line: line.startswith("Nodes searched")))

    def fen(self, position, fsf):
        out = self.ask([position, "d", "isready"], lambda line: line == "readyok")
        return fen_of(out, fsf)

    def close(self):
        self.proc.stdin.write("quit\n")
        self.proc.stdin.close()
        self.proc.wait(10)


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


def compare(name, ours_cmd, fsf_cmd):
    """The failures for one variant name (a list of lines)."""
    fsf, ours = Session(fsf_cmd, name), Session(ours_cmd, name)
    try:
        theirs_div, theirs_total = fsf.perft("position startpos", 2)
        our_div, our_total = ours.perft("position startpos", 2)
        if our_total != theirs_total or our_div != theirs_div:
            return [f"{name}: perft 2 {our_total} vs Fairy-Stockfish {theirs_total}"]
        # three plies: each time the first move of Fairy-Stockfish's own list
        played = []
        for _ in range(3):
            moves, _ = fsf.perft("position startpos moves " + " ".join(played), 1)
            if not moves:
                break
            played.append(sorted(moves)[0])
        position = "position startpos moves " + " ".join(played)
        theirs_fen, our_fen = fsf.fen(position, True), ours.fen(position, False)
        if not theirs_fen or not our_fen or core(theirs_fen) != core(our_fen):
            return [f"{name}: after {' '.join(played)}: FEN {our_fen} vs Fairy-Stockfish {theirs_fen}"]
        # each engine's own FEN read back gives the same count
        _, t1 = fsf.perft(f"position fen {theirs_fen}", 1)
        _, o1 = ours.perft(f"position fen {our_fen}", 1)
        if t1 != o1:
            return [f"{name}: perft 1 after the FEN round trip {o1} vs Fairy-Stockfish {t1}"]
        return []
    finally:
        fsf.close()
        ours.close()


def main():
    ours = [sys.argv[1], "engine"]
    fsf = [sys.argv[2] if len(sys.argv) > 2 else FSF_DEFAULT]
    shared = sorted(variants(ours, "uci") & variants(fsf, "uci"))
    with ThreadPoolExecutor(max_workers=2) as pool:
        failures = [f for lines in pool.map(lambda n: compare(n, ours, fsf), shared) for f in lines]
    for f in failures:
        print("FAIL", f)
    print(f"{len(shared) - len(failures)} of {len(shared)} shared variant names agree")
    return 1 if failures or not shared else 0


if __name__ == "__main__":
    sys.exit(main())
