// The page (web/README.md): the ruleset editor with validation on every change, the board, the engine, perft
// and the Betza field. Two workers run the interpreter (worker.js): `game` holds the game being played (moves,
// perft, the engine), `tools` validates the text and explains Betza strings, so that typing never waits on a
// search or a perft. A perft is stopped by ending the game worker and starting a fresh one on the same game.
'use strict';

class Interpreter {
  constructor(onProgress) {
    this.worker = new Worker('worker.js');
    this.pending = new Map();
    this.next = 1;
    this.worker.onmessage = (event) => {
      const { id, result, progress } = event.data;
      if (progress) return onProgress && onProgress(progress);
      const call = this.pending.get(id);
      this.pending.delete(id);
      if (call) call.resolve(result);
    };
  }
  call(fn, ...args) {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, fn, args });
    });
  }
  terminate() {
    this.worker.terminate();
    for (const call of this.pending.values()) call.reject(new Error('stopped'));
    this.pending.clear();
  }
}

const $ = (id) => document.getElementById(id);
const state = {
  name: 'chess', // the ruleset's file name, without .yaml: what the messages call it
  yaml: '', // the text of the game being played
  start: '', // its start FEN
  played: [], // the moves made, in our coordinates
  position: null, // the last answer of `position`
  selected: '', // the square whose moves are shown
  legs: [], // the squares clicked since, for a move of several legs
  dropping: '', // the man chosen in the hand to drop ("P"), or ''
  busy: false, // the game worker is searching or counting
};
const tools = new Interpreter();
let game = new Interpreter(perftProgress);

// --- the ruleset ---

async function loadList() {
  const names = (await (await fetch('rulesets.txt')).text()).split('\n').filter(Boolean);
  for (const name of names) $('ruleset').add(new Option(name, name));
  $('ruleset').value = 'chess';
  await pickRuleset('chess');
}

async function pickRuleset(name) {
  state.name = name;
  $('yaml').value = await (await fetch('rulesets/' + name + '.yaml')).text();
  await validate();
}

let validating = 0;
async function validate() {
  const ticket = ++validating;
  const text = $('yaml').value;
  const result = await tools.call('load', text, state.name + '.yaml');
  if (ticket !== validating) return; // a newer edit is on its way
  $('validation').textContent = result.output || result.error;
  $('validation').className = result.ok ? 'output' : 'output bad';
  const list = $('errors');
  list.replaceChildren();
  for (const e of result.errors || []) {
    const item = document.createElement('li');
    item.textContent = e.headline;
    item.dataset.line = e.line;
    item.dataset.column = e.column;
    item.onclick = () => showInText(e.line, e.column);
    list.append(item);
  }
  if (result.ok && text !== state.yaml) await startGame(text, '', []);
}

function showInText(line, column) {
  const lines = $('yaml').value.split('\n');
  let offset = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) offset += lines[i].length + 1;
  $('yaml').focus();
  $('yaml').setSelectionRange(offset + column - 1, offset + column);
}

// Loads `yaml` in the game worker, from `fen` ('' for the setup), and replays `moves`.
async function startGame(yaml, fen, moves) {
  state.yaml = yaml;
  state.selected = '';
  const loaded = await game.call('load', yaml, state.name + '.yaml');
  if (!loaded.ok) return;
  if (fen) await game.call('set_fen', fen);
  for (const m of moves) await game.call('play', m);
  await refresh();
}

// --- the board ---

