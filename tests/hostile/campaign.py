#!/usr/bin/env python3
"""A bounded hostile-input campaign against the `variant` command (issue 19, item 6).

usage: campaign.py VARIANT_BINARY [--seed N] [--scale F]

Each input is fed to a fresh process under a time and memory limit; what is checked is only what must
hold for ANY input: the process exits (no signal, no hang), with a documented status, stdout and stderr
are valid UTF-8, every error headline is 'file:line:col: error: ...' or 'error: ...', and a position
reached by moves reads back from its own FEN with the same perft. The counts of each part are printed at
the end (the figures for the closing note). Runs in well under a minute at --scale 1.
"""
import argparse
import itertools
import os
import random
import re
import resource
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GAMES = ["chess", "shogi", "crazyhouse", "shako", "promochess"]
MEMORY_LIMIT = 2 << 30  # bytes of address space per process: the bound
failures = []


def limit_memory():
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


def run(binary, args, timeout=20, limit=True):
    """`limit`: under the memory limit; without it the process starts faster (no preexec_fn: vfork)."""
    try:
        p = subprocess.run([binary] + args, capture_output=True, timeout=timeout,
                           preexec_fn=limit_memory if limit else None)
    except subprocess.TimeoutExpired:
        return None
    return p


def check(what, p, statuses):
    """Records a failure unless the run ended with one of `statuses` and printed valid UTF-8 text."""
    if p is None:
        failures.append(f"{what}: timed out")
        return False
    if p.returncode not in statuses:
        failures.append(f"{what}: exit status {p.returncode}\n{p.stderr.decode(errors='replace')[:400]}")
        return False
    for name, data in (("stdout", p.stdout), ("stderr", p.stderr)):
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            failures.append(f"{what}: {name} is not valid UTF-8")
            return False
        if re.search(r"[\x00-\x08\x0b-\x1f\x7f]", text):
            failures.append(f"{what}: {name} holds a raw control character")
            return False
    return True


def mutate(text, rng):
    """One random edit of a text: a byte, a line or a token changed, the kind of slip a user makes."""
    lines = text.split("\n")
    kind = rng.randrange(7)
    if kind == 0 and text:  # delete a byte
        i = rng.randrange(len(text))
        return text[:i] + text[i + 1:]
    if kind == 1:  # insert a hostile byte or character
        i = rng.randrange(len(text) + 1)
        c = rng.choice(["\0", "\r", "\t", "\x1b", "é", "\u2028", "{", "[", "&a", "*a", ":", "'", '"', "#", "-", "~"])
        return text[:i] + c + text[i:]
    if kind == 2:  # duplicate a line
        i = rng.randrange(len(lines))
        return "\n".join(lines[:i + 1] + lines[i:])
    if kind == 3:  # drop a line
        i = rng.randrange(len(lines))
        return "\n".join(lines[:i] + lines[i + 1:])
    if kind == 4:  # swap two lines
        i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
        return "\n".join(lines)
    if kind == 5:  # change a number
        numbers = list(re.finditer(r"\d+", text))
        if numbers:
            m = rng.choice(numbers)
            return text[:m.start()] + str(rng.choice([0, -1, 99, 36, 37, 1 << 31, 10 ** 30])) + text[m.end():]
        return text
    tokens = list(re.finditer(r"[A-Za-z_]+", text))  # replace a word by another of the file
    if not tokens:
        return text
    m, other = rng.choice(tokens), rng.choice(tokens)
    return text[:m.start()] + other.group(0) + text[m.end():]


def ruleset_mutations(binary, rng, count, tmp):
    for n in range(count):
        game = rng.choice(GAMES)
        text = open(os.path.join(ROOT, "rulesets", game + ".yaml"), encoding="utf-8").read()
        for _ in range(rng.randint(1, 3)):
            text = mutate(text, rng)
        path = os.path.join(tmp, f"mutant-{n}.yaml")
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(text)
        p = run(binary, ["validate", path])
        if check(f"validate mutant {n} of {game}", p, {0, 1}) and p.returncode == 1:
            for line in p.stderr.decode().splitlines():
                if ": error: " in line and not re.match(r"^.*:\d+:\d+: error: |^.*: error: ", line):
                    failures.append(f"mutant {n}: malformed headline {line!r}")


def fen_of(binary, ruleset, moves, limit=True):
    p = run(binary, ["show", ruleset] + (["--moves"] + moves if moves else []), limit=limit)
    if not check(f"show {ruleset} {moves}", p, {0}):
        return None
    return next(line[5:] for line in p.stdout.decode().splitlines() if line.startswith("fen: "))


