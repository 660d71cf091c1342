#!/usr/bin/env python3
"""A second, deliberately simple tai shogi move generator, written from the rules text
(docs/games/tai-shogi.md) and not from the engine or its Betza reader: each piece is described in words
turned into a few move kinds (slides with a range, jumps, hook turns, lion power, the lion dog's lines,
the emperor). It counts each piece's moves on an otherwise empty 25x25 board (the table in
tests/data/tai/move-counts.tsv) and perft 1 and 2 from the start.

  tai_moves.py table          print the move-count table
  tai_moves.py check FILE     compare FILE with the table (exit 1 on a difference)
  tai_moves.py compare VARIANT RULESET COUNT SEED
                              the engine's legal moves against this script's on COUNT random positions
  tai_moves.py perft N [EXPECTED]  perft N from the start, with the depth-1 breakdown by piece (3 takes minutes;
                              promotion and contagion are not played: they change no count before depth 4)

Conventions: squares are (file, rank), 0-based, file 0 = 'a' (the first player's left), rank 0 = his back
rank. The first player (Black in tai, upper case) moves up (+y); the second player's directions are turned
180 degrees. One move per distinct outcome: (from, to, squares taken, promotion); a pass counts once.
"""
import sys

N = 25
D = {'f': (0, 1), 'b': (0, -1), 'l': (-1, 0), 'r': (1, 0),
     'fl': (-1, 1), 'fr': (1, 1), 'bl': (-1, -1), 'br': (1, -1)}
ORTH, DIAG = ['f', 'b', 'l', 'r'], ['fl', 'fr', 'bl', 'br']
ALL = ORTH + DIAG
INF = 99


def S(dirs, n=INF):                       # slide along each direction, up to n squares
    return [('slide', d, n) for d in dirs]


def J(*steps):                            # leaps (dx, dy) for Black, over anything
    return [('jump', s) for s in steps]


def sym(dx, dy):                          # a leap and its left-right mirror
    return [(dx, dy), (-dx, dy)] if dx else [(dx, dy)]


