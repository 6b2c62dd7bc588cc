import type { Queryable } from '../database';
import { schemaVersion } from '../database/migrate';
import { migrations } from '../database/migrations';
import type { DrainState } from './drainState';
import { probeWritable } from './writableFolder';

/** What `/readyz` answers: ready, or not with the reason an operator reads. */
export type ReadinessAnswer = { ready: true } | { ready: false; reason: string };

/** Where the check says what the public answer does not. */
export interface ReadinessLog {
  error(details: object, message: string): void;
  info(message: string): void;
}

export interface ReadinessDeps {
  db: Queryable;
  /** Set when the server is stopping. */
  drain: Pick<DrainState, 'draining'>;
  /** Resolves once this instance holds the registry it serves from (the watcher keeps it current). */
  registryLoaded(): Promise<unknown>;
  /**
   * The versions the registry serves that this build cannot run (`served` names one, `conflicts`
   * says why): while there is one, visitors are better served by instances of the build before.
   */
  unrunnableLive?(): Promise<readonly { served: string; conflicts: readonly string[] }[]>;
  /**
   * The folders a request writes to (uploads, the release files' cache): each must take a file,
   * else the instance is not ready (see probeWritable).
   */
  writableFolders?: readonly string[];
  /** Checks one of them (default probeWritable). */
  probeFolder?(folder: string): Promise<void>;
  /** Told why a folder cannot be written (once, until it can again): the public answer does not say. */
  log?: ReadinessLog;
  /** The newest schema version this build needs; default the last of its migrations. */
  neededSchema?: number;
  /** How long a check may take before it counts as a failure: a hung database must not hang the check. */
  timeoutMs?: number;
  /** How long an answer is reused, so a load balancer checking often costs one query a second. */
  reuseMs?: number;
  now?(): number;
}

const newestMigration = Math.max(...migrations.map((migration) => migration.version));

/**
 * Whether this instance should get visitors: the database answers, holds every migration this
 * build needs, the registry is loaded and serves no version this build cannot run, the folders
 * requests write to take a file, and the server is not stopping. Draining turns it off at
 * once; the rest is checked at most once per `reuseMs`, the checks in flight shared.
 */
export class Readiness {
  private last: { at: number; answer: Promise<ReadinessAnswer> } | undefined;
  private readonly neededSchema: number;
  private readonly timeoutMs: number;
  private readonly reuseMs: number;
  private readonly now: () => number;
  /** The folder that last could not be written, until it can again. */
  private failingFolder: string | undefined;
  /** The served versions last logged as unrunnable, until they change. */
  private unrunnableLogged = '';

  constructor(private readonly deps: ReadinessDeps) {
    this.neededSchema = deps.neededSchema ?? newestMigration;
    this.timeoutMs = deps.timeoutMs ?? 2000;
    this.reuseMs = deps.reuseMs ?? 1000;
    this.now = deps.now ?? Date.now;
  }

  /** This instance's answer now (reused for up to `reuseMs`, except that draining shows at once). */
  check(): Promise<ReadinessAnswer> {
    if (this.deps.drain.draining)
      return Promise.resolve({ ready: false, reason: 'draining: this instance is stopping' });
    const now = this.now();
    if (!this.last || now - this.last.at >= this.reuseMs)
      this.last = { at: now, answer: this.checkDependencies() };
    return this.last.answer;
  }

  private async checkDependencies(): Promise<ReadinessAnswer> {
    let schema: number;
    try {
      schema = await this.within(schemaVersion(this.deps.db));
    } catch {
      // The answer is public: no error details.
      return { ready: false, reason: 'database unreachable' };
    }
    if (schema < this.neededSchema)
      return {
        ready: false,
        reason: `migrations not applied: the database is at ${schema}, this build needs ${this.neededSchema}`,
      };
    let unrunnable: Awaited<ReturnType<NonNullable<ReadinessDeps['unrunnableLive']>>>;
    try {
      await this.within(this.deps.registryLoaded());
      unrunnable = (await this.within(this.deps.unrunnableLive?.() ?? Promise.resolve([]))) ?? [];
    } catch {
      return { ready: false, reason: 'registry not loaded' };
    }
    const served = unrunnable.map((version) => version.served).join(', ');
    if (served !== this.unrunnableLogged && unrunnable.length)
      this.deps.log?.error(
        { unrunnable },
        `readiness: the registry serves what this build cannot run (docs/contracts.md): ${served}`,
      );
    this.unrunnableLogged = served;
    if (unrunnable.length)
      return {
        ready: false,
        reason: `the registry serves versions this build cannot run: ${served}`,
      };
    const probe = this.deps.probeFolder ?? probeWritable;
    for (const folder of this.deps.writableFolders ?? []) {
      try {
        await this.within(probe(folder));
      } catch (error) {
        if (this.failingFolder !== folder)
          this.deps.log?.error({ err: error }, `readiness: ${folder} cannot be written`);
        this.failingFolder = folder;
        return { ready: false, reason: 'data directory not writable' };
      }
    }
    if (this.failingFolder)
      this.deps.log?.info(`readiness: ${this.failingFolder} is writable again`);
    this.failingFolder = undefined;
    return { ready: true };
  }

  private within<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), this.timeoutMs);
    });
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
  }
}
