import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Database, Queryable } from './database';
import { LockHeldError, acquireProcessLock } from './processLock';

/** Raised when the embedded database folder is already open in another process. */
export class DatabaseInUseError extends Error {
  constructor(dataDir: string, ownerPid: number) {
    super(
      `The embedded database in ${dataDir} is in use by process ${ownerPid}. ` +
        'Stop that process first, or set DATABASE_URL to use PostgreSQL, which many processes can share.',
    );
    this.name = 'DatabaseInUseError';
  }
}

type Operation =
  | { op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };

interface PlainError {
  name: string;
  message: string;
  [field: string]: unknown;
}

type Answer =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: PlainError };
/** The thread's first word: it opened the database, or why not. */
export type Started = { ready: true } | { ready: false; error: PlainError };

/** The worker's error as an Error of this thread, with PostgreSQL's fields (code, detail...). */
function rebuilt({ name, message, ...fields }: PlainError): Error {
  return Object.assign(new Error(message), fields, { name });
}

/**
 * The thread's start message, or undefined for another message on its port: Node 26's watch
 * mode (`node --watch`, as `npm run dev` runs the server) reports each of the thread's imports
 * there (`{"watch:import": [...]}`) before the thread has said anything.
 */
export function startedIn(message: unknown): Started | undefined {
  return typeof message === 'object' && message !== null && 'ready' in message
    ? (message as Started)
    : undefined;
}

/** Starts the database thread and sends it operations, each answered by its id. */
async function startWorker(dataDir: string) {
  const worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), {
    workerData: { dataDir },
  });
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  let nextId = 1;
  let stopped: Error | undefined;

  const started = new Promise<void>((resolve, reject) => {
    const onStart = (message: unknown) => {
      const start = startedIn(message);
      if (!start) return;
      worker.off('message', onStart);
      if (start.ready) resolve();
      else reject(rebuilt(start.error));
    };
    worker.on('message', onStart);
    worker.once('error', reject);
  });
  worker.on('message', (message: Answer | Started) => {
    if (!('id' in message)) return;
    const call = pending.get(message.id);
    pending.delete(message.id);
    if (message.ok) call?.resolve(message.value);
    else call?.reject(rebuilt(message.error));
  });
  // A thread that dies takes every open call with it: say so instead of leaving callers waiting.
  const stop = (error: Error) => {
    stopped = error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  worker.on('error', stop);
  worker.on('exit', (code) =>
    stop(new Error(`the embedded database thread stopped (exit code ${code})`)),
  );

  const send = (operation: Operation) =>
    new Promise<unknown>((resolve, reject) => {
      if (stopped) return reject(stopped);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...operation, id });
    });

  try {
    await started;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return { send, terminate: () => worker.terminate(), calls: () => pending.size };
}

function queryableOf(send: (operation: Operation) => Promise<unknown>, tx?: number): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await send({ op: 'query', sql, params: [...params], tx })) as T[];
    },
    async exec(sql: string) {
      await send({ op: 'exec', sql, tx });
    },
  };
}

/**
 * Opens (creating on first use) the embedded PostgreSQL in `<dataDir>/pglite`, on a worker thread
 * so that its queries run beside the server's HTTP work instead of blocking it.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  const lock = await acquireProcessLock(join(dataDir, 'pglite.lock')).catch((error: unknown) => {
    throw error instanceof LockHeldError ? new DatabaseInUseError(dataDir, error.ownerPid) : error;
  });
  let worker: Awaited<ReturnType<typeof startWorker>>;
  try {
    worker = await startWorker(join(dataDir, 'pglite'));
  } catch (error) {
    await lock.release();
    throw error;
  }
  const { send, calls } = worker;
  return {
    engine: 'pglite',
    ...queryableOf(send),
    // One connection, on its thread: in use while a call is open; the other calls wait their turn.
    poolUse: () => ({ total: 1, idle: calls() === 0 ? 1 : 0, waiting: Math.max(0, calls() - 1) }),
    async transaction(work) {
      const tx = (await send({ op: 'begin' })) as number;
      let result;
      try {
        result = await work(queryableOf(send, tx));
      } catch (error) {
        await send({ op: 'end', tx, commit: false });
        throw error;
      }
      await send({ op: 'end', tx, commit: true });
      return result;
    },
    async close() {
      try {
        await send({ op: 'close' });
      } finally {
        await worker.terminate();
        await lock.release();
      }
    },
  };
}
