#!/usr/bin/env python3
"""A second, deliberately simple implementation of Hostage Chess, SC-chess and Power Mover, written apart
from the C++ engine (it shares no code or tables with it), to check the engine's perft counts.

Rules (docs/games/hostage-chess.md, sc-chess.md, power-mover.md):
- Hostage Chess: chess; a captured man goes to the captor's prison (it stays the enemy's man, as its base
  type); a turn is a move, a drop from the own airfield (no pawn on rank 1 or 8), or an exchange: give a
  prisoner G, rescue an own man M from the enemy prison with value(G) >= value(M) (P1 N2 B2 R3 Q4), G going
  to the enemy airfield and M dropped at once where a drop of M may land. A pawn reaching the last rank must
  promote to an own Q, R, B or N held in the enemy prison, the pawn going there in its place; with none
  there it may not go to the last rank and attacks nothing there. A pawn on its second rank may step two. A
  rook dropped on its corner regains the castling right while the king has not moved.
- SC-chess: also self-capture (any capturing move, not e.p., of an own non-king man, which goes to its
  owner's airfield), and the automatic exchange: after a capture (or a promotion putting the pawn in the
  enemy prison), if both prisons hold a man of the type that just entered, one of each goes to its owner's
  airfield.
- Power Mover: after every move, a rook / bishop / knight on the board is powered (Empress RN / B+ Q /
  Princess BN) iff its owner's airfield holds a man of its type.
Legality: the move is fully resolved, then the mover's king must not be attacked.

Positions are FENs as the engine writes them: board with +R +B +N for powered men, then
[prison:...|airfield:...] where a letter's case is the reserve's owner (white's prison holds black men
written in upper case), then side, castling, e.p.

usage: hostage_family.py VARIANT FEN DEPTH [--divide]
       hostage_family.py --check FILE.tsv [--max-depth N]   (re-derive the counts of a perft suite)
"""
import sys

VALUE = {'P': 1, 'N': 2, 'B': 2, 'R': 3, 'Q': 4}
PROMOTE_TO = 'QRBN'
KNIGHT = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]
DIAG = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
ORTHO = [(1, 0), (-1, 0), (0, 1), (0, -1)]
FILES = 'abcdefgh'


def sq(f, r):
    return r * 8 + f


