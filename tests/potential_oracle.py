#!/usr/bin/env python3
"""A second, deliberately simple implementation of Potential Chess, written apart from the engine's C++
(it shares no code and no tables with it), to derive perft counts independently.

Rules as docs/games/potential-chess.md states them: every man is a set of the types K Q R B N P it may still
be; a move is legal for a man if some type of its set could make it, and narrows the set to those types.
After the move the mover's attacked potential kings lose K; the mover's army must then still be assignable
(brute force: backtracking over the men, each to a type of its set, within the army's counts: 1 K, 1 Q,
2 R, 1 light and 1 dark B, 2 N, 8 P, less the men taken; a man that may be a B only as a bishop of its
square's colour; a promoted man only as a P). A taken man is declared by its owner as any non-king type of
its set (a promoted one as P). Afterwards every man of both armies loses the types no full assignment
gives it. Castling from e1/e8 with a1/h1 (a8/h8), promotion either as a pawn (to the set QRBN) or as a
non-pawn, e.p. of a man that may be a pawn and just made a two-square pawn step.

usage: potential_oracle.py perft DEPTH [MOVE ...]     the count from the start after the moves
       potential_oracle.py moves [MOVE ...]           the legal moves, one per line
       potential_oracle.py check FILE [MAX]           each line "depth<TAB>count<TAB>moves<TAB>source": compare,
                                                      exit 1 if any differs (lines whose source says "slow", and
                                                      with MAX those counting more than MAX nodes: skipped)
Moves are written as the engine writes them (d2d4>QRP, h2c7>QB(q), e7e8>P=!KP, e1g1>K).
"""
import sys

TYPES = "KQRBNP"
ARMY = {"K": 1, "Q": 1, "R": 2, "Bl": 1, "Bd": 1, "N": 2, "P": 8}
ALL = frozenset(TYPES)
PROMOTED = frozenset("QRBN")


def sq(f, r):
    return f + 8 * r


def name(s):
    return "abcdefgh"[s % 8] + str(s // 8 + 1)


def parse_sq(t):
    return sq("abcdefgh".index(t[0]), int(t[1]) - 1)


def light(s):
    return (s % 8 + s // 8) % 2 == 1


class Man:
    __slots__ = ("colour", "types", "unmoved", "promoted")

    def __init__(self, colour, types, unmoved=True, promoted=False):
        self.colour, self.types, self.unmoved, self.promoted = colour, frozenset(types), unmoved, promoted

    def but(self, **kw):
        m = Man(self.colour, self.types, self.unmoved, self.promoted)
        for k, v in kw.items():
            setattr(m, k, frozenset(v) if k == "types" else v)
        return m


class State:
    def __init__(self):
        self.board = {}
        for f in range(8):
            for r in (0, 1):
                self.board[sq(f, r)] = Man(0, ALL)
            for r in (6, 7):
                self.board[sq(f, r)] = Man(1, ALL)
        self.side = 0
        self.rights = {(0, "K"), (0, "Q"), (1, "K"), (1, "Q")}
        self.ep = None  # (square passed, victim square)
        self.taken = {0: [], 1: []}  # slot names

    def copy(self):
        s = State.__new__(State)
        s.board = dict(self.board)
        s.side, s.rights, s.ep = self.side, set(self.rights), self.ep
        s.taken = {0: list(self.taken[0]), 1: list(self.taken[1])}
        return s


def on(f, r):
    return 0 <= f < 8 and 0 <= r < 8


KING = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy]
KNIGHT = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]
ROOK = [(1, 0), (-1, 0), (0, 1), (0, -1)]
BISHOP = [(1, 1), (1, -1), (-1, 1), (-1, -1)]


def targets(st, s, t, man):
    """(destination, kind) pairs of a man of type t on s: kind 'move', 'take' or 'ep'."""
    f, r = s % 8, s // 8
    out = []
    fwd = 1 if man.colour == 0 else -1
    if t == "P":
        if on(f, r + fwd) and sq(f, r + fwd) not in st.board:
            out.append((sq(f, r + fwd), "move"))
            if man.unmoved and on(f, r + 2 * fwd) and sq(f, r + 2 * fwd) not in st.board:
                out.append((sq(f, r + 2 * fwd), "move"))
        for dx in (-1, 1):
            if not on(f + dx, r + fwd):
                continue
            d = sq(f + dx, r + fwd)
            x = st.board.get(d)
            if x is not None and x.colour != man.colour:
                out.append((d, "take"))
            if x is None and st.ep is not None and st.ep[0] == d:
                out.append((d, "ep"))
        return out
    if t in "KN":
        for dx, dy in (KING if t == "K" else KNIGHT):
            if on(f + dx, r + dy):
                d = sq(f + dx, r + dy)
                x = st.board.get(d)
                if x is None:
                    out.append((d, "move"))
                elif x.colour != man.colour:
                    out.append((d, "take"))
        return out
    dirs = {"Q": ROOK + BISHOP, "R": ROOK, "B": BISHOP}[t]
    for dx, dy in dirs:
        g, h = f + dx, r + dy
        while on(g, h):
            d = sq(g, h)
            x = st.board.get(d)
            if x is None:
                out.append((d, "move"))
            else:
                if x.colour != man.colour:
                    out.append((d, "take"))
                break
            g, h = g + dx, h + dy
    return out