FWD2 = [('jump', (0, 2))]
# The pieces, as the rules table describes them (one line each, in its order).
P = {
    'E': [('emperor',)],
    'CP': S(ALL, 1),
    'HM': S(ORTH) + [('hook', ORTH)],
    'LO': S(ORTH, 1) + S(DIAG) + [('hook', DIAG)],
    'CA': S(DIAG) + [('hook', DIAG)],
    'PC': S(['fl', 'fr']) + [('hook', ['fl', 'fr'])] + S(['bl', 'br'], 2),
    'SE': S(ORTH) + S(['bl', 'br']) + [('lionline', 'fl'), ('lionline', 'fr')],
    'HF': S(DIAG) + S(['l', 'r', 'b']) + [('lionline', 'f')],
    'Q': S(ALL),
    'RB': S(DIAG) + S(['f', 'l', 'r']),
    'FR': S(DIAG) + S(['l', 'r']) + S(['f', 'b'], 5),
    'FT': S(DIAG) + S(['f', 'b']) + S(['l', 'r'], 5),
    'WB': S(DIAG) + S(['l', 'r']) + S(['f', 'b'], 2),
    'FO': S(DIAG) + S(['f', 'b']),
    'SO': S(ORTH) + S(['bl', 'br']),
    'DK': S(ORTH) + S(DIAG, 1),
    'DH': S(DIAG) + S(ORTH, 1),
    'LN': [('lion',)],
    'SC': S(ORTH) + S(['bl', 'br'], 1),
    'R': S(ORTH),
    'B': S(DIAG),
    'WH': S(['f', 'b']) + S(['fl', 'fr']),
    'W': S(['f', 'b']) + S(['bl', 'br']),
    'SB': S(['f']) + S(['fl', 'fr']) + S(['l', 'r', 'b'], 2) + S(['bl', 'br'], 2),
    'VS': S(['f']) + S(['fl', 'fr']) + S(['b'], 1) + S(['bl', 'br'], 2),
    'TS': S(['f']) + S(['fl', 'fr']) + S(['b'], 1) + S(['bl', 'br'], 2),
    'BD': S(['l', 'r']) + S(['f', 'b'], 2) + S(['fr']) + S(['fl'], 1),
    'WT': S(['f', 'b']) + S(['l', 'r'], 2) + S(['fl']) + S(['fr'], 1),
    'RC': S(['f']) + S(['fr', 'bl']) + S(['b'], 1),
    'LC': S(['f']) + S(['fl', 'br']) + S(['b'], 1),
    'SI': S(['f', 'l', 'r']) + S(['b'], 1),
    'D': S(ORTH, 2) + S(DIAG, 5),
    'SD': S(ORTH, 5) + S(DIAG, 2),
    'GO': S(['f', 'b']) + S(['l', 'r'], 2) + S(DIAG, 3),
    'GD': S(['l', 'r']) + S(['f', 'b'], 2) + S(DIAG, 3),
    'WE': S(ORTH, 2) + S(['fl', 'fr'], 2) + S(['bl', 'br']),
    'LD': [('liondog',)],
    'WR': S(DIAG, 3) + S(['l', 'r'], 1),
    'GG': S(ORTH, 3) + S(['fl', 'fr'], 1),
    'BU': S(['fl', 'fr'], 3) + S(['l', 'r', 'b'], 1),
    'GL': S(['fl', 'fr']) + S(['bl', 'br'], 2),
    'SV': S(['fl', 'fr'], 2) + S(['bl', 'br']),
    'FE': S(['f'], 1) + S(['fl', 'fr'], 1) + S(['l', 'r'], 2) + S(['bl', 'br'], 2),
    'OK': S(ORTH, 2) + S(['fl', 'fr'], 1),
    'VO': S(ORTH, 2),
    'FD': S(DIAG, 2),
    'OR': S(['fl', 'fr'], 2) + S(['b'], 2),
    'EN': S(['f', 'l', 'r'], 2),
    'FH': S(ORTH, 1) + S(['fl', 'fr'], 2),
    'PR': S(DIAG, 1) + S(['f'], 1) + S(['l', 'r'], 2),
    'VB': S(['fl', 'fr'], 2) + S(['l', 'r'], 1),
    'SM': S(['l', 'r']) + S(['f', 'b'], 1),
    'VM': S(['f', 'b']) + S(['l', 'r'], 1),
    'RV': S(['f', 'b']),
    'PH': S(ORTH, 1) + J((2, 2), (-2, 2), (2, -2), (-2, -2)),
    'KR': S(DIAG, 1) + J((0, 2), (0, -2), (2, 0), (-2, 0)),
    'PS': J((0, 2), (2, -2), (-2, -2)) + S(['l', 'r'], 1),
    'NB': S(['l', 'r'], 1) + S(['bl', 'br'], 1) + S(['fl', 'fr'], 2),
    'SU': S(['l', 'r'], 1) + S(['fl', 'fr'], 1) + S(['bl', 'br'], 2),
    'EB': S(['f', 'b'], 2) + S(['l', 'r'], 1) + S(['fl', 'fr'], 1),
    'WS': S(['l', 'r'], 2) + S(['f', 'b'], 1) + S(['fl', 'fr'], 1),
    'BB': S(DIAG, 1) + S(['b']),
    'DE': S(DIAG, 1) + S(['f', 'l', 'r'], 1),
    'NK': S(ALL, 1),
    'BT': S(DIAG, 1) + S(['l', 'r', 'b'], 1),
    'BM': S(DIAG, 1) + S(['l', 'r'], 1),
    'FL': S(DIAG, 1) + S(['f', 'b'], 1),
    'RD': S(ORTH, 1) + S(['bl', 'br'], 1),
    'CC': S(['fl', 'fr'], 1) + S(['l', 'r', 'b'], 1),
    'OM': S(DIAG, 1) + S(['b'], 1),
    'EW': S(['f', 'l', 'r'], 1) + S(['fl', 'fr'], 1),
    'AB': S(ORTH, 1),
    'CS': S(DIAG, 1),
    'CO': S(['f', 'b'], 1) + S(['bl', 'br'], 1),
    'DV': S(['l'], 1) + S(['fl', 'fr'], 1) + S(['br'], 1),
    'DS': S(['r'], 1) + S(['fl', 'fr'], 1) + S(['bl'], 1),
    'RG': S(DIAG, 1) + S(['f', 'b', 'l'], 1),
    'LG': S(DIAG, 1) + S(['f', 'b', 'r'], 1),
    'G': S(ORTH, 1) + S(['fl', 'fr'], 1),
    'S': S(DIAG, 1) + S(['f'], 1),
    'C': S(['f', 'b'], 1) + S(['fl', 'fr'], 1),
    'T': S(['fl', 'fr'], 1) + S(['b'], 1),
    'I': S(['f'], 1) + S(['fl', 'fr'], 1),
    'WO': S(['fl', 'fr'], 2),
    'SG': S(['fl', 'fr'], 1),
    'EA': S(['f', 'b'], 1),
    'GB': S(['f', 'b'], 1),
    'N': J((1, 2), (-1, 2)),
    'HD': S(['f']) + S(['b'], 1),
    'DO': J((0, 2), (0, -2)) + S(['l', 'r'], 1),
    'RS': S(['fl', 'fr']),
    'L': S(['f']),
    'P': S(['f'], 1),
    # Promoted-only forms.
    '+LN': [('lion',), ('liondog',)],        # what the lion dog adds: the 3rd squares and the longer lines
    '+LD': S(['f', 'b'], 3) + S(['fl', 'fr'], 3) + S(['l', 'r'], 5) + S(['bl', 'br'], 5),
    '+OR': S(['f']) + S(DIAG) + S(['b'], 1),
    '+PR': S(ORTH) + S(['fl', 'fr'], 1),
    '+NB': S(['fl', 'fr']) + S(ORTH, 2) + S(['bl', 'br'], 2),
    '+BM': S(['f'], 1) + S(['b']) + S(DIAG),
    '+DV': S(ALL) + [('liondog',)],
    '+DS': S(ALL) + [('lion',)],
}
P['+CC'] = P['+OR']