def name(s):
    return FILES[s % 8] + str(s // 8 + 1)


class Rules:
    def __init__(self, variant):
        if variant not in ('hostage-chess', 'sc-chess', 'power-mover'):
            raise SystemExit('unknown variant ' + variant)
        self.self_capture = variant != 'hostage-chess'
        self.auto_exchange = variant != 'hostage-chess'
        self.power = variant == 'power-mover'


class State:
    """board[s] = None or (colour, kind, powered); colour 0 white, 1 black; kind in KQRBNP."""

    def __init__(self):
        self.board = [None] * 64
        self.prison = [dict(), dict()]    # prison[c][kind]: enemy men held by c
        self.airfield = [dict(), dict()]  # airfield[c][kind]: own men of c
        self.side = 0
        self.rights = set()               # 'K', 'Q', 'k', 'q'
        self.ep = None
        self.king_moved = [True, True]

    def copy(self):
        n = State()
        n.board = self.board[:]
        n.prison = [dict(self.prison[0]), dict(self.prison[1])]
        n.airfield = [dict(self.airfield[0]), dict(self.airfield[1])]
        n.side = self.side
        n.rights = set(self.rights)
        n.ep = self.ep
        n.king_moved = self.king_moved[:]
        return n


def add(reserve, kind, n):
    reserve[kind] = reserve.get(kind, 0) + n
    if reserve[kind] == 0:
        del reserve[kind]


def parse_fen(fen):
    st = State()
    board_part, rest = fen.split(' ', 1) if ' ' in fen else (fen, '')
    reserves = ''
    if '[' in board_part:
        board_part, reserves = board_part.split('[', 1)
        reserves = reserves.rstrip(']')
    rank, file, powered = 7, 0, False
    for ch in board_part:
        if ch == '/':
            rank, file = rank - 1, 0
        elif ch.isdigit():
            file += int(ch)
        elif ch == '+':
            powered = True
        else:
            st.board[sq(file, rank)] = (0 if ch.isupper() else 1, ch.upper(), powered)
            file, powered = file + 1, False
    for section in filter(None, reserves.split('|')):
        label, men = section.split(':')
        target = st.prison if label == 'prison' else st.airfield
        for ch in men:
            add(target[0 if ch.isupper() else 1], ch.upper(), 1)
    fields = rest.split()
    st.side = 1 if fields and fields[0] == 'b' else 0
    if len(fields) > 1 and fields[1] != '-':
        st.rights = set(fields[1])
    if len(fields) > 2 and fields[2] != '-':
        st.ep = sq(FILES.index(fields[2][0]), int(fields[2][1]) - 1)
    st.king_moved = [st.board[sq(4, 0)] != (0, 'K', False), st.board[sq(4, 7)] != (1, 'K', False)]
    return st


def live(st, colour):
    """Has `colour` an own Q, R, B or N in the enemy prison to promote to?"""
    return any(st.prison[1 - colour].get(k, 0) > 0 for k in PROMOTE_TO)


def move_kinds(man):
    """(leaps, slides) of a non-pawn man."""
    colour, kind, powered = man
    if kind == 'K':
        return DIAG + ORTHO, []
    if kind == 'Q' or (kind == 'B' and powered):
        return [], DIAG + ORTHO
    if kind == 'R':
        return (KNIGHT if powered else []), ORTHO
    if kind == 'B':
        return [], DIAG
    if kind == 'N':
        return KNIGHT, (DIAG if powered else [])
    raise ValueError(kind)


def step(s, d):
    f, r = s % 8 + d[0], s // 8 + d[1]
    return sq(f, r) if 0 <= f < 8 and 0 <= r < 8 else None


def reaches(man, diagonal, distance):
    """Does a man met first along a line from the target attack it along that line?"""
    colour, kind, powered = man
    if kind == 'K':
        return distance == 1
    if kind == 'Q':
        return True
    if kind == 'B':
        return diagonal or powered      # B+ moves as a queen
    if kind == 'R':
        return not diagonal             # an Empress adds knight leaps only
    if kind == 'N':
        return diagonal and powered     # a Princess slides as a bishop
    return False                        # pawns: below


def attacked(st, target, by):
    """Is square `target` attacked by a man of colour `by`? (Looked up backwards from the square.)"""
    board = st.board
    for d in KNIGHT:
        s = step(target, d)
        man = board[s] if s is not None else None
        if man and man[0] == by and (man[1] == 'N' or (man[1] == 'R' and man[2])):
            return True
    for d in DIAG + ORTHO:
        s, distance = step(target, d), 1
        while s is not None:
            man = board[s]
            if man:
                if man[0] == by and reaches(man, d in DIAG, distance):
                    return True
                break
            s, distance = step(s, d), distance + 1
    # A pawn attacks diagonally forward, and a dead pawn nothing on its last rank.
    forward = 1 if by == 0 else -1
    last = 7 if by == 0 else 0
    for df in (-1, 1):
        s = step(target, (df, -forward))
        if s is not None and board[s] and board[s][0] == by and board[s][1] == 'P':
            if target // 8 != last or live(st, by):
                return True
    return False


def king_square(st, colour):
    for s in range(64):
        if st.board[s] == (colour, 'K', False):
            return s
    return None


# Moves: ('move', from, to, promo or None), ('ep', from, to), ('castle', from, to, rook_from, rook_to),
# ('drop', kind, to), ('exchange', given, rescued, to)

def may_land(kind, s):
    return not (kind == 'P' and s // 8 in (0, 7))


def pseudo_moves(st, rules):
    us = st.side
    out = []
    last = 7 if us == 0 else 0
    fwd = 1 if us == 0 else -1

    def board_move(f, t, is_pawn):
        if is_pawn and t // 8 == last:
            for k in PROMOTE_TO:
                if st.prison[1 - us].get(k, 0) > 0:
                    out.append(('move', f, t, k))
        else:
            out.append(('move', f, t, None))

    def takeable(t):
        x = st.board[t]
        if x[0] != us:
            return True
        return rules.self_capture and x[1] != 'K'

    for s in range(64):
        man = st.board[s]
        if not man or man[0] != us:
            continue
        kind = man[1]
        if kind == 'P':
            t = step(s, (0, fwd))
            if t is not None and not st.board[t]:
                board_move(s, t, True)
                second = 1 if us == 0 else 6
                t2 = step(t, (0, fwd))
                if s // 8 == second and not st.board[t2]:
                    out.append(('move', s, t2, None))
            for df in (-1, 1):
                t = step(s, (df, fwd))
                if t is None:
                    continue
                if st.board[t] and takeable(t):
                    board_move(s, t, True)
                elif not st.board[t] and t == st.ep:
                    out.append(('ep', s, t))
            continue
        leaps, slides = move_kinds(man)
        targets = set()
        for d in leaps:
            t = step(s, d)
            if t is not None:
                targets.add(t)
        for d in slides:
            t = step(s, d)
            while t is not None:
                targets.add(t)
                if st.board[t]:
                    break
                t = step(t, d)
        for t in sorted(targets):
            if not st.board[t] or takeable(t):
                out.append(('move', s, t, None))
    # Castling: king on e1/e8 with the right, rook on its corner, empty between, not through check.
    rank = 0 if us == 0 else 7
    k = sq(4, rank)
    if st.board[k] == (us, 'K', False):
        for right, rook_f, king_to, rook_to, between in (('K', 7, 6, 5, (5, 6)), ('Q', 0, 2, 3, (1, 2, 3))):
            if (right if us == 0 else right.lower()) not in st.rights:
                continue
            rk = st.board[sq(rook_f, rank)]
            if not rk or rk[0] != us or rk[1] != 'R':
                continue
            if any(st.board[sq(f, rank)] for f in between):
                continue
            path = (4, 5, 6) if right == 'K' else (4, 3, 2)
            if any(attacked(st, sq(f, rank), 1 - us) for f in path):
                continue
            out.append(('castle', k, sq(king_to, rank), sq(rook_f, rank), sq(rook_to, rank)))
    # Drops from the own airfield.
    for kind in sorted(st.airfield[us]):
        for s in range(64):
            if not st.board[s] and may_land(kind, s):
                out.append(('drop', kind, s))
    # Exchanges.
    for rescued in sorted(st.prison[1 - us]):
        for given in sorted(st.prison[us]):
            if VALUE[given] < VALUE[rescued]:
                continue
            for s in range(64):
                if not st.board[s] and may_land(rescued, s):
                    out.append(('exchange', given, rescued, s))
    return out


def set_powers(st):
    for s in range(64):
        man = st.board[s]
        if man and man[1] in 'RBN':
            st.board[s] = (man[0], man[1], st.airfield[man[0]].get(man[1], 0) > 0)


def auto_exchange(st, us, kind):
    if st.prison[us].get(kind, 0) > 0 and st.prison[1 - us].get(kind, 0) > 0:
        add(st.prison[us], kind, -1)
        add(st.airfield[1 - us], kind, 1)
        add(st.prison[1 - us], kind, -1)
        add(st.airfield[us], kind, 1)


def corner_rights(st, us, s):
    """A rook dropped on its corner regains its right while the king has not moved."""
    rank = 0 if us == 0 else 7
    if st.king_moved[us] or st.board[s] != (us, 'R', st.board[s][2]) or s // 8 != rank:
        return
    if s % 8 == 7:
        st.rights.add('K' if us == 0 else 'k')
    if s % 8 == 0:
        st.rights.add('Q' if us == 0 else 'q')


def lose_rights(st, s):
    for corner, right in ((sq(0, 0), 'Q'), (sq(7, 0), 'K'), (sq(0, 7), 'q'), (sq(7, 7), 'k')):
        if s == corner:
            st.rights.discard(right)
    if s == sq(4, 0):
        st.rights -= {'K', 'Q'}
    if s == sq(4, 7):
        st.rights -= {'k', 'q'}


def play(st, m, rules):
    us = st.side
    n = st.copy()
    n.ep = None
    entered = []  # types that entered a prison (for the automatic exchange)
    if m[0] in ('move', 'ep'):
        f, t = m[1], m[2]
        man = n.board[f]
        victim_sq = t if m[0] == 'move' else t - (8 if us == 0 else -8)
        victim = n.board[victim_sq]
        n.board[victim_sq] = None
        if victim:
            if victim[0] != us:
                add(n.prison[us], victim[1], 1)
                entered.append(victim[1])
            else:
                add(n.airfield[us], victim[1], 1)
        n.board[f] = None
        if m[0] == 'move' and m[3]:
            add(n.prison[1 - us], m[3], -1)
            add(n.prison[1 - us], 'P', 1)
            n.board[t] = (us, m[3], False)
            entered.append('P')
        else:
            n.board[t] = man
        if man[1] == 'K':
            n.king_moved[us] = True
        if man[1] == 'P' and abs(t - f) == 16:
            n.ep = (f + t) // 2
        lose_rights(n, f)
        lose_rights(n, t)
    elif m[0] == 'castle':
        k, kt, rf, rt = m[1], m[2], m[3], m[4]
        n.board[kt], n.board[rt] = n.board[k], n.board[rf]
        n.board[k] = n.board[rf] = None
        n.king_moved[us] = True
        lose_rights(n, k)
    elif m[0] == 'drop':
        add(n.airfield[us], m[1], -1)
        n.board[m[2]] = (us, m[1], False)
        corner_rights(n, us, m[2])
    else:
        given, rescued, s = m[1], m[2], m[3]
        add(n.prison[us], given, -1)
        add(n.airfield[1 - us], given, 1)
        add(n.prison[1 - us], rescued, -1)
        n.board[s] = (us, rescued, False)
        corner_rights(n, us, s)
    if rules.auto_exchange:
        for kind in entered:
            auto_exchange(n, us, kind)
    if rules.power:
        set_powers(n)
    n.side = 1 - us
    return n


def legal_moves(st, rules):
    out = []
    for m in pseudo_moves(st, rules):
        n = play(st, m, rules)
        k = king_square(n, st.side)
        if k is None or not attacked(n, k, 1 - st.side):
            out.append((m, n))
    return out


def move_text(m):
    if m[0] == 'move':
        return name(m[1]) + name(m[2]) + (m[3].lower() if m[3] else '')
    if m[0] in ('ep', 'castle'):
        return name(m[1]) + name(m[2])
    if m[0] == 'drop':
        return m[1] + '@' + name(m[2])
    return m[1] + '-' + m[2] + '@' + name(m[3])


def perft(st, rules, depth):
    if depth == 0:
        return 1
    moves = legal_moves(st, rules)
    if depth == 1:
        return len(moves)
    return sum(perft(n, rules, depth - 1) for _, n in moves)


def check_suite(path, max_depth):
    """Every line of a perft suite (ruleset, FEN, depth, nodes, ...) whose ruleset is ours, re-derived."""
    bad = 0
    for line in open(path):
        if not line.strip() or line.startswith('#'):
            continue
        f = line.rstrip('\n').split('\t')
        if f[0] not in ('hostage-chess', 'sc-chess', 'power-mover') or int(f[2]) > max_depth:
            continue
        got = perft(parse_fen(f[1]), Rules(f[0]), int(f[2]))
        status = 'ok' if got == int(f[3]) else 'MISMATCH'
        bad += got != int(f[3])
        print(f'{status}\t{f[0]}\t{f[1]}\t{f[2]}\t{f[3]}\t{got}')
    return bad


def main(argv):
    if argv and argv[0] == '--check':
        max_depth = int(argv[3]) if len(argv) > 3 and argv[2] == '--max-depth' else 99
        return 1 if check_suite(argv[1], max_depth) else 0
    if len(argv) < 3:
        print(__doc__)
        return 2
    rules, st, depth = Rules(argv[0]), parse_fen(argv[1]), int(argv[2])
    if '--divide' in argv:
        total = 0
        for m, n in sorted(legal_moves(st, rules), key=lambda mn: move_text(mn[0])):
            c = perft(n, rules, depth - 1)
            total += c
            print(f'{move_text(m)}: {c}')
        print(f'Nodes searched: {total}')
    else:
        print(perft(st, rules, depth))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