def attacked(st, s, by):
    """Whether some man of `by` could capture on s as one of the types of its set."""
    tf, tr = s % 8, s // 8
    for a, man in st.board.items():
        if man.colour != by:
            continue
        dx, dy = tf - a % 8, tr - a // 8
        for t in man.types:
            if t == "P":
                hit = dy == (1 if by == 0 else -1) and abs(dx) == 1
            elif t == "K":
                hit = max(abs(dx), abs(dy)) == 1
            elif t == "N":
                hit = {abs(dx), abs(dy)} == {1, 2}
            else:
                straight, diagonal = (dx == 0) != (dy == 0), abs(dx) == abs(dy) != 0
                hit = (straight and t in "QR") or (diagonal and t in "QB")
                if hit:  # the squares between must be empty
                    sx, sy = (dx > 0) - (dx < 0), (dy > 0) - (dy < 0)
                    f, r = a % 8 + sx, a // 8 + sy
                    while (f, r) != (tf, tr):
                        if sq(f, r) in st.board:
                            hit = False
                            break
                        f, r = f + sx, r + sy
            if hit:
                return True
    return False


def slots_of(man, s, t):
    if man.promoted:
        return "P"
    if t == "B":
        return "Bl" if light(s) else "Bd"
    return t


def assignable(st, colour, fixed=None):
    """Backtracking: can every man of `colour` get a type of its set within the army? `fixed` = (square, type)."""
    free = dict(ARMY)
    for slot in st.taken[colour]:
        free[slot] -= 1
        if free[slot] < 0:
            return False
    men = []
    for s, man in st.board.items():
        if man.colour != colour:
            continue
        if man.promoted:
            opts = ["P"]
        elif fixed is not None and fixed[0] == s:
            opts = [slots_of(man, s, fixed[1])]
        else:
            opts = sorted({slots_of(man, s, t) for t in man.types})
        men.append(opts)
    men.sort(key=len)
    if sum(free.values()) != len(men) or any(v < 0 for v in free.values()):
        return False

    def place(i):
        if i == len(men):
            return True
        for o in men[i]:
            if free[o] > 0:
                free[o] -= 1
                if place(i + 1):
                    free[o] += 1
                    return True
                free[o] += 1
        return False

    return place(0)


def narrow_all(st, colour):
    for s, man in list(st.board.items()):
        if man.colour != colour or man.promoted:
            continue
        keep = {t for t in man.types if assignable(st, colour, (s, t))}
        if keep != set(man.types):
            st.board[s] = man.but(types=keep)


def settext(types, colour):
    types = set(types)
    listed = "".join(t for t in TYPES if t in types)
    but = "!" + "".join(t for t in TYPES if t not in types)
    text = "X" if types == set(TYPES) else (but if len(but) < len(listed) else listed)
    return text.lower() if colour else text


