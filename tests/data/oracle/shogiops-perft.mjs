#!/usr/bin/env node
// Perft of the shogi variants shogiops (lishogi's rules library, npm package shogiops 0.18.0) plays
// (standard, minishogi, ...), by its own debug perft. Installed by ./setup-shogiops.
//
// usage: node shogiops-perft.mjs VARIANT SFEN DEPTH      (SFEN: b = sente = our w; the hand after the side)
// The last line printed is "Nodes searched: N".
import { homedir } from 'os';
import { join } from 'path';
import { pathToFileURL } from 'url';

const root = join(process.env.SHOGIOPS_DIR || join(homedir(), '.cache', 'shogiops-oracle'), 'node_modules', 'shogiops', 'dist');
const lib = async name => import(pathToFileURL(join(root, name + '.js')).href);
const { parseSfen } = await lib('sfen');
const { perft } = await lib('debug');
const [variant, sfen, depth] = process.argv.slice(2);
if (!variant || !sfen || !depth) {
  console.error('usage: node shogiops-perft.mjs VARIANT SFEN DEPTH');
  process.exit(2);
}
console.log(`Nodes searched: ${perft(parseSfen(variant, sfen).unwrap(), Number(depth), false)}`);
