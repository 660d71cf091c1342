#!/usr/bin/env node
// Chu shogi perft oracle on top of shogiops (lishogi's rules library), npm package `shogiops`, version 0.18.0.
//
// usage: node shogiops-chu-perft.mjs [--sfen SFEN] --depth N [--divide]
//        node shogiops-chu-perft.mjs --random GAMES --plies MIN-MAX --seed S [--depth N]
//
// Counts perft with shogiops' own move generator (Position.allMoveDests, chushogi's secondLionStepDests)
// and its play(), one move per distinct outcome: (from, to, the set of squares taken, promotion). It does
// NOT use shogiops/debug's perft, which passes a lion double move's first step as the destination and the
// destination as the first step (so it plays some moves wrongly), and which counts a double move through
// an empty square again beside the plain move with the same outcome.
//   - every destination of allMoveDests is a plain move; where pieceCanPromote (chushogi: entering the
//     zone, a capture from or into it, a pawn or lance reaching the last rank) allows, a promoting move
//     too (chu never forces a promotion);
//   - for the lion, the promoted kirin, the falcon and the eagle, every first step `mid` of
//     allMoveDests and every second step of secondLionStepDests(pos, from, mid) is the double move
//     {from, midStep: mid, to}; its outcome takes `mid` if a man stood there and `to` if `to` != from and a
//     man stood there;
//   - a side without a king or crown prince has lost: no moves (shogiops' isWithoutKings).
// --random plays GAMES random games from the start (moves chosen by a seeded generator, a capture preferred
// half of the time), each stopped after a number of plies drawn from MIN-MAX, and prints one line per game:
// the SFEN reached, our FEN of it, and (with --depth) the perft counts at depths 1..N. With --lion-trade each
// game then ends with a move by a non-lion that takes a lion, if it has one (games without are left out).
// Our FEN: the same board, the side letter swapped (shogiops' b = sente = our w), the last-lion-capture
// square in our coordinates, then "0 1".

import { homedir } from 'os';
import { join } from 'path';
import { pathToFileURL } from 'url';

// shogiops is found in $SHOGIOPS_DIR or ~/.cache/shogiops-oracle (./setup-shogiops installs it there).
const root = join(process.env.SHOGIOPS_DIR || join(homedir(), '.cache', 'shogiops-oracle'), 'node_modules', 'shogiops', 'dist');
const lib = async name => import(pathToFileURL(join(root, name + '.js')).href);
const { parseSfen, makeSfen, initialSfen } = await lib('sfen');
const { pieceCanPromote } = await lib('variant/util');
const { secondLionStepDests } = await lib('variant/chushogi');
const { squareFile, squareRank } = await lib('util');

function usage(msg) {
  if (msg) console.error('error: ' + msg);
  console.error('usage: node shogiops-chu-perft.mjs [--sfen SFEN] --depth N [--divide] | --random G --plies A-B --seed S [--depth N]');
  process.exit(2);
}

const args = { sfen: initialSfen('chushogi'), depth: null, divide: false, random: 0, plies: [20, 80], seed: 1 };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  const next = () => { if (i + 1 >= argv.length) usage('missing value for ' + a); return argv[++i]; };
  switch (a) {
    case '--sfen': args.sfen = next(); break;
    case '--depth': args.depth = parseInt(next(), 10); break;
    case '--divide': args.divide = true; break;
    case '--random': args.random = parseInt(next(), 10); break;
    case '--plies': args.plies = next().split('-').map(x => parseInt(x, 10)); break;
    case '--seed': args.seed = parseInt(next(), 10); break;
    case '--lion-trade': args.lionTrade = true; break;
    default: usage('unknown argument ' + a);
  }
}

const lionPower = ['lion', 'lionpromoted', 'falcon', 'eagle'];
const canPromote = pieceCanPromote('chushogi');

// Our square name: files a.. from the first player's left, ranks 1.. from his side. shogiops numbers
// files from the first player's right (file 0 = our l) and ranks from the top (rank 0 = our 12).
function ourSquare(sq) {
  return String.fromCharCode('a'.charCodeAt(0) + 11 - squareFile(sq)) + String(12 - squareRank(sq));
}