def inside(x, y):
    return 0 <= x < N and 0 <= y < N


def turn(d, side):                        # a 90-degree turn of a direction name's vector
    dx, dy = D[d]
    return (-dy, dx) if side else (dy, -dx)


def piece_moves(board, sq, reach_only=False):
    """The moves of the man on sq: a set of (to, frozenset(taken on the way)). With reach_only, the
    squares it could capture on whatever stands there (for protection tests)."""
    colour, code = board[sq]
    sgn = 1 if colour == 0 else -1
    x0, y0 = sq
    out = set()

    def at(p):
        return board.get(p)

    def enemy(p):
        return p in board and board[p][0] != colour

    def land(p, taken=frozenset()):       # finish on p: empty, or an enemy taken there
        if reach_only:
            if p != sq and p in board:
                out.add((p, taken))
            return
        if p == sq or p not in board or enemy(p):
            out.add((p, taken))

    def vec(d):
        dx, dy = D[d] if isinstance(d, str) else d
        return dx * sgn, dy * sgn

    def slide(x, y, dx, dy, n, cb):       # walk from (x, y); cb(p) for each square; stops at a man
        for _ in range(n):
            x, y = x + dx, y + dy
            if not inside(x, y):
                return
            cb((x, y))
            if (x, y) in board and (x, y) != sq:
                return

    for part in P[code]:
        kind = part[0]
        if kind == 'slide':
            dx, dy = vec(part[1])
            slide(x0, y0, dx, dy, part[2], land)
        elif kind == 'jump':
            dx, dy = vec(part[1])
            if inside(x0 + dx, y0 + dy):
                land((x0 + dx, y0 + dy))
        elif kind == 'hook':               # slide through empty squares, turn 90 degrees once, slide on
            for d in part[1]:
                dx, dy = vec(d)
                x, y = x0 + dx, y0 + dy
                while inside(x, y) and (x, y) not in board:
                    for side in (0, 1):
                        tx, ty = turn(d, side)
                        slide(x, y, tx * sgn, ty * sgn, INF, land)
                    x, y = x + dx, y + dy
        elif kind == 'emperor':
            for x in range(N):
                for y in range(N):
                    if (x, y) != sq:
                        land((x, y))
        elif kind == 'lion':               # every square within 2; take a neighbour and step on (igui, double)
            for x in range(x0 - 2, x0 + 3):
                for y in range(y0 - 2, y0 + 3):
                    if inside(x, y) and (x, y) != sq:
                        land((x, y))
            for d in ALL:
                dx, dy = D[d]
                a = (x0 + dx, y0 + dy)
                if not inside(*a):
                    continue
                if a not in board and not reach_only:
                    out.add((sq, frozenset()))          # pass through an empty neighbour
                if enemy(a) or reach_only and a in board:
                    for e in ALL:
                        ex, ey = D[e]
                        b = (a[0] + ex, a[1] + ey)
                        if inside(*b) and b != a:
                            land(b, frozenset([a]) - {b})
        elif kind == 'lionline':           # lion power along one line: S1, S2 (jump), take S1 and go on, igui, pass
            dx, dy = vec(part[1])
            s1, s2 = (x0 + dx, y0 + dy), (x0 + 2 * dx, y0 + 2 * dy)
            if inside(*s1):
                land(s1)
                if s1 not in board and not reach_only:
                    out.add((sq, frozenset()))
                if enemy(s1) or reach_only and s1 in board:
                    land(sq, frozenset([s1]))
                    if inside(*s2):
                        land(s2, frozenset([s1]))
            if inside(*s2):
                land(s2)
        elif kind == 'liondog':            # rules 1.1 along each of the 8 lines
            for d in ALL:
                dx, dy = D[d]
                s = [(x0 + k * dx, y0 + k * dy) for k in (1, 2, 3)]
                ok = [inside(*p) for p in s]
                if not ok[0]:
                    continue
                land(s[0])
                if s[0] not in board and not reach_only:
                    out.add((sq, frozenset()))
                for k in (1, 2):           # plain jumps to S2, S3 over anything
                    if ok[k]:
                        land(s[k])
                # Every enemy on a square it stops on or passes through is taken; friends are jumped.
                def taken_on(p):
                    return frozenset([p]) if (enemy(p) or reach_only and p in board) else frozenset()
                t1 = taken_on(s[0])
                if ok[1]:
                    t2 = taken_on(s[1])
                    if t1:
                        land(s[1], t1)                    # take S1, end on S2
                    if t2:
                        land(s[0], t1 | t2)               # out to S2 and back to S1
                    if ok[2] and (t1 or t2):
                        land(s[2], t1 | t2)               # on to S3, taking what it passed
                if t1:
                    land(sq, t1)                          # igui
    return out