async function refresh() {
  state.legs = [];
  state.dropping = '';
  const p = await game.call('position', state.selected, 48);
  if (!p.ok) return;
  state.position = p;
  state.start = p.start;
  state.played = p.played;
  $('board').innerHTML = p.svg;
  const targets = new Set(p.moves.filter((m) => m.from === state.selected).map((m) => m.to));
  for (const rect of $('board').querySelectorAll('rect[id^="sq-"]')) {
    const square = rect.id.slice(3);
    if (targets.has(square)) rect.dataset.target = 'true';
    if (square === state.selected) rect.dataset.selected = 'true';
  }
  $('status').textContent = p.status;
  $('fen').value = p.fen;
  $('history').replaceChildren(...p.history.map((san) => Object.assign(document.createElement('li'), { textContent: san })));
  $('move-count').textContent = '(' + p.moves.length + ')';
  $('moves').replaceChildren(
    ...p.moves.map((m) => {
      const b = document.createElement('button');
      b.textContent = m.san;
      b.title = m.move;
      b.dataset.move = m.move;
      b.onclick = () => userMove(m.move);
      return b;
    }),
  );
  $('choices').replaceChildren();
  // The hand: a button for each kind of man that may be dropped (the moves "P@e4"); chosen, its squares are
  // coloured and a click on one drops it.
  const kinds = [...new Set(p.moves.filter((m) => m.move.includes('@')).map((m) => m.move.split('@')[0]))];
  $('hand').replaceChildren(
    ...(kinds.length ? [document.createTextNode('Drop: ')] : []),
    ...kinds.map((kind) => {
      const b = document.createElement('button');
      b.textContent = kind;
      b.dataset.drop = kind;
      b.onclick = () => chooseDrop(kind);
      return b;
    }),
  );
}

function chooseDrop(kind) {
  state.selected = '';
  state.dropping = kind;
  markNextLegs(state.position.moves.filter((m) => m.move.startsWith(kind + '@')).map((m) => m.to));
}

// The square under a click: the one of the board's <rect id="sq-..."> that holds the point.
function squareAt(x, y) {
  for (const rect of $('board').querySelectorAll('rect[id^="sq-"]')) {
    const r = rect.getBoundingClientRect();
    if (x >= r.left && x < r.right && y >= r.top && y < r.bottom) return rect.id.slice(3);
  }
  return '';
}

// A move's stops: the squares it takes men on along its way (a multi-leg move's legs), then its end. A click
// on a square goes one leg further: where moves of the selected man go on from there, the next stops are
// marked and one more click chooses; where several moves end there (promotions), each is offered by its SAN.
async function clickSquare(square) {
  if (state.busy || !state.position) return;
  const drop = state.dropping && state.position.moves.find((m) => m.move === state.dropping + '@' + square);
  if (drop) return userMove(drop.move);
  const stops = (m) => [...m.via, m.to];
  const legs = state.legs;
  if (!legs.length && square === state.selected) return refresh((state.selected = '')); // a second click: deselect
  const next = state.position.moves.filter(
    (m) => state.selected && m.from === state.selected && legs.every((s, i) => stops(m)[i] === s) && stops(m)[legs.length] === square,
  );
  const ending = next.filter((m) => stops(m).length === legs.length + 1);
  const going = next.filter((m) => stops(m).length > legs.length + 1);
  if (ending.length === 1 && !going.length) return userMove(ending[0].move);
  if (next.length) {
    if (going.length) {
      state.legs = [...legs, square];
      markNextLegs(going.map((m) => stops(m)[legs.length + 1]));
    }
    offer(ending);
    return;
  }
  state.selected = state.position.moves.some((m) => m.from === square) && square !== state.selected ? square : '';
  await refresh();
}

// The squares where the move in progress may go on, coloured on the board.
function markNextLegs(squares) {
  for (const rect of $('board').querySelectorAll('rect[id^="sq-"]')) {
    delete rect.dataset.target;
    if (squares.includes(rect.id.slice(3))) {
      rect.dataset.target = 'true';
      rect.dataset.leg = 'true';
    }
  }
}

// Moves that end where the last click was: a button for each.
function offer(moves) {
  $('choices').replaceChildren(
    ...(moves.length ? [document.createTextNode(state.legs.length ? 'Or stop here: ' : 'Which move? ')] : []),
    ...moves.map((m) => {
      const b = document.createElement('button');
      b.textContent = m.san;
      b.dataset.move = m.move;
      b.onclick = () => userMove(m.move);
      return b;
    }),
  );
}

async function userMove(move) {
  if (state.busy) return;
  state.selected = '';
  const r = await game.call('play', move);
  if (!r.ok) return ($('engine').textContent = r.error);
  await refresh();
  if ($('engine-on').checked && !state.position.over) await engineMove();
}

