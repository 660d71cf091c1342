// The browser test of the web page (web/README.md), in Debian's Chromium, headless, driven by puppeteer-core
// (pinned in package-lock.json) against the page served on localhost by python3's http.server.
// usage: node tests/web/browser_test.mjs SITE [--cli build/variant] [--screenshot docs/web.png]
//   SITE: the built page (build-web/site, tools/web --build-only). With --cli, the page's messages are also
//   compared with the command's own (`variant validate`), byte for byte.
// Where each expected value comes from is said at its check. Prints "N passed, N failed" at the end.
import { spawn, execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';

const args = process.argv.slice(2);
const site = args[0];
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : null);
const cli = option('--cli');
const screenshot = option('--screenshot');
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
let passed = 0;
let failed = 0;
const start = Date.now();
const seconds = () => ((Date.now() - start) / 1000).toFixed(1).padStart(5);
// Each line says when its check was done (seconds from the start): CI's budget is tight, see what costs.
function check(what, ok, detail = '') {
  if (ok) passed++;
  else failed++;
  console.log(`${seconds()} s ${ok ? 'ok  ' : 'FAIL'} ${what}${ok || !detail ? '' : ': ' + detail}`);
}

// The server on a free port: python prints the port it got.
const server = spawn('python3', ['-u', '-m', 'http.server', '0', '--bind', '127.0.0.1', '--directory', site], {
  stdio: ['ignore', 'pipe', 'ignore'],
});
const port = await new Promise((resolve, reject) => {
  server.stdout.on('data', (d) => {
    const m = /port (\d+)/.exec(String(d));
    if (m) resolve(m[1]);
  });
  server.on('exit', () => reject(new Error('http.server ended')));
});
// `variant validate`'s output (stderr) for a ruleset saved as crazyhouse.yaml (the page's name for it).
const cliOutput = (yaml) =>
  new Promise((resolve) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'variant-cli-'));
    fs.writeFileSync(path.join(dir, 'crazyhouse.yaml'), yaml);
    execFile(path.resolve(cli), ['validate', 'crazyhouse.yaml'], { cwd: dir }, (error, stdout, stderr) => {
      fs.rmSync(dir, { recursive: true, force: true });
      resolve(error ? String(stderr) : '');
    });
  });
// Check 10's ruleset, too big for the page: 600 distinct move sets on 36x36 (tests/hostile/campaign.py's
// case). The CLI builds its move tables up to its 1 GB budget before it refuses it (half a minute on a loaded
// machine): it runs from the start, beside the browser's checks, and its answer is awaited at check 10.
const many = execFileSync('python3', [path.join(root, 'tests/hostile/make_many_types.py')], { encoding: 'utf8' });
const parts = ['Q', 'NN', 'CC', 'ZZ', 'AA', 'DD', 'GG', 'HH'];
const orders = [];
const permute = (done, rest) => {
  if (orders.length >= 600) return;
  if (!rest.length) return orders.push(done.join(''));
  rest.forEach((p, i) => permute([...done, p], [...rest.slice(0, i), ...rest.slice(i + 1)]));
};
permute([], parts);
let n = 0;
const distinct = many.replace(/betza: QNNCCZZAADDGGHH/g, (m) => (n < 600 ? 'betza: ' + orders[n++] : m));
const distinctCli = cli ? cliOutput(distinct) : null;

