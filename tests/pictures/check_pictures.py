#!/usr/bin/env python3
"""The pictures' test (ctest "pictures"): every SVG that `variant show`, `moves --from` and `explain` draw
here parses as XML (xmllint) and renders with rsvg-convert without a warning; in the rendered PNG the chosen
squares have the colour the position says they must (a man of each side, an empty square of each colour, a
legal move's destination, a capture marker, each kind of square of a move diagram). The palette is the one
docs/pictures.md documents; which man stands where is the games' start positions (their rules).
usage: check_pictures.py VARIANT_BINARY"""
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from png import read_png  # noqa: E402

# docs/pictures.md: the palette.
COLOURS = {
    'light': (0xf0, 0xd9, 0xb5), 'dark': (0xb5, 0x88, 0x63), 'plain': (0xec, 0xcb, 0x8c),
    'white-man': (0xfb, 0xfb, 0xf8), 'black-man': (0x26, 0x26, 0x26),
    'sente-man': (0xf7, 0xe4, 0xb5), 'gote-man': (0xdc, 0xb5, 0x74),
    'move-or-capture': (0xe6, 0x9a, 0x28), 'move-only': (0x43, 0xa0, 0x47), 'capture-only': (0xd3, 0x2f, 0x2f),
    'first-move': (0x1e, 0x88, 0xe5), 'move-or-hop': (0x26, 0xa6, 0x9a), 'hop': (0xfd, 0xd8, 0x35), 'multi-leg': (0x8e, 0x24, 0xaa),
    'destination': (0x43, 0xa0, 0x47), 'capture': (0xd3, 0x2f, 0x2f),
}

# (arguments after the binary, [(square, where, colour)]). `where`: centre; man (below the text of a man's
# token, towards its base: a second-player shogi token points down); frame (the capture marker's frame);
# off (off the centre and off every king-step arrow, for squares a multi-leg path's arrows pass).
CASES = [
    (['show', 'rulesets/chess.yaml'],
     [('e1', 'man', 'white-man'), ('d8', 'man', 'black-man'), ('e4', 'centre', 'light'), ('d4', 'centre', 'dark')]),
    # 1. e4 d5: the pawn on e4 may go to e5 or take on d5.
    (['moves', 'rulesets/chess.yaml', '--moves', 'e2e4', 'd7d5', '--from', 'e4'],
     [('e5', 'centre', 'destination'), ('d5', 'frame', 'capture'), ('d5', 'man', 'black-man'),
      ('f5', 'centre', 'light'), ('e4', 'man', 'white-man')]),
    (['show', 'rulesets/shogi.yaml'],
     [('e1', 'man', 'sente-man'), ('e9', 'man-down', 'gote-man'), ('e5', 'centre', 'plain')]),
    # 1. P-7f P-3d: the bishop on 8h (b2) sees down the long diagonal to the bishop on 2b (h8).
    (['moves', 'rulesets/shogi.yaml', '--moves', 'c3c4', 'g7g6', '--from', 'b2'],
     [('d4', 'centre', 'destination'), ('h8', 'frame', 'capture'), ('h8', 'man-down', 'gote-man')]),
    (['show', 'rulesets/xiangqi.yaml'],
     [('e1', 'man', 'white-man'), ('e10', 'man', 'black-man'), ('e5', 'centre', 'dark'), ('e6', 'centre', 'light')]),
    # The cannon on b3 hops over the cannon on b8 to take the horse on b10; it moves up to b7.
    (['moves', 'rulesets/xiangqi.yaml', '--from', 'b3'],
     [('b4', 'centre', 'destination'), ('b10', 'frame', 'capture'), ('b8', 'man', 'black-man'), ('c6', 'centre', 'light')]),
    (['show', 'rulesets/chu-shogi.yaml'],
     [('f1', 'man', 'sente-man'), ('g12', 'man-down', 'gote-man'), ('f6', 'centre', 'plain')]),
    (['show', 'rulesets/tai-shogi.yaml', '--size', '500'],
     [('m1', 'man', 'sente-man'), ('m25', 'man-down', 'gote-man'), ('m13', 'centre', 'plain')]),
    # Move diagrams on an empty board, from d4.
    (['explain', 'WcFifmnD', '--from', 'd4'],
     [('d5', 'centre', 'move-or-capture'), ('e5', 'centre', 'capture-only'), ('d6', 'centre', 'first-move'),
      ('a1', 'centre', 'dark'), ('d4', 'man', 'white-man')]),
    # The cannon's move: to an empty square by sliding, or anywhere beyond a screen by hopping.
    (['explain', 'mRpR', '--from', 'd4'],
     [('d8', 'centre', 'move-or-hop'), ('h4', 'centre', 'move-or-hop')]),
    (['explain', 'mWcpR', '--from', 'a1', '--board', '5x5'],
     [('a2', 'centre', 'move-only'), ('a3', 'centre', 'hop'), ('e1', 'centre', 'hop')]),
    (['explain', 'KaKmabK', '--from', 'c3', '--board', '6x6'],
     [('c4', 'off', 'move-or-capture'), ('c5', 'off', 'multi-leg'), ('a6', 'centre', 'light')]),
]