async function engineMove() {
  if (state.busy || state.position.over) return;
  state.busy = true;
  $('engine').textContent = 'thinking…';
  const r = await game.call('think', Number($('movetime').value) || 500, 0);
  state.busy = false;
  if (!r.ok || !r.move) return ($('engine').textContent = r.error || 'no move: the game is over');
  await game.call('play', r.move);
  $('engine').textContent = `engine: ${r.san} (${r.move}), depth ${r.depth}, score ${r.score}, ${r.nodes} nodes`;
  $('engine').dataset.move = r.move;
  await refresh();
}

// --- perft ---

function perftProgress({ done, all, nodes }) {
  $('perft-progress').textContent = `${done} of ${all} root moves, ${nodes} nodes`;
}

async function runPerft() {
  if (state.busy) return;
  state.busy = true;
  $('perft-stop').disabled = false;
  $('perft-result').textContent = '';
  const depth = Number($('perft-depth').value);
  const began = performance.now();
  try {
    const r = await game.call('perft', depth);
    const seconds = ((performance.now() - began) / 1000).toFixed(1);
    $('perft-result').textContent = r.ok
      ? r.divide.map((e) => `${e.move}: ${e.nodes}`).join('\n') + `\n\nperft ${depth}: ${r.nodes} (${seconds} s)`
      : r.error;
    $('perft-result').dataset.nodes = r.ok ? r.nodes : '';
  } catch {
    $('perft-result').textContent = 'stopped';
  }
  state.busy = false;
  $('perft-stop').disabled = true;
}

// Ends the worker (a count in WebAssembly cannot be interrupted from outside) and starts the game again.
async function stopWork() {
  game.terminate();
  game = new Interpreter(perftProgress);
  state.busy = false;
  const moves = state.played;
  const fen = state.start;
  const yaml = state.yaml;
  state.yaml = '';
  await startGame(yaml, fen, moves);
}

// --- PGN and FEN ---

async function downloadPgn() {
  const r = await game.call('pgn');
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([r.pgn], { type: 'application/x-chess-pgn' }));
  link.download = state.name + '.pgn';
  link.click();
}

async function loadPgn() {
  const r = await game.call('read_pgn', $('pgn-in').value);
  $('pgn-status').textContent = r.ok ? `replayed ${r.moves} moves` : r.error;
  $('pgn-status').className = r.ok ? '' : 'error';
  await refresh();
}

async function setFen() {
  const r = await game.call('set_fen', $('fen').value.trim());
  $('fen-error').textContent = r.ok ? '' : r.error;
  await refresh();
}

// --- the Betza field ---

let explaining = 0;
async function explain() {
  const ticket = ++explaining;
  const text = $('betza').value;
  const [files, ranks] = $('betza-board').value.split('x').map(Number);
  if (!text) return;
  const r = await tools.call('explain', text, files || 8, ranks || 8, 40);
  if (ticket !== explaining) return;
  $('betza-diagram').innerHTML = r.ok ? r.svg : '';
  $('betza-text').dataset.source = text;
  $('betza-text').textContent = r.ok ? `${r.canonical}, from ${r.from}\n\n${r.diagram}\n${r.text}.` : r.error;
}

// --- wiring ---

let typing;
$('yaml').addEventListener('input', () => {
  clearTimeout(typing);
  typing = setTimeout(validate, 150);
});
$('ruleset').onchange = () => pickRuleset($('ruleset').value);
$('board').addEventListener('click', (e) => {
  const square = squareAt(e.clientX, e.clientY);
  if (square) clickSquare(square);
});
$('set-fen').onclick = setFen;
$('engine-move').onclick = engineMove;
$('undo').onclick = async () => {
  if (state.busy) return;
  await game.call('undo');
  await refresh();
};
$('new-game').onclick = () => !state.busy && setFen(($('fen').value = ''));
$('perft-run').onclick = runPerft;
$('perft-stop').onclick = stopWork;
$('pgn-download').onclick = downloadPgn;
$('pgn-load').onclick = loadPgn;
$('betza').addEventListener('input', explain);
$('betza-board').addEventListener('input', explain);
loadList().then(() => (document.body.dataset.ready = 'true'));