const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'variant-web-'));
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1500, height: 1000 });
  page.on('pageerror', (e) => check('no script error on the page', false, String(e)));
  const cdp = await page.createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60000 });
  console.log(`${seconds()} s the page is ready`);

  // The squares a picture marks, each with what its colour means in the picture's legend: a mark is a <rect>
  // without an id drawn inside a square's <rect id="sq-..">; a legend entry is such a <rect> outside the
  // board, followed by its <text>.
  const marked = (container) =>
    page.evaluate((container) => {
      const squares = [...document.querySelectorAll(`${container} rect[id^="sq-"]`)].map((r) => [
        r.id.slice(3),
        r.getBoundingClientRect(),
      ]);
      const out = {};
      const legend = {};
      for (const mark of document.querySelectorAll(`${container} rect:not([id])`)) {
        const b = mark.getBoundingClientRect();
        const x = b.left + b.width / 2;
        const y = b.top + b.height / 2;
        const hit = squares.find(([, r]) => x > r.left && x < r.right && y > r.top && y < r.bottom && b.width < r.width);
        const colour = mark.getAttribute('fill') === 'none' ? mark.getAttribute('stroke') : mark.getAttribute('fill');
        if (hit) out[hit[0]] = colour;
        else if (mark.nextElementSibling && mark.nextElementSibling.tagName === 'text') legend[colour] = mark.nextElementSibling.textContent;
      }
      for (const square in out) out[square] = legend[out[square]] || out[square];
      return out;
    }, container);
  const clickSquare = async (square) => {
    const r = await page.$eval(`#board rect[id="sq-${square}"]`, (e) => {
      const b = e.getBoundingClientRect();
      return { x: b.left + b.width / 2, y: b.top + b.height / 2 };
    });
    await page.mouse.click(r.x, r.y);
  };
  const text = (selector) => page.$eval(selector, (e) => e.textContent);
  const moveCount = () => page.$$eval('#moves button', (b) => b.length);

  // 1. Chess: 20 legal moves from the start (the published perft 1).
  check('chess: 20 legal moves listed', (await moveCount()) === 20, String(await moveCount()));

  // 2. e2 clicked: e3 and e4 marked, nothing else (the pawn's two moves by the laws of chess).
  await clickSquare('e2');
  await page.waitForSelector('#board rect[data-target]');
  const targets = await marked('#board');
  check('click e2: e3 and e4 marked', JSON.stringify(Object.keys(targets).sort()) === '["e3","e4"]', JSON.stringify(targets));

  // 3. e2e4 played by clicking e4; the engine answers with one of Black's 20 legal replies to 1.e4 (16 pawn
  //    moves and the knights' four, by the laws of chess).
  //    The engine thinks 50 ms (the page's default is 500): any legal reply passes.
  await page.$eval('#movetime', (e) => (e.value = '50'));
  await clickSquare('e4');
  await page.waitForFunction(() => document.querySelectorAll('#history li').length === 2, { timeout: 30000 });
  const replies = ['a6', 'a5', 'b6', 'b5', 'c6', 'c5', 'd6', 'd5', 'e6', 'e5', 'f6', 'f5', 'g6', 'g5', 'h6', 'h5', 'Na6', 'Nc6', 'Nf6', 'Nh6'];
  const history = await page.$$eval('#history li', (l) => l.map((e) => e.textContent));
  check('e2e4 then a legal engine reply', history.length === 2 && history[0] === 'e4' && replies.includes(history[1]), JSON.stringify(history));

  // 4. The PGN downloaded, then replayed in the page: the same position (and, with --cli, by `variant pgn`).
  const fenBefore = await page.$eval('#fen', (e) => e.value);
  await page.click('#pgn-download');
  let pgnFile = '';
  for (let i = 0; i < 100 && !pgnFile; i++) {
    await new Promise((r) => setTimeout(r, 100));
    pgnFile = fs.readdirSync(downloads).find((f) => f.endsWith('.pgn')) || '';
  }
  const pgn = pgnFile ? fs.readFileSync(path.join(downloads, pgnFile), 'utf8') : '';
  check('PGN downloaded with the moves', pgn.includes(`1. e4 ${history[1]}`), pgn);
  await page.click('#new-game');
  await page.waitForFunction(() => document.querySelectorAll('#history li').length === 0);
  await page.$eval('#pgn-in', (e, pgn) => (e.value = pgn), pgn);
  await page.click('#pgn-load');
  await page.waitForFunction(() => document.querySelectorAll('#history li').length === 2);
  check('the PGN replays to the same position', (await page.$eval('#fen', (e) => e.value)) === fenBefore, fenBefore);

  // 5. The Betza field: mfWcfF from d4 (the centre of 8x8) moves to d5 and captures on c5 and e5 (Betza's
  //    notation: m move only, c capture only, fW forward step, fF forward diagonals). Typed key by key.
  await page.type('#betza', 'mfWcfF', { delay: 20 });
  await page.waitForFunction(() => document.querySelector('#betza-text').dataset.source === 'mfWcfF');
  const diagram = await marked('#betza-diagram');
  check('Betza mfWcfF: the pawn\'s squares marked (d5 a move, c5 and e5 captures)',
    Object.keys(diagram).sort().join() === 'c5,d5,e5' && /^moves only/.test(diagram.d5) && /^captures only/.test(diagram.c5) &&
    /^captures only/.test(diagram.e5), JSON.stringify(diagram));

  if (screenshot) {
    await clickSquare('g1');
    await page.waitForSelector('#board rect[data-target]');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: screenshot, fullPage: false });
    await clickSquare('g1');
  }

  // 6. Perft 4 of chess: 197281 (the published number, chessprogramming wiki "Perft Results").
  await page.click('#new-game');
  await page.waitForFunction(() => document.querySelectorAll('#history li').length === 0);
  await page.$eval('#perft-depth', (e) => (e.value = '4'));
  await page.click('#perft-run');
  await page.waitForFunction(() => document.querySelector('#perft-result').dataset.nodes, { timeout: 120000 });
  const nodes = await page.$eval('#perft-result', (e) => e.dataset.nodes);
  check('perft 4 of chess: 197281', nodes === '197281', nodes);

  // 7. An endless perft stopped with the button: progress shown, then stopped, and the game still plays.
  await page.$eval('#perft-depth', (e) => (e.value = '20'));
  await page.click('#perft-run');
  await page.waitForFunction(() => document.querySelector('#perft-progress').textContent.includes('root moves'), { timeout: 60000 });
  await page.click('#perft-stop');
  await page.waitForFunction(() => document.querySelector('#perft-result').textContent === 'stopped');
  await page.waitForFunction(() => document.querySelectorAll('#moves button').length === 20, { timeout: 30000 });
  check('perft 20 stopped by the button, the game goes on', true);

  // 8. Chu shogi, a lion double move: the lion on f6 takes the pawns on f7 and f8 in one move (the lion's
  //    two steps, taking on the way: the chu shogi rules); both are gone (worked by hand).
  await page.select('#ruleset', 'chu-shogi');
  await page.waitForFunction(() => document.querySelectorAll('#board rect[id^="sq-"]').length === 144, { timeout: 30000 });
  await page.$eval('#engine-on', (e) => (e.checked = false));
  await page.$eval('#fen', (e) => (e.value = 'k11/12/12/12/5p6/5p6/5N6/12/12/12/12/K11 w - 0 1'));
  await page.click('#set-fen');
  await page.waitForSelector('#moves button[data-move="f6f7,f7f8"]');
  await clickSquare('f6');
  await page.waitForSelector('#board rect[data-target]');
  await clickSquare('f7'); // the first leg: the man taken on the way
  await page.waitForSelector('#board rect[data-leg]');
  const legs = await page.$$eval('#board rect[data-leg]', (l) => l.map((e) => e.id.slice(3)).sort());
  // From f7 the lion's second step reaches the eight squares around f7 (f6, its own, included).
  check('chu shogi: after the first leg, the second leg\'s squares marked',
    legs.join() === 'e6,e7,e8,f6,f8,g6,g7,g8', legs.join());
  await clickSquare('f8');
  await page.waitForFunction(() => document.querySelectorAll('#history li').length === 1);
  const chuFen = await page.$eval('#fen', (e) => e.value);
  check('chu shogi: the lion takes f7 and f8 in one move, leg by leg', chuFen.startsWith('k11/12/12/12/5N6/12/12/12/12/12/12/K11 b'), chuFen);

  // 8b. Crazyhouse, a drop from the hand: a white pawn in hand at the start may go to the 32 empty squares
  //     of ranks 3 to 6 (never rank 1 or 8, and ranks 2 and 7 are full: the crazyhouse rules); on e4 it stands.
  await page.select('#ruleset', 'crazyhouse');
  await page.waitForFunction(() => document.querySelector('#validation').textContent === 'crazyhouse.yaml: ok\n', { timeout: 30000 });
  // The game loads after the validation: wait for its board (8x8 after chu's 12x12), or its first drawing would
  // overwrite the FEN typed below (seen once on a loaded machine).
  await page.waitForFunction(() => document.querySelectorAll('#board rect[id^="sq-"]').length === 64, { timeout: 30000 });
  await page.$eval('#fen', (e) => (e.value = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[P] w KQkq - 0 1'));
  await page.click('#set-fen');
  await page.waitForSelector('#hand button[data-drop="P"]');
  await page.click('#hand button[data-drop="P"]');
  const drops = await page.$$eval('#board rect[data-leg]', (l) => l.map((e) => e.id.slice(3)));
  check('crazyhouse: the pawn in hand may drop on the 32 empty squares of ranks 3 to 6',
    drops.length === 32 && drops.every((s) => '3456'.includes(s[1])), drops.join());
  await clickSquare('e4');
  await page.waitForFunction(() => document.querySelectorAll('#history li').length === 1);
  const houseFen = await page.$eval('#fen', (e) => e.value);
  check('crazyhouse: the pawn dropped on e4', houseFen.startsWith('rnbqkbnr/pppppppp/8/8/4P3/8/PPPPPPPP/RNBQKBNR'), houseFen);

  // 9. A ruleset with two mistakes: both shown at their line (5: the Betza string, 7: an unknown key), and
  //    with --cli, exactly as `variant validate` prints them.
  const two = ['name: Two mistakes', 'board: {files: 8, ranks: 8}', 'pieces:', '  king: {code: K, betza: K, royal: true}',
    '  rook: {code: R, betza: Rq!, value: 5}', 'setup: 4k3/8/8/8/8/8/8/R3K3 w - - 0 1', 'colour: red', ''].join('\n');
  const paste = async (yaml) => {
    await page.$eval('#yaml', (e, yaml) => {
      e.value = yaml;
      e.dispatchEvent(new Event('input'));
    }, yaml);
  };
  await paste(two);
  await page.waitForFunction(() => document.querySelectorAll('#errors li').length > 0, { timeout: 30000 });
  const errors = await page.$$eval('#errors li', (l) => l.map((e) => [e.dataset.line, e.dataset.column, e.textContent]));
  check('two errors shown at their lines', errors.length === 2 && errors[0][0] === '5' && errors[1][0] === '7' &&
    errors.every(([line, column, t]) => t.startsWith(`crazyhouse.yaml:${line}:${column}: error:`)), JSON.stringify(errors));
  if (cli) check('the messages are the CLI\'s', (await text('#validation')) === (await cliOutput(two)), await text('#validation'));

  // 10. A ruleset too big for the page: 600 distinct move sets on 36x36 (tests/hostile/campaign.py's case)
  //     is refused with the compiler's message naming the move tables; the tab lives on.
  const before = await text('#validation');
  await paste(distinct);
  await page.waitForFunction((before) => document.querySelector('#validation').textContent !== before, { timeout: 120000 }, before);
  const refusal = await text('#validation');
  check('a ruleset too big for the page is refused with the message', refusal.includes('the move tables of'), refusal.slice(0, 300));
  // The CLI's message, from "error:" to the list of the costliest move sets: those of equal cost are named
  // (and the first of them located) in the order std::sort leaves them, which differs between libc++ (the
  // page) and libstdc++ (the CLI).
  const upToTies = (s) => s.slice(s.indexOf('error:'), s.indexOf('the costliest are'));
  if (cli && !refusal.includes('ran out of memory'))
    check('... the CLI\'s message', upToTies(refusal) === upToTies(await distinctCli), refusal.slice(0, 300));
  await page.select('#ruleset', 'chess');
  await page.waitForFunction(() => document.querySelector('#validation').textContent === 'chess.yaml: ok\n', { timeout: 30000 });
  check('the page works on after it', true);
} catch (e) {
  check('the test ran to its end', false, e.stack);
} finally {
  await browser.close();
  server.kill();
  fs.rmSync(downloads, { recursive: true, force: true });
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