# Move diagrams that must draw without a fault (multi-leg arrows, igui, a big board, the second player).
SMOKE = [
    ['explain', 'mafsW', '--board', '9x9'],
    ['explain', 'KaKmabK', '--board', '12x12', '--player', '2'],
    ['explain', 'RaR', '--board', '36x36', '--size', '600'],
    ['show', 'rulesets/crazyhouse.yaml', '--fen', 'rnbqkbnr/ppp2ppp/8/8/8/8/PPP2PPP/RNBQKBNR[PPpp] w KQkq - 0 4'],
    ['show', 'rulesets/potential-chess.yaml'],
    ['show', 'rulesets/hostage-chess.yaml'],
]


def check_svg(svg_path):
    """xmllint parses it; rsvg-convert renders it without a word on stderr. Returns the PNG's path."""
    lint = subprocess.run(['xmllint', '--noout', svg_path], capture_output=True, text=True)
    if lint.returncode or lint.stderr:
        raise AssertionError(f'{svg_path}: xmllint: {lint.stderr}')
    png = svg_path[:-4] + '.png'
    conv = subprocess.run(['rsvg-convert', '-o', png, svg_path], capture_output=True, text=True)
    if conv.returncode or conv.stderr:
        raise AssertionError(f'{svg_path}: rsvg-convert: {conv.stderr}')
    return png


def squares(svg_path):
    out = {}
    for el in ET.parse(svg_path).getroot().iter('{http://www.w3.org/2000/svg}rect'):
        ident = el.get('id', '')
        if ident.startswith('sq-'):
            out[ident[3:]] = tuple(float(el.get(k)) for k in ('x', 'y', 'width'))
    return out


def point(square, where):
    x, y, side = square
    cx, cy = x + side / 2, y + side / 2
    return {'centre': (cx, cy), 'man': (cx, cy + side * 0.33), 'man-down': (cx, cy - side * 0.33),
            'frame': (cx, y + side * 0.09), 'off': (x + side * 0.3, y + side * 0.15)}[where]


def main():
    binary = os.path.abspath(sys.argv[1])
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))
    failures = []
    with tempfile.TemporaryDirectory() as work:
        for n, (args, expected) in enumerate(CASES + [(s, []) for s in SMOKE]):
            svg = os.path.join(work, f'{n}.svg')
            run = subprocess.run([binary] + args + ['--svg', svg], capture_output=True, text=True)
            if run.returncode:
                failures.append(f'{" ".join(args)}: exit {run.returncode}: {run.stderr}')
                continue
            try:
                png = check_svg(svg)
            except AssertionError as e:
                failures.append(str(e))
                continue
            if not expected:
                continue
            where = squares(svg)
            points = [(sq, w, c, point(where[sq], w)) for sq, w, c in expected]
            width, height, channels, rows = read_png(png, last_row=int(max(p[3][1] for p in points)) + 1)
            for sq, w, colour, (px, py) in points:
                px, py = int(px), int(py)
                got = tuple(rows[py][px * channels:px * channels + 3])
                want = COLOURS[colour]
                if any(abs(a - b) > 10 for a, b in zip(got, want)):
                    failures.append(f'{" ".join(args)}: {sq} ({w}) is #{bytes(got).hex()}, '
                                    f'not {colour} #{bytes(want).hex()}')
        # --png: librsvg in the program itself draws the same squares.
        svg, png = os.path.join(work, 'own.svg'), os.path.join(work, 'own.png')
        run = subprocess.run([binary, 'show', 'rulesets/chess.yaml', '--svg', svg, '--png', png], capture_output=True,
                             text=True)
        if run.returncode:
            failures.append(f'show --png: exit {run.returncode}: {run.stderr}')
        else:
            x, y, side = squares(svg)['e1']
            _, _, channels, rows = read_png(png)
            for (px, py), want in (((x + side / 2, y + side * 0.83), 'white-man'), ((x + side / 2, y - side * 2.5), 'light')):
                got = tuple(rows[int(py)][int(px) * channels:int(px) * channels + 3])
                if any(abs(a - b) > 10 for a, b in zip(got, COLOURS[want])):
                    failures.append(f'show --png: #{bytes(got).hex()} where {want} belongs')
    for f in failures:
        print('FAILED:', f)
    print(f'pictures: {len(CASES) + len(SMOKE)} pictures, {len(failures)} failures')
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