def promotes(code):
    return code in PROMOTES


PROMOTES = set('HM CA RB WB LN R B SI SD LD WR GG BU OK FD OR EN FH PR SM VM PH KR PS NB SU EB WS DE NK BM CC '
               'DV DS N DO'.split())
EMPERORS = {'E'}


def reach(board, by):
    """The squares some man of `by`, not an emperor, could capture on (whatever stands there)."""
    out = set()
    for p, (c, code) in board.items():
        if c == by and code not in EMPERORS:
            for t, tk in piece_moves(board, p, True):
                out.add(t)
                out |= tk
    return out


def is_pass(move):
    sq, to, taken = move
    return to == sq and not taken


def legal_moves(board, side, after_pass=False):
    """The legal moves; after_pass: the last move was a pass, so no pass now (rules 3.5: two passes in a row
    are not legal)."""
    moves = []
    for sq in [p for p, (c, _) in board.items() if c == side]:
        code = board[sq][1]
        if code in EMPERORS:
            # The protection test (rules 3.4) on the board after the capture: the emperor has left sq (the
            # victim's square is occupied either way, and a man's reach ignores what stands on its target).
            left = dict(board)
            del left[sq]
            theirs, ours = reach(left, 1 - side), reach(left, side)
            their_emperors = {p for p, (c, k) in board.items() if c != side and k in EMPERORS}
        for to, taken in piece_moves(board, sq):
            capture = bool(taken) or (to != sq and to in board)
            # (An emperor taken is no longer there to retake.)
            if code in EMPERORS and capture and (to in theirs or (their_emperors - {to} and to not in ours)):
                continue
            if not (after_pass and to == sq and not taken):
                moves.append((sq, to, taken))
    return moves


def perft(board, side, depth, after_pass=False):
    moves = legal_moves(board, side, after_pass)
    if depth == 1:
        return len(moves)
    return sum(perft(play(board, m), 1 - side, depth - 1, is_pass(m)) for m in moves)


def play(board, move):
    sq, to, taken = move
    b = dict(board)
    man = b.pop(sq)
    for t in taken:
        b.pop(t, None)
    b[to] = man                            # (promotion and contagion change no count at depth 2)
    return b


