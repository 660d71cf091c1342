#!/usr/bin/env python3
"""Dobutsu shogi perft, written separately from the engine to check the counts of rulesets/dobutsu.yaml.

The rules (docs/games/dobutsu.md): a 3x4 board; the lion steps one square any way, the giraffe one square
orthogonally, the elephant one square diagonally, the chick one square forward, the hen (a promoted chick)
one square orthogonally or diagonally forward. A captured man goes to the captor's hand (a hen as a chick)
and may be dropped on any empty square instead of a move. A chick reaching the far rank becomes a hen. A move
may not leave one's lion attacked. A lion standing on the far rank when the opponent is to move has won: that
position has no moves (perft counts nothing below it).

With --fsf the chick may also stay a chick on the far rank, as Fairy-Stockfish 11.1 plays it: that mode
reproduces Fairy-Stockfish's own counts, which checks this script; the default mode is the rule.

usage: dobutsu.py FEN DEPTH [--fsf]      prints the perft count
       dobutsu.py --check FILE.tsv       checks the dobutsu lines of a perft suite (ruleset, fen, depth, nodes)
"""
import sys

FILES, RANKS = 3, 4
# Steps for the first player (forward = towards rank 4); the second player's are turned around.
STEPS = {
    'L': [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)],
    'G': [(0, -1), (-1, 0), (1, 0), (0, 1)],
    'E': [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    'C': [(0, 1)],
    'H': [(0, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)],
}


def parse(fen):
    fields = fen.split()
    board_text = fields[0]
    hand = ''
    if '[' in board_text:
        board_text, hand = board_text.split('[')
        hand = hand.rstrip(']').replace('-', '')
    board = {}
    for r, row in enumerate(board_text.split('/')):
        rank = RANKS - 1 - r
        f = 0
        i = 0
        while i < len(row):
            ch = row[i]
            if ch.isdigit():
                f += int(ch)
            elif ch == '+':
                i += 1
                board[(f, rank)] = (0 if row[i].isupper() else 1, 'H')
                f += 1
            else:
                board[(f, rank)] = (0 if ch.isupper() else 1, ch.upper())
                f += 1
            i += 1
    hands = [dict(), dict()]
    for ch in hand:
        c = 0 if ch.isupper() else 1
        hands[c][ch.upper()] = hands[c].get(ch.upper(), 0) + 1
    side = 0 if len(fields) < 2 or fields[1] == 'w' else 1
    return board, hands, side


def targets(board, sq, colour, kind):
    f, r = sq
    for dx, dy in STEPS[kind]:
        if colour == 1:
            dx, dy = -dx, -dy
        t = (f + dx, r + dy)
        if 0 <= t[0] < FILES and 0 <= t[1] < RANKS:
            yield t


def attacked(board, sq, by):
    return any(c == by and sq in targets(board, s, c, k) for s, (c, k) in board.items())


def far_rank(colour):
    return RANKS - 1 if colour == 0 else 0


def lion_of(board, colour):
    return next(s for s, (c, k) in board.items() if c == colour and k == 'L')


def moves(board, hands, side, fsf):
    out = []
    for sq, (c, k) in list(board.items()):
        if c != side:
            continue
        for t in targets(board, sq, c, k):
            occupant = board.get(t)
            if occupant and occupant[0] == side:
                continue
            if k == 'C' and t[1] == far_rank(side):
                out.append(('move', sq, t, 'H'))
                if fsf:
                    out.append(('move', sq, t, 'C'))
            else:
                out.append(('move', sq, t, k))
    for k, n in hands[side].items():
        if n:
            for f in range(FILES):
                for r in range(RANKS):
                    if (f, r) not in board:
                        out.append(('drop', None, (f, r), k))
    return out


def play(board, hands, side, m):
    board = dict(board)
    hands = [dict(hands[0]), dict(hands[1])]
    kind, frm, to, piece = m
    if kind == 'drop':
        hands[side][piece] -= 1
    else:
        del board[frm]
        if to in board:
            taken = board[to][1]
            taken = 'C' if taken == 'H' else taken
            hands[side][taken] = hands[side].get(taken, 0) + 1
    board[to] = (side, piece)
    return board, hands


def legal(board, hands, side, fsf):
    out = []
    for m in moves(board, hands, side, fsf):
        b, h = play(board, hands, side, m)
        if not attacked(b, lion_of(b, side), 1 - side):
            out.append((b, h))
    return out


def over(board, side):
    # The opponent's lion on its far rank: it arrived and was not taken back.
    return lion_of(board, 1 - side)[1] == far_rank(1 - side)


def perft(board, hands, side, depth, fsf):
    if depth == 0:
        return 1
    if over(board, side):
        return 0
    children = legal(board, hands, side, fsf)
    if depth == 1:
        return len(children)
    return sum(perft(b, h, 1 - side, depth - 1, fsf) for b, h in children)


def main():
    if sys.argv[1] == '--check':
        bad = 0
        for line in open(sys.argv[2]):
            f = line.rstrip('\n').split('\t')
            if line.startswith('#') or f[0] != 'dobutsu':
                continue
            board, hands, side = parse(f[1])
            got = perft(board, hands, side, int(f[2]), False)
            if got != int(f[3]):
                print('dobutsu %s depth %s: %d, the suite says %s' % (f[1], f[2], got, f[3]))
                bad += 1
        sys.exit(1 if bad else 0)
    board, hands, side = parse(sys.argv[1])
    print(perft(board, hands, side, int(sys.argv[2]), '--fsf' in sys.argv))


if __name__ == "__main__":
    main()
