// A second perft oracle for the chess variants lichess plays (atomic, antichess, ...): plain recursion over
// the legal moves of chessops, lichess's rules library (npm package chessops, version 0.15.1), which plays
// atomic by the lichess rules that Fairy-Stockfish 11.1 departs from (docs/games/atomic.md).
//
// usage: node chessops-perft.mjs RULES FEN DEPTH      RULES: atomic, antichess, chess, kingofthehill, ...
// Installed by ./chessops-setup into ~/.cache/chessops-oracle (or $CHESSOPS_DIR), where this script finds it:
//   node chessops-perft.mjs atomic 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' 3
// The last line printed is "Nodes searched: N".
import path from 'path';
import os from 'os';
import { pathToFileURL } from 'url';

const dir = process.env.CHESSOPS_DIR || path.join(os.homedir(), '.cache', 'chessops-oracle');
const load = (sub) => import(pathToFileURL(path.join(dir, 'node_modules', 'chessops', 'dist', 'esm', `${sub}.js`)).href);

const [rules, fen, depthText] = process.argv.slice(2);
if (!rules || !fen || !depthText) {
  console.error('usage: node chessops-perft.mjs RULES FEN DEPTH');
  process.exit(2);
}
const { parseFen } = await load('fen');
const { setupPosition } = await load('variant');
const { perft } = await load('debug');
const position = setupPosition(rules, parseFen(fen).unwrap()).unwrap();
console.log(`Nodes searched: ${perft(position, Number(depthText), false)}`);
