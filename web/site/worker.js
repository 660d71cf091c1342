// The interpreter in a Web Worker (the page never waits on it): variant.js is the WebAssembly build of
// web/api/. A message {id, fn, args} calls the C function `variant_<fn>` and answers {id, result} with its
// JSON parsed; perft's progress comes as {progress: {done, all, nodes}} while it counts.
importScripts('variant.js');

const signatures = {
  load: ['string', 'string'],
  position: ['string', 'number'],
  set_fen: ['string'],
  play: ['string'],
  undo: [],
  perft: ['number'],
  think: ['number', 'number'],
  pgn: [],
  read_pgn: ['string'],
  explain: ['string', 'number', 'number', 'number'],
};

const ready = createVariant({
  onPerftProgress: (done, all, nodes) => postMessage({ progress: { done, all, nodes } }),
});

onmessage = async (event) => {
  const { id, fn, args } = event.data;
  const module = await ready;
  let result;
  try {
    result = JSON.parse(module.ccall('variant_' + fn, 'string', signatures[fn], args));
  } catch (error) {
    // An abort of the WebAssembly itself: say so rather than leave the page waiting.
    result = { ok: false, error: 'the interpreter stopped: ' + error };
  }
  postMessage({ id, result });
};