def random_games(binary, rng, games, plies):
    """Random games: after each move the position's FEN, read back, has the same moves (a round trip)."""
    played = 0
    for g in range(games):
        game = GAMES[g % len(GAMES)]
        ruleset = os.path.join(ROOT, "rulesets", game + ".yaml")
        moves = []
        for _ in range(plies):
            p = run(binary, ["moves", ruleset] + (["--moves"] + moves if moves else []))
            if not check(f"moves {game} {moves}", p, {0}):
                break
            legal = p.stdout.decode().split()
            if not legal:
                break
            moves.append(rng.choice(legal))
            played += 1
        fen = fen_of(binary, ruleset, moves)
        if fen is None:
            continue
        by_moves = run(binary, ["moves", ruleset] + (["--moves"] + moves if moves else []))
        by_fen = run(binary, ["moves", ruleset, "--fen", fen])
        if check(f"moves {game} --fen {fen}", by_fen, {0}) and by_moves and \
                sorted(by_moves.stdout.split()) != sorted(by_fen.stdout.split()):
            failures.append(f"{game}: the FEN {fen} of {' '.join(moves)} does not read back with the same moves")
        if fen_of(binary, ruleset, []) and fen != (run(binary, ["show", ruleset, "--fen", fen]).stdout.decode()
                                                   .split("fen: ")[-1].strip()):
            failures.append(f"{game}: FEN {fen} does not print back the same")
        yield game, moves, fen
    print(f"random games: {games} games, {played} plies, each position's FEN read back")


def divide_of(binary, ruleset, position):
    """`perft RULESET 2 --divide` of a position (["--fen", F] or ["--moves", ...]): {move: count}, or None."""
    p = run(binary, ["perft", ruleset, "2", "--divide"] + position, timeout=60, limit=False)
    if not check(f"perft {os.path.basename(ruleset)} 2 --divide {position}", p, {0}):
        return None
    lines = p.stdout.decode().splitlines()
    counts = {}
    for line in lines:
        if ": " in line and not line.startswith("Nodes searched"):
            move, n = line.rsplit(": ", 1)
            counts[move] = int(n)
    total = int(lines[-1].split(": ")[1])
    if sum(counts.values()) != total:
        failures.append(f"{ruleset} {position}: the divide lines add up to {sum(counts.values())}, not {total}")
    return counts


def perft_one(binary, ruleset, fen, move):
    p = run(binary, ["perft", ruleset, "1", "--fen", fen, "--moves", move], timeout=60, limit=False)
    if not check(f"perft {os.path.basename(ruleset)} 1 --fen {fen} --moves {move}", p, {0}):
        return None
    return int(p.stdout.decode().split("Nodes searched: ")[1])


def round_trips(binary, ruleset, seed, plies):
    """One random game of a ruleset. After each move: the FEN printed after the moves (--moves) reads back
    and prints the same FEN; the position read from it has the same moves and divide counts as the one
    reached by the moves (so the game-over state survives too); and one divide line, picked at random, is the
    count of `perft 1` after its move (issue 26). Passes are picked often, to reach janggi's pass states."""
    rng = random.Random(seed)
    name = os.path.basename(ruleset)
    moves = []
    for _ in range(plies + 1):
        by_moves = divide_of(binary, ruleset, ["--moves"] + moves if moves else [])
        fen = fen_of(binary, ruleset, moves, limit=False)
        if by_moves is None or fen is None:
            return
        p = run(binary, ["show", ruleset, "--fen", fen], limit=False)
        if not check(f"show {name} --fen {fen}", p, {0}):
            return
        again = next((line[5:] for line in p.stdout.decode().splitlines() if line.startswith("fen: ")), None)
        if again != fen:
            failures.append(f"{name}: the FEN {fen} (after {' '.join(moves)}) prints back as {again}")
        by_fen = divide_of(binary, ruleset, ["--fen", fen])
        if by_fen is None:
            return
        if set(by_fen) != set(by_moves):
            differ = sorted(set(by_fen) ^ set(by_moves))
            failures.append(f"{name}: the FEN {fen} of {' '.join(moves) or 'the setup'} reads back with other "
                            f"moves: {differ[:5]}")
        elif by_fen != by_moves:  # the same moves, other counts: a divide line on the wrong move (issue 26)
            differ = sorted(m for m in by_fen if by_fen[m] != by_moves[m])
            failures.append(f"{name}: perft 2 --divide differs between --fen '{fen}' and --moves "
                            f"{' '.join(moves)} on {differ[:5]}")
        if by_fen:
            move = rng.choice(sorted(by_fen))
            n = perft_one(binary, ruleset, fen, move)
            if n is not None and n != by_fen[move]:
                failures.append(f"{name}: --fen '{fen}': the divide line '{move}: {by_fen[move]}', but perft 1 "
                                f"after {move} counts {n}")
        if not by_moves:
            return  # the game is over
        choices = sorted(by_moves)
        moves.append("pass" if "pass" in choices and rng.random() < 0.5 else rng.choice(choices))