def after(st, frm, to, types, promote=False, taken_at=None, declared=None, castle=None, full=True):
    """The state after a move, or None if the mover's army no longer fits. Not `full`: only whether it fits
    (the state is then not narrowed, enough for counting the last ply)."""
    n = st.copy()
    us, them = st.side, 1 - st.side
    man = n.board.pop(frm)
    victim = None
    if taken_at is not None:
        victim = n.board.pop(taken_at)
    if castle is not None:
        rook_from, rook_to = castle
        rook = n.board.pop(rook_from)
        n.board[rook_to] = rook.but(types="R", unmoved=False)
    n.board[to] = man.but(types=("QRBN" if promote else types), unmoved=False, promoted=man.promoted or promote)
    for s, m in list(n.board.items()):
        if m.colour == us and "K" in m.types and attacked(n, s, them):
            n.board[s] = m.but(types=m.types - {"K"})
    if not assignable(n, us):
        return None
    if not full:
        return n
    if victim is not None:
        n.taken[them].append("P" if victim.promoted else slots_of(victim, taken_at, declared))
    narrow_all(n, us)
    if victim is not None:
        narrow_all(n, them)
    n.ep = None
    moved = n.board[to]
    if victim is None and castle is None and "P" in moved.types and frm % 8 == to % 8 and abs(to - frm) == 16:
        n.ep = ((frm + to) // 2, to)
    home = {0: {sq(4, 0): "KQ", sq(0, 0): "Q", sq(7, 0): "K"}, 1: {sq(4, 7): "KQ", sq(0, 7): "Q", sq(7, 7): "K"}}
    for c in (0, 1):
        for s, sides in home[c].items():
            if s in (frm, to):
                for side in sides:
                    n.rights.discard((c, side))
    n.side = them
    return n


def legal(st, full=True):
    """[(text, state after)] of every legal move."""
    us = st.side
    out = []
    last = 7 if us == 0 else 0
    for frm, man in sorted(st.board.items()):
        if man.colour != us:
            continue
        reach = {}
        for t in man.types:
            for d, kind in targets(st, frm, t, man):
                reach.setdefault((d, kind), set()).add(t)
        for (to, kind), types in sorted(reach.items()):
            base = name(frm) + name(to) + ">"
            if kind == "ep":
                victim_sq = st.ep[1]
                n = after(st, frm, to, "P", taken_at=victim_sq, declared="P", full=full)
                if n:
                    out.append((base + settext("P", us) + "(" + ("p" if us == 0 else "P") + ")", n))
                continue
            options = []  # (text of the set, types, promote)
            if "P" in types and to // 8 == last:
                options.append((settext("P", us) + "=" + settext(PROMOTED, us), PROMOTED, True))
                if types - {"P"}:
                    options.append((settext(types - {"P"}, us), types - {"P"}, False))
            else:
                options.append((settext(types, us), types, False))
            for text, ts, promote in options:
                if kind == "move":
                    n = after(st, frm, to, ts, promote, full=full)
                    if n:
                        out.append((base + text, n))
                    continue
                victim = st.board[to]
                decls = ["P"] if victim.promoted else [t for t in TYPES if t in victim.types and t != "K"]
                for d in decls:
                    n = after(st, frm, to, ts, promote, taken_at=to, declared=d, full=full)
                    if n:
                        out.append((base + text + "(" + (d.lower() if us == 0 else d) + ")", n))
    out += castlings(st, full)
    return out


def castlings(st, full=True):
    us = st.side
    r = 0 if us == 0 else 7
    k = sq(4, r)
    out = []
    km = st.board.get(k)
    if km is None or km.colour != us or not km.unmoved or "K" not in km.types:
        return out
    for side, rook_f, king_to_f, rook_to_f in (("K", 7, 6, 5), ("Q", 0, 2, 3)):
        if (us, side) not in st.rights:
            continue
        rm = st.board.get(sq(rook_f, r))
        if rm is None or rm.colour != us or not rm.unmoved or "R" not in rm.types:
            continue
        lo, hi = min(4, rook_f), max(4, rook_f)
        if any(sq(f, r) in st.board for f in range(lo + 1, hi)):
            continue
        step = 1 if king_to_f > 4 else -1
        if any(attacked(st, sq(f, r), 1 - us) for f in range(4, king_to_f + step, step)):
            continue
        n = after(st, k, sq(king_to_f, r), "K", castle=(sq(rook_f, r), sq(rook_to_f, r)), full=full)
        if n:
            out.append((name(k) + name(sq(king_to_f, r)) + ">" + settext("K", us), n))
    return out


def perft(st, depth):
    moves = legal(st, full=depth > 1)
    if depth == 1:
        return len(moves)
    return sum(perft(n, depth - 1) for _, n in moves)


def play(moves):
    st = State()
    for text in moves:
        found = dict(legal(st))
        if text not in found:
            sys.exit(f"illegal move {text}; legal: {' '.join(sorted(found))}")
        st = found[text]
    return st


def main(argv):
    if len(argv) >= 2 and argv[0] == "perft":
        print(perft(play(argv[2:]), int(argv[1])))
    elif argv and argv[0] == "moves":
        for text, _ in legal(play(argv[1:])):
            print(text)
    elif len(argv) in (2, 3) and argv[0] == "check":
        bad = skipped = 0
        most = int(argv[2]) if len(argv) == 3 else None
        for line in open(argv[1]):
            if line.startswith("#") or not line.strip():
                continue
            depth, want, moves, source = line.rstrip("\n").split("\t")
            if "slow" in source or (most is not None and int(want) > most):
                skipped += 1
                continue
            depth, want, moves = int(depth), int(want), moves.split()
            got = perft(play(moves), depth)
            status = "ok" if got == want else "DIFFERS"
            bad += got != want
            print(f"{status}: depth {depth} after {' '.join(moves) or 'the start'}: {got} (file: {want})")
        print(f"{skipped} lines skipped (slow, or over the node limit)")
        return 1 if bad else 0
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