def start():
    ranks = ['L WT W FD LO D R DH DK Q G DS E DV G Q DK DH R D LO FD W TS L',
             'RV SI SE N PS FT B FE WE FR S RG CP LG S FR WE FE B FT PS N SE SI RV',
             'SC WH RS VO CS BB SV GL BM BT SD GG NK WR BU BT BM GL SV BB CS VO RS WH SC',
             'SO WB FL NB SU CC HF OM RB PC GO PH LN KR GD PC OK OM HF CC EB WS FL WB SO',
             'RC VS WO EA SG T I C OR CO RD HM DE CA RD CO OR C I T SG EA WO BD LC',
             'HD FH EN DO FO SM VM VB SB PR AB EW LD EW AB PR SB VB VM SM FO DO EN FH HD',
             ' '.join(['P'] * 25)]
    board = {}
    # The rules list Black's ranks y, x, w, ... from file 1 (our file y) to file 25 (our file a).
    for r, line in enumerate(ranks):
        for i, code in enumerate(line.split()):
            board[(24 - i, r)] = (0, code)
    board[(24 - 7, 7)] = board[(24 - 17, 7)] = (0, 'GB')   # go-betweens on files 8 and 18, rank r
    for (x, y), (c, code) in list(board.items()):
        board[(24 - x, 24 - y)] = (1, code)
    return board


def name(p):
    return chr(97 + p[0]) + str(p[1] + 1)


SQUARES = {'m13': (12, 12), 'c3': (2, 2)}
OWN_ROYAL, ENEMY_ROYAL = (23, 0), (0, 23)     # x1 and a24: on no line through m13 or c3


def label(part):
    if part[0] == 'slide':
        return part[1] + ('' if part[2] == INF else str(part[2]))
    if part[0] == 'jump':
        return 'jump(%d,%d)' % part[1]
    return part[0] + ('(' + ','.join(part[1]) + ')' if len(part) > 1 and isinstance(part[1], list) else
                      '(' + part[1] + ')' if len(part) > 1 else '')


def table():
    """(code, square, count, breakdown): the quiet moves (to an empty square, or a pass) of a lone man, and
    what each part of its description adds to those before it (a pass counts as a move to its own square)."""
    rows = []
    for code in P:
        for sqname, sq in SQUARES.items():
            board = {OWN_ROYAL: (0, 'CP'), ENEMY_ROYAL: (1, 'CP'), sq: (0, code)}
            seen, parts = set(), []
            saved = P[code]
            for part in saved:
                P[code] = [part]
                new = {to for to, taken in piece_moves(board, sq) if not taken and (to == sq or to not in board)}
                parts.append(f'{label(part)} {len(new - seen)}')
                seen |= new
            P[code] = saved
            rows.append((code, sqname, len(seen), ', '.join(parts)))
    return rows


def fen(board, side, after_pass=False):
    rows = []
    for y in range(N - 1, -1, -1):
        row, empty = '', 0
        for x in range(N):
            if (x, y) not in board:
                empty += 1
                continue
            if empty:
                row += str(empty)
            empty = 0
            c, code = board[(x, y)]
            plus = '+' if code.startswith('+') else ''
            base = code.lstrip('+')
            base = base if len(base) == 1 else '[' + base + ']'
            row += plus + (base if c == 0 else base.lower())
        rows.append(row + (str(empty) if empty else ''))
    return '/'.join(rows) + (' w' if side == 0 else ' b') + ' - - 0 1' + (' pass' if after_pass else '')


def parse_square(text):
    return (ord(text[0]) - 97, int(text[1:]) - 1)


def engine_move(text):
    """(from, to, taken) of a move as the engine writes it: e2e4, m13m14,m14m15+ (legs joined by commas)."""
    import re
    legs = [re.findall(r'[a-y][0-9]+', leg) for leg in text.rstrip('+').split(',')]
    return (parse_square(legs[0][0]), parse_square(legs[-1][1]), frozenset(parse_square(leg[1]) for leg in legs[:-1]))


def compare(binary, ruleset, count, seed):
    """The engine's legal moves against this script's on `count` random positions of many kinds of men."""
    import random
    import subprocess
    rng = random.Random(seed)
    bad = 0
    for i in range(count):
        board, side = random_position(rng)
        # Every other position as if the last move was a pass: then no pass now (rules 3.5).
        after_pass = i % 2 == 1
        text = fen(board, side, after_pass)
        out = subprocess.run([binary, 'moves', ruleset, '--fen', text], capture_output=True, text=True)
        if out.returncode:
            print(f'position {i}: engine refused {text}: {out.stderr}')
            bad += 1
            continue
        ours = sorted(legal_moves(board, side, after_pass))
        theirs = [engine_move(line) for line in out.stdout.split()]
        if sorted(theirs, key=str) != sorted(ours, key=str):
            bad += 1
            only_e = set(theirs) - set(ours)
            only_p = set(ours) - set(theirs)
            print(f'position {i}: {text}')
            print(f'  engine {len(theirs)} moves, this script {len(ours)}; duplicates in the engine: '
                  f'{len(theirs) - len(set(theirs))}')
            for m in sorted(only_e, key=str)[:8]:
                print('  only the engine:', board[m[0]][1], name(m[0]), name(m[1]), sorted(name(t) for t in m[2]))
            for m in sorted(only_p, key=str)[:8]:
                print('  only this script:', board[m[0]][1], name(m[0]), name(m[1]), sorted(name(t) for t in m[2]))
    print(f'{count - bad} of {count} positions agree')
    return bad == 0