def every_ruleset(binary, seed, scale):
    """Every shipped ruleset, one random game each; a game whose commands are slow (tai shogi) gets fewer
    plies, so the whole stays near a minute on a busy 2-core machine."""
    rulesets = sorted(os.path.join(ROOT, "rulesets", f) for f in os.listdir(os.path.join(ROOT, "rulesets"))
                      if f.endswith(".yaml"))
    plies = max(1, int(3 * scale))

    def validate_time(ruleset):
        start = time.time()
        run(binary, ["validate", ruleset], limit=False)
        return time.time() - start

    baseline = validate_time(os.path.join(ROOT, "rulesets", "chess.yaml"))

    def one(i_ruleset):
        i, ruleset = i_ruleset
        # Compiling it costs more than the budget allows per ply (tai shogi: some 50 times chess).
        slow = validate_time(ruleset) > max(0.3, 10 * baseline)
        round_trips(binary, ruleset, seed * 1000 + i, 1 if slow else plies)

    with ThreadPoolExecutor(max_workers=2) as pool:
        list(pool.map(one, enumerate(rulesets)))
    print(f"every ruleset: {len(rulesets)} rulesets, a game of up to {plies} plies each, every position's FEN "
          f"read back, divide lines checked against perft 1")


def fen_and_move_mutations(binary, rng, count, positions):
    for n in range(count):
        game, moves, fen = rng.choice(positions)
        ruleset = os.path.join(ROOT, "rulesets", game + ".yaml")
        if rng.random() < 0.5:
            args = ["perft", ruleset, "1", "--fen", mutate(fen, rng)]
        else:
            bad = list(moves) or ["e2e4"]
            i = rng.randrange(len(bad))
            bad[i] = mutate(bad[i], rng) or "x"
            args = ["perft", ruleset, "1", "--moves"] + bad
        args = [x.replace("\0", "") for x in args]  # an argument cannot hold a NUL
        check(f"mutated position {n}: {args[3:]}", run(binary, args), {0, 1, 2})


def thread_counts(binary, positions):
    for game, moves, fen in positions:
        ruleset = os.path.join(ROOT, "rulesets", game + ".yaml")
        counts = set()
        for threads in (1, 2, 3, 8):
            p = run(binary, ["perft", ruleset, "2", "--fen", fen, "--threads", str(threads)])
            if check(f"perft {game} threads {threads}", p, {0}):
                counts.add(p.stdout.decode().strip().splitlines()[-1])
        if len(counts) > 1:
            failures.append(f"{game} {fen}: perft differs by thread count: {counts}")


def memory_cases(binary, tmp):
    """The issue's memory case, and a ruleset of as many distinct move sets that must be refused, both
    under the 2 GB limit: a located message, never an abort."""
    maker = os.path.join(ROOT, "tests", "hostile", "make_many_types.py")
    many = os.path.join(tmp, "many.yaml")
    with open(many, "w") as f:
        subprocess.run([sys.executable, maker], stdout=f, check=True)
    start = time.time()
    check("1,022 types on 36x36", run(binary, ["validate", many], timeout=60), {0})
    print(f"memory: 1,022 types alike on 36x36 validated under 2 GB in {time.time() - start:.1f}s")
    # The same moves written in 600 different orders: 600 distinct move sets, past the budget.
    parts = ["Q", "NN", "CC", "ZZ", "AA", "DD", "GG", "HH"]
    distinct = os.path.join(tmp, "distinct.yaml")
    text = open(many).read()
    orders = itertools.permutations(parts)
    text = re.sub(r"betza: QNNCCZZAADDGGHH", lambda m: "betza: " + "".join(next(orders)), text, count=600)
    with open(distinct, "w") as f:
        f.write(text)
    start = time.time()
    p = run(binary, ["validate", distinct], timeout=60)
    if check("600 distinct move sets", p, {1}) and b"the move tables of" not in p.stderr:
        failures.append("600 distinct move sets: no message naming the move tables' cost")
    print(f"memory: 600 distinct move sets refused with a located message in {time.time() - start:.1f}s")
    # Under 400 MB the allocation fails before the budget is reached: still a message, never an abort.
    def small_limit():
        resource.setrlimit(resource.RLIMIT_AS, (400 << 20, 400 << 20))
    try:
        p = subprocess.run([binary, "validate", distinct], capture_output=True, timeout=60, preexec_fn=small_limit)
    except subprocess.TimeoutExpired:
        p = None
    if check("600 distinct move sets under 400 MB", p, {1}) and b"memory" not in p.stderr:
        failures.append("600 distinct move sets under 400 MB: no message about memory")
    print("memory: an allocation failure under a 400 MB limit is reported, not an abort")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--seed", type=int, default=19)
    parser.add_argument("--scale", type=float, default=1.0)
    a = parser.parse_args()
    rng = random.Random(a.seed)
    start = time.time()
    with tempfile.TemporaryDirectory() as tmp:
        n = int(300 * a.scale)
        ruleset_mutations(a.binary, rng, n, tmp)
        print(f"ruleset mutations: {n}")
        positions = list(random_games(a.binary, rng, max(5, int(10 * a.scale)), 30))
        m = int(300 * a.scale)
        fen_and_move_mutations(a.binary, rng, m, positions)
        print(f"FEN and move mutations: {m}")
        thread_counts(a.binary, positions[:5])
        print(f"thread counts 1, 2, 3, 8 on {min(5, len(positions))} positions")
        memory_cases(a.binary, tmp)
    every_ruleset(a.binary, a.seed, a.scale)
    print(f"{len(failures)} failures in {time.time() - start:.1f}s (seed {a.seed})")
    for f in failures[:20]:
        print("FAIL", f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
