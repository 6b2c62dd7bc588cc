import { join } from 'node:path';
import type { ChildServer } from '../run/childServer';
import { repoRoot } from '../run/paths';
import { progress } from '../run/progress';
import { startSiteServer } from '../run/siteServer';
import { copyBuild } from './benchBuild';
import { measurePropagation } from './propagation';
import { timeCliPublish, timePublish, type PublishTiming } from './publishTiming';
import { summariseRelease, type ReleaseResult } from './releaseSummary';
import { scratchPostgres } from './scratchPostgres';

export type { ReleaseResult } from './releaseSummary';

// Production's shape: a few instances behind a load balancer; three is the fewest where a change
// goes through one and must reach two others.
const INSTANCES = 3;
/** Registry changes timed: enough for a p99 that means the slowest of them. */
const CHANGES = 40;
/** Publishes through the ops API timed; the first two are the versions the changes alternate. */
const PUBLISHES = 5;
/** The version numbers the bench publishes: far from the checkout's own, and named. */
const benchVersion = (n: number) => `9.0.${n}-bench`;

/** Starts the instances one after the other, as a deployment does (each auto-publishes first). */
async function startInstances(databaseUrl: string): Promise<ChildServer[]> {
  const instances: ChildServer[] = [];
  try {
    for (let i = 1; i <= INSTANCES; i += 1) {
      instances.push(await startSiteServer({ name: `release-${i}`, databaseUrl }));
      progress('release', `instance ${i} of ${INSTANCES} serving`);
    }
  } catch (error) {
    await Promise.all(instances.map((instance) => instance.stop()));
    throw error;
  }
  return instances;
}

/**
 * Three instances of the real server (each with its own scratch folder, AUTO_PUBLISH on as
 * `npm start` has it) on one PostgreSQL: times publishing the calculator's build through the ops
 * API and with the CLI, then how long a registry change made through one instance takes until
 * every instance serves it.
 */
export async function releaseBench(databaseUrl: string | undefined): Promise<ReleaseResult> {
  const build = copyBuild(join(repoRoot, 'mf-calculator', 'dist'), 'calculator');
  try {
    const database = await scratchPostgres(databaseUrl);
    try {
      progress('release', `${INSTANCES} instances on ${database.about}`);
      const instances = await startInstances(database.url);
      try {
        const opsOrigins = instances.map((instance) => instance.opsOrigin);
        const published: PublishTiming[] = [];
        for (let n = 1; n <= PUBLISHES; n += 1) {
          const opsOrigin = opsOrigins[(n - 1) % INSTANCES] as string;
          published.push(await timePublish(opsOrigin, build.dir, benchVersion(n)));
        }
        progress(
          'release',
          `published ${PUBLISHES} versions: ${published.map((p) => Math.round(p.ms)).join(', ')} ms`,
        );
        const cliMs = await timeCliPublish(
          opsOrigins[INSTANCES - 1] as string,
          build.dir,
          benchVersion(PUBLISHES + 1),
        );
        progress('release', `CLI publish: ${Math.round(cliMs)} ms`);
        const [first, second] = published as [PublishTiming, PublishTiming];
        const timings = await measurePropagation(
          instances,
          [first.version, second.version],
          CHANGES,
        );
        return summariseRelease(database.about, INSTANCES, timings, published, cliMs);
      } finally {
        await Promise.all(instances.map((instance) => instance.stop()));
      }
    } finally {
      await database.close();
    }
  } finally {
    build.remove();
  }
}