def compare_after_pass(binary, ruleset, count, seed):
    """On `count` random positions, after each pass the engine lists, the reply's legal moves: the engine's
    (the pass played with --moves) against this script's, which has no pass (rules 3.5). Returns whether all
    agree; prints how many passes it tried, so that a run that finds none is seen."""
    import random
    import subprocess
    rng = random.Random(seed)
    bad = tried = 0
    for i in range(count):
        board, side = random_position(rng)
        text = fen(board, side)
        listed = subprocess.run([binary, 'moves', ruleset, '--fen', text], capture_output=True, text=True)
        for line in listed.stdout.split():
            move = engine_move(line)
            if not is_pass(move):
                continue
            tried += 1
            out = subprocess.run([binary, 'moves', ruleset, '--fen', text, '--moves', line], capture_output=True,
                                 text=True)
            theirs = sorted((engine_move(m) for m in out.stdout.split()), key=str)
            ours = sorted(legal_moves(play(board, move), 1 - side, after_pass=True), key=str)
            if out.returncode or theirs != ours or any(is_pass(m) for m in theirs):
                bad += 1
                print(f'position {i}: {text}\n  after {line}: engine {len(theirs)} moves, this script {len(ours)}')
    print(f'{tried - bad} of {tried} replies to a pass agree')
    return bad == 0 and tried > 0


def random_position(rng):
    """Men of many kinds bunched around the middle, both royals present; (board, side to move)."""
    codes = [c for c in P if c not in ('E', 'CP')]
    board = {}
    squares = rng.sample([(x, y) for x in range(N) for y in range(N)], 64)
    # Both sides keep a royal; the side to move sometimes has an emperor and sometimes not.
    board[squares[0]], board[squares[1]] = (0, 'CP'), (1, 'CP')
    if rng.random() < 0.7:
        board[squares[2]] = (0, 'E')
    if rng.random() < 0.7:
        board[squares[3]] = (1, 'E')
    # Men bunched around the middle, so that lions, hooks and emperors find things to take.
    for _ in range(60):
        sq = (min(N - 1, max(0, int(rng.gauss(12, 4)))), min(N - 1, max(0, int(rng.gauss(12, 4)))))
        if sq not in board:
            board[sq] = (rng.randrange(2), rng.choice(codes))
    side = rng.randrange(2)
    return board, side


def main():
    cmd = sys.argv[1] if len(sys.argv) > 1 else 'table'
    if cmd == 'table':
        for code, sq, n, why in table():
            print(f'{code}\t{sq}\t{n}\t{why}')
    elif cmd == 'check':
        want = {(r[0], r[1]): int(r[2]) for r in (l.split('\t') for l in open(sys.argv[2]).read().split('\n')
                                                      if l and not l.startswith('#'))}
        got = {(c, s): n for c, s, n, _ in table()}
        bad = [(k, want.get(k), got.get(k)) for k in set(want) | set(got) if want.get(k) != got.get(k)]
        for k, w, g in sorted(bad, key=str):
            print(f'{k}: table {w}, this script {g}')
        sys.exit(1 if bad else 0)
    elif cmd == 'compare':
        sys.exit(0 if compare(sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])) else 1)
    elif cmd == 'compare-after-pass':
        sys.exit(0 if compare_after_pass(sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])) else 1)
    elif cmd == 'perft':
        depth = int(sys.argv[2])
        board = start()
        moves = legal_moves(board, 0)
        by = {}
        for m in moves:
            by[board[m[0]][1]] = by.get(board[m[0]][1], 0) + 1
        print('depth 1 by piece:', ', '.join(f'{k} {v}' for k, v in sorted(by.items())))
        n = perft(board, 0, depth)
        print(n)
        if len(sys.argv) > 3 and n != int(sys.argv[3]):
            sys.exit(f'perft {depth}: expected {sys.argv[3]}')


if __name__ == '__main__':
    main()
