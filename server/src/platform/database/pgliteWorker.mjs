// The embedded database on a thread of its own. PGlite runs every statement synchronously in
// WebAssembly: on the main thread each query stopped all HTTP work while it ran. Plain JavaScript
// because a worker thread is started from a file, which Node runs without our TypeScript build.
import { PGlite } from '@electric-sql/pglite';
import { parentPort, workerData } from 'node:worker_threads';

/** Thrown inside a transaction to roll it back on the caller's word. */
class RolledBack extends Error {}

/** @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, finish: (commit: boolean) => void, done: Promise<unknown> }>} */
const transactions = new Map();
let nextTransaction = 1;

function target(id) {
  if (id === undefined) return pg;
  const open = transactions.get(id);
  if (!open) throw new Error(`transaction ${id} is not open`);
  return open.tx;
}

/** Opens a transaction that stays open until an `end` message commits or rolls it back. */
function begin() {
  return new Promise((opened, failed) => {
    const id = nextTransaction++;
    let finish = () => {};
    const decided = new Promise((resolve) => (finish = resolve));
    const done = pg.transaction(async (tx) => {
      transactions.set(id, { tx, finish, done });
      opened(id);
      if (!(await decided)) throw new RolledBack();
    });
    done.catch(failed);
  });
}

async function end(id, commit) {
  const open = transactions.get(id);
  if (!open) throw new Error(`transaction ${id} is not open`);
  transactions.delete(id);
  open.finish(commit);
  try {
    await open.done;
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
}

async function handle(message) {
  switch (message.op) {
    case 'query':
      return (await target(message.tx).query(message.sql, message.params)).rows;
    case 'exec':
      await target(message.tx).exec(message.sql);
      return null;
    case 'begin':
      return begin();
    case 'end':
      return end(message.tx, message.commit);
    case 'close':
      await pg.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

/** An error as the main thread rebuilds it: PostgreSQL's fields (code, detail...) kept. */
function plainError(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields = Object.entries(error).filter(([, value]) =>
    ['string', 'number', 'boolean'].includes(typeof value),
  );
  return { ...Object.fromEntries(fields), name: error.name, message: error.message };
}

let pg;
try {
  pg = await PGlite.create(workerData.dataDir);
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: plainError(error) });
}

// Messages are handled concurrently: statements of an open transaction must pass the others,
// which PGlite itself holds back until the transaction ends.
parentPort.on('message', (message) => {
  handle(message).then(
    (value) => parentPort.postMessage({ id: message.id, ok: true, value }),
    (error) => parentPort.postMessage({ id: message.id, ok: false, error: plainError(error) }),
  );
});