// The distinct moves of pos: [{move, key, text}].
function moves(pos) {
  if (pos.isWithoutKings()) return [];
  const out = new Map();
  const add = (move, taken) => {
    const key = `${move.from}-${move.to}-${[...taken].sort((x, y) => x - y).join(',')}-${move.promotion ? 1 : 0}`;
    if (out.has(key)) return;
    let text = ourSquare(move.from);
    if (move.midStep !== undefined && taken.length > 0)
      for (const t of taken.filter(t => t !== move.to)) text += `${ourSquare(t)},${ourSquare(t)}`;
    text += ourSquare(move.to) + (move.promotion ? '+' : '');
    out.set(key, { move, key, text });
  };
  for (const [from, dests] of pos.allMoveDests()) {
    const piece = pos.board.get(from);
    for (const to of dests) {
      const captured = pos.board.get(to);
      const taken = captured ? [to] : [];
      add({ from, to }, taken);
      if (canPromote(piece, from, to, captured)) add({ from, to, promotion: true }, taken);
      if (!lionPower.includes(piece.role)) continue;
      for (const final of secondLionStepDests(pos, from, to)) {
        const t = [];
        if (pos.board.get(to)) t.push(to);
        if (final !== from && pos.board.get(final)) t.push(final);
        add({ from, to: final, midStep: to }, t);
      }
    }
  }
  return [...out.values()];
}

function play(pos, move) {
  const child = pos.clone();
  child.play(move);
  return child;
}

function perft(pos, depth) {
  if (depth === 0) return 1;
  const ms = moves(pos);
  if (depth === 1) return ms.length;
  let n = 0;
  for (const m of ms) n += perft(play(pos, m.move), depth - 1);
  return n;
}

function ourFen(pos) {
  const parts = makeSfen(pos).split(' ');
  const lion = pos.lastLionCapture === undefined ? '-' : ourSquare(pos.lastLionCapture);
  return `${parts[0]} ${parts[1] === 'b' ? 'w' : 'b'} ${lion} 0 1`;
}

// A small seeded generator (mulberry32), so that the positions can be made again.
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function load(sfen) {
  const r = parseSfen('chushogi', sfen, false);
  if (r.isErr) usage('bad SFEN: ' + r.error.message);
  return r.value;
}

if (args.random > 0) {
  const rand = rng(args.seed);
  for (let g = 0; g < args.random; g++) {
    let pos = load(initialSfen('chushogi'));
    const plies = args.plies[0] + Math.floor(rand() * (args.plies[1] - args.plies[0] + 1));
    for (let p = 0; p < plies; p++) {
      const ms = moves(pos);
      if (ms.length === 0) break;
      const captures = ms.filter(m => pos.board.get(m.move.to) || (m.move.midStep !== undefined && pos.board.get(m.move.midStep)));
      const pool = captures.length > 0 && rand() < 0.5 ? captures : ms;
      pos = play(pos, pool[Math.floor(rand() * pool.length)].move);
    }
    if (args.lionTrade) {
      // End with a non-lion taking a lion, so that the counter-strike rule holds in the position reached.
      const trades = moves(pos).filter(m => {
        const piece = pos.board.get(m.move.from);
        if (['lion', 'lionpromoted'].includes(piece.role)) return false;
        return [m.move.to, m.move.midStep].some(s => s !== undefined && s !== m.move.from &&
          pos.board.get(s) && pos.board.get(s).color !== piece.color && ['lion', 'lionpromoted'].includes(pos.board.get(s).role));
      });
      if (trades.length === 0) continue;
      pos = play(pos, trades[Math.floor(rand() * trades.length)].move);
    }
    const counts = [];
    for (let d = 1; d <= (args.depth || 0); d++) counts.push(perft(pos, d));
    console.log([makeSfen(pos), ourFen(pos), ...counts].join('\t'));
  }
} else {
  if (!Number.isInteger(args.depth) || args.depth < 0) usage('--depth N required');
  const pos = load(args.sfen);
  if (args.divide) {
    const lines = [];
    let total = 0;
    for (const m of moves(pos)) {
      const n = args.depth > 0 ? perft(play(pos, m.move), args.depth - 1) : 1;
      total += n;
      lines.push(`${m.text}: ${n}`);
    }
    lines.sort();
    console.log(lines.join('\n'));
    console.log(`Nodes searched: ${total}`);
  } else {
    console.log(`Nodes searched: ${perft(pos, args.depth)}`);
  }
}
