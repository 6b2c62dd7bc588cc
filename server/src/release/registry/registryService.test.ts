import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/database';
import { listAudit } from '../store/registry';
import { listReleaseFiles } from '../store/releaseFiles';
import { describeEachEngine, type TestDatabase } from '../../testing/testDatabase';
import { serveFiles, type FileOrigin } from '../../testing/serveFiles';
import type { ReleaseFiles } from '../builds/buildFiles';
import { RegistryError } from './registryErrors';
import { RegistryService } from './registryService';

/** A build of the calculator remote as rspack writes it (the parts the registry reads). */
function build(
  version: string,
  { react = '^19.3.1', exposes = ['./CalculatorPage'], federationRelease = '2.9.2' } = {},
): ReleaseFiles {
  const manifest = {
    name: 'calculator',
    metaData: {
      buildInfo: { buildVersion: version },
      pluginVersion: federationRelease,
      remoteEntry: { name: 'remoteEntry.js', path: '' },
    },
    exposes: exposes.map((path) => ({ path })),
    shared: [
      { name: 'react', version: react.replace('^', ''), requiredVersion: react, singleton: true },
    ],
  };
  return new Map([
    ['mf-manifest.json', Buffer.from(JSON.stringify(manifest))],
    ['remoteEntry.js', Buffer.from(`/* calculator ${version} */`)],
    ['assets/chunk.js', Buffer.from('chunk')],
  ]);
}

const ops = { actor: 'test' };
async function refusal(promise: Promise<unknown>): Promise<RegistryError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RegistryError);
  return error as RegistryError;
}

describeEachEngine('RegistryService', ({ open }) => {
  let test: TestDatabase;
  let db: Database;
  let registry: RegistryService;

  beforeAll(async () => {
    test = await open();
    db = test.db;
    registry = new RegistryService(db, () => ({
      shared: { react: '19.3.1' },
      federationRelease: '2.9.2',
    }));
    await registry.publish('calculator', build('1.0.0'), ops);
    await registry.publish('calculator', build('1.1.0'), ops);
    await registry.publish('calculator', build('1.2.0'), ops);
    await registry.promote('calculator', '1.0.0', ops);
  }, 60_000);

  afterAll(async () => {
    await test?.dispose();
  });

  describe('channels and versions', () => {
    it('keeps versions immutable: the same version with other files is refused, the same build again is answered with it', async () => {
      const changed = new Map(build('1.0.0')).set('assets/chunk.js', Buffer.from('other'));
      const error = await refusal(registry.publish('calculator', changed, ops));
      expect(error.status).toBe(409);
      expect(error.message).toMatch(/already published with other files/);
      const again = await registry.publish('calculator', build('1.0.0'), ops);
      expect(again).toMatchObject({ created: false, version: { version: '1.0.0' } });
      const publishes = (await listAudit(db, 'calculator', 1000)).filter(
        (e) => e.action === 'publish' && e.version === '1.0.0',
      );
      expect(publishes).toHaveLength(1);
    });

    it('keeps the files in the database, a content shared by versions once', async () => {
      expect((await listReleaseFiles(db, 'calculator', '1.1.0')).map((f) => f.path)).toEqual([
        'assets/chunk.js',
        'mf-manifest.json',
        'remoteEntry.js',
      ]);
      // Every version has the same assets/chunk.js: one blob serves them all.
      const [row] = await db.query<{ n: number }>(
        "SELECT count(DISTINCT sha256)::int AS n FROM release_files WHERE remote = 'calculator' AND path = 'assets/chunk.js'",
      );
      expect(row?.n).toBe(1);
    });

    it('raises the revision with every change, which another instance sees on its next read', async () => {
      const other = new RegistryService(db, () => ({ shared: {}, federationRelease: null }));
      const before = await other.snapshot();
      await registry.publish('calculator', build('1.3.0'), ops);
      expect((await other.snapshot()).revision).toBe(before.revision);
      other.invalidate();
      const after = await other.snapshot();
      expect(after.revision).toBe(before.revision + 1);
      expect(after.versions.has('calculator@1.3.0')).toBe(true);
    });

    it('refuses a build for React 18 and a build that lacks the page the routes load, naming each conflict', async () => {
      const react18 = await refusal(
        registry.publish('calculator', build('2.0.0', { react: '^18.3.1' }), ops),
      );
      expect(react18.status).toBe(422);
      expect(react18.details).toEqual([
        'react: the build needs ^18.3.1, the shell provides 19.3.1',
      ]);
      const missing = await refusal(
        registry.publish('calculator', build('2.0.1', { exposes: ['./Other'] }), ops),
      );
      expect(missing.details).toEqual([
        "./CalculatorPage: the shell's routes load it, but the build does not expose it",
      ]);
      expect((await registry.history('calculator')).versions.map((v) => v.version)).not.toContain(
        '2.0.0',
      );
    });

    it("refuses a build made with another Module Federation release than the shell's, and records the release of one it takes", async () => {
      const other = await refusal(
        registry.publish('calculator', build('2.0.2', { federationRelease: '2.10.0' }), ops),
      );
      expect(other.status).toBe(422);
      expect(other.details).toEqual([
        "Module Federation: the build was made with 2.10.0, the shell with 2.9.2, and remotes use the shell's runtime",
      ]);
      await registry.publish('calculator', build('2.0.3'), ops);
      const versions = (await registry.history('calculator')).versions;
      expect(versions.find((v) => v.version === '2.0.3')?.federationRelease).toBe('2.9.2');
      expect(versions.map((v) => v.version)).not.toContain('2.0.2');
    });

    it('runs a canary, promotes it, and rolls back to the version before, then to any earlier one', async () => {
      const canary = await registry.canary('calculator', '1.1.0', 50, {
        ...ops,
        reason: 'new copy',
      });
      expect(canary).toMatchObject({ stable: '1.0.0', canary: { version: '1.1.0', percent: 50 } });
      expect(await registry.promote('calculator', undefined, ops)).toMatchObject({
        stable: '1.1.0',
        canary: null,
      });
      expect(await registry.promote('calculator', '1.2.0', ops)).toMatchObject({ stable: '1.2.0' });
      expect(await registry.rollback('calculator', undefined, ops)).toMatchObject({
        stable: '1.1.0',
      });
      expect(await registry.rollback('calculator', '1.0.0', ops)).toMatchObject({
        stable: '1.0.0',
      });
      const actions = (await listAudit(db, 'calculator', 5)).map(
        (e) => `${e.action} ${e.version} from ${e.previous}`,
      );
      expect(actions).toEqual([
        'rollback 1.0.0 from 1.1.0',
        'rollback 1.1.0 from 1.2.0',
        'promote 1.2.0 from 1.1.0',
        'promote 1.1.0 from 1.0.0',
        'canary 1.1.0 from null',
      ]);
    });

    it('refuses a write against a revision someone else has changed', async () => {
      const { remotes } = await registry.status();
      const revision = remotes.find((r) => r.remote === 'calculator')?.revision ?? -1;
      await registry.promote('calculator', '1.2.0', { ...ops, revision });
      const stale = await refusal(registry.promote('calculator', '1.1.0', { ...ops, revision }));
      expect(stale.status).toBe(409);
      expect(stale.message).toMatch(/another change to calculator landed first/);
      expect(stale.message).toContain('promote 1.2.0');
    });

    it('steps back once when three bare rollbacks read the same revision; the others are told what landed first', async () => {
      for (const version of ['1.0.0', '1.1.0', '1.2.0'])
        await registry.promote('calculator', version, ops);
      const { remotes } = await registry.status();
      const revision = remotes.find((r) => r.remote === 'calculator')!.revision;
      const results = await Promise.allSettled(
        ['ana', 'ben', 'cy'].map((actor) =>
          registry.rollback('calculator', undefined, { actor, revision }),
        ),
      );
      const done = results.filter((r) => r.status === 'fulfilled');
      expect(done).toHaveLength(1);
      expect(done[0]).toMatchObject({ value: { stable: '1.1.0', revision: revision + 1 } });
      const refused = results
        .filter((r) => r.status === 'rejected')
        .map((r) => (r as PromiseRejectedResult).reason as RegistryError);
      expect(refused).toHaveLength(2);
      for (const error of refused) {
        expect(error.status).toBe(409);
        expect(error.message).toMatch(
          /^another change to calculator landed first \(you read revision \d+, it is now \d+\): rollback 1\.1\.0 \(was 1\.2\.0\) by (ana|ben|cy) at .+ Nothing was done: run `registry status`/,
        );
      }
      const rollbacks = (await listAudit(db, 'calculator', 3)).filter(
        (e) => e.action === 'rollback',
      );
      expect(rollbacks).toHaveLength(1);
    });

    it('records the share and the ramp step each canary change left', async () => {
      await registry.canary('calculator', '1.2.0', 10, ops);
      await registry.canary('calculator', '1.2.0', 60, ops);
      await registry.canary('calculator', '1.2.0', { steps: [5, 50, 100], everyMs: 60_000 }, ops);
      await registry.rampTo('calculator', 1, { actor: 'canary-guard' });
      await registry.pauseRamp('calculator', true, ops);
      await registry.abortCanary('calculator', ops);
      const entries = (await listAudit(db, 'calculator', 6)).reverse();
      expect(entries.map((e) => [e.action, e.version, e.percent, e.rampStep])).toEqual([
        ['canary', '1.2.0', 10, null],
        ['canary', '1.2.0', 60, null],
        ['canary', '1.2.0', 5, 1],
        ['canary', '1.2.0', 50, 2],
        ['pause-canary', '1.2.0', 50, 2],
        ['abort-canary', '1.2.0', null, null],
      ]);
    });

    it('records who let a browser preview which version, for how long; refuses an unpublished one', async () => {
      const until = new Date(Date.now() + 3_600_000);
      await registry.recordPreview('calculator', '1.2.0', 3_600_000, until, {
        actor: 'meena',
        token: 'calculator-team',
        reason: 'design review',
      });
      const [entry] = await listAudit(db, 'calculator', 1);
      expect(entry).toMatchObject({
        action: 'preview',
        version: '1.2.0',
        actor: 'meena',
        token: 'calculator-team',
        reason: `for 1 h, until ${until.toISOString()}; design review`,
      });
      const missing = await refusal(
        registry.recordPreview('calculator', '9.9.9', 1000, until, ops),
      );
      expect(missing.status).toBe(404);
    });

    it('loses no update when 20 promotes run at once: each success is one revision and one audit record', async () => {
      const before = (await registry.status()).remotes.find((r) => r.remote === 'calculator')!;
      const auditBefore = (await listAudit(db, 'calculator', 10_000)).length;
      const targets = Array.from({ length: 20 }, (_, i) => ['1.0.0', '1.1.0', '1.2.0'][i % 3]!);
      const results = await Promise.allSettled(
        targets.map((version) =>
          registry.promote('calculator', version, { ...ops, revision: before.revision }),
        ),
      );
      const succeeded = results.filter((r) => r.status === 'fulfilled');
      const refused = results.filter((r) => r.status === 'rejected');
      // All 20 read the same revision: exactly one may win, the other 19 get a clear conflict.
      expect(succeeded).toHaveLength(1);
      for (const r of refused)
        expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 409 });
      const after = (await registry.status()).remotes.find((r) => r.remote === 'calculator')!;
      expect(after.revision).toBe(before.revision + 1);
      expect((await listAudit(db, 'calculator', 10_000)).length).toBe(auditBefore + 1);
    });

    it('applies 20 concurrent promotes without a revision each: every one lands, in order, none lost', async () => {
      const before = (await registry.status()).remotes.find((r) => r.remote === 'calculator')!;
      const auditBefore = (await listAudit(db, 'calculator', 10_000)).length;
      // Without a revision a promote is unconditional: it waits for the others, never conflicts.
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          registry.promote('calculator', ['1.0.0', '1.1.0'][i % 2]!, ops),
        ),
      );
      const revisions = results.map((r) => r.revision).sort((a, b) => a - b);
      expect(revisions).toEqual(Array.from({ length: 20 }, (_, i) => before.revision + 1 + i));
      const after = (await registry.status()).remotes.find((r) => r.remote === 'calculator')!;
      expect(after.revision).toBe(before.revision + 20);
      expect((await listAudit(db, 'calculator', 10_000)).length).toBe(auditBefore + 20);
    });
  });

  describe('what it refuses to publish', () => {
    it('refuses a build it cannot read, of another remote or without its entry, and stores none', async () => {
      const before = (await registry.history('calculator')).versions.length;
      const unreadable = new Map(build('4.0.0')).set('mf-manifest.json', Buffer.from('{"name":'));
      const noEntry = new Map(build('4.0.1'));
      noEntry.delete('remoteEntry.js');

      const refusals = await Promise.all([
        refusal(registry.publish('calculator', unreadable, ops)),
        refusal(registry.publish('home', build('4.0.2'), ops)),
        refusal(registry.publish('calculator', noEntry, ops)),
        refusal(registry.publish('jewellery', build('4.0.3'), ops)),
      ]);
      expect(refusals.map((error) => [error.status, error.message])).toEqual([
        [400, expect.stringMatching(/^mf-manifest\.json is unreadable: /)],
        [400, 'the build is remote "calculator", not "home"'],
        [400, 'the build has no entry file remoteEntry.js'],
        [404, '"jewellery" is not a remote'],
      ]);
      expect((await registry.history('calculator')).versions).toHaveLength(before);
    });

    it('refuses a version that is not strict semver, and entry or file names outside the safe alphabet, naming each', async () => {
      const before = (await registry.history('calculator')).versions.length;
      const withManifest = (version: string, entryName: string) => {
        const files = build(version);
        const manifest = JSON.parse(files.get('mf-manifest.json')!.toString()) as {
          metaData: { remoteEntry: { name: string } };
        };
        manifest.metaData.remoteEntry.name = entryName;
        return files.set('mf-manifest.json', Buffer.from(JSON.stringify(manifest)));
      };
      const badVersion = await refusal(
        registry.publish('calculator', withManifest('../home/x', 'remoteEntry.js'), ops),
      );
      expect([badVersion.status, badVersion.message, badVersion.details]).toEqual([
        400,
        'mf-manifest.json names what the registry refuses',
        [expect.stringMatching(/^version "\.\.\/home\/x" is not a semantic version/)],
      ]);
      for (const entry of [
        'x.js" onload="alert(1)',
        'http://127.0.0.1:9/x.js',
        '//evil.example/x.js',
        '../x.js',
      ]) {
        const error = await refusal(
          registry.publish('calculator', withManifest('4.1.0', entry), ops),
        );
        expect([error.status, error.message], entry).toEqual([
          400,
          'mf-manifest.json names what the registry refuses',
        ]);
        expect(error.details.join(), entry).toContain(JSON.stringify(entry));
      }
      const strayFile = new Map(build('4.1.1')).set('assets/a"b.js', Buffer.from('x'));
      const stray = await refusal(registry.publish('calculator', strayFile, ops));
      expect([stray.message, stray.details]).toEqual([
        'the build has a file name the registry refuses',
        [expect.stringMatching(/^"assets\/a\\"b\.js" is not a relative file name/)],
      ]);
      expect((await registry.history('calculator')).versions).toHaveLength(before);
    });

    it('rolls back one step at a time: a second rollback goes further back, never forward', async () => {
      await registry.promote('calculator', '1.0.0', ops);
      await registry.promote('calculator', '1.1.0', ops);
      await registry.promote('calculator', '1.2.0', ops);
      expect((await registry.rollback('calculator', undefined, ops)).stable).toBe('1.1.0');
      expect((await registry.rollback('calculator', undefined, ops)).stable).toBe('1.0.0');
    });
  });

  describe('builds hosted elsewhere', () => {
    let cdn: FileOrigin;
    /** A registry whose configuration lists the CDN (a loopback origin). */
    let hosted: RegistryService;
    const shell = () => ({ shared: { react: '19.3.1' }, federationRelease: '2.9.2' });
    const at = (version: string) => `/calculator/${version}/`;
    beforeAll(async () => {
      const files = new Map<string, Buffer>();
      for (const version of ['3.0.0', '3.1.0']) {
        for (const [path, content] of build(version, {
          react: version === '3.1.0' ? '^18.3.1' : undefined,
        }))
          files.set(`${at(version)}${path}`, content);
      }
      cdn = await serveFiles(files);
      hosted = new RegistryService(db, shell, { siteIsHttps: false, listedOrigins: [cdn.origin] });
    });
    afterAll(() => cdn.close());

    it('reads the manifest and entry itself, records the entry hash, and swaps it in: stable at once, audited, immutable', async () => {
      const change = { actor: 'ops', reason: 'CDN copy' };
      const url = `${cdn.origin}${at('3.0.0')}`;
      expect(await hosted.swap('calculator', url, change)).toMatchObject({
        stable: '3.0.0',
        canary: null,
      });
      const { versions, changes } = await hosted.history('calculator');
      expect(versions.find((v) => v.version === '3.0.0')).toMatchObject({
        baseUrl: url,
        integrity: expect.stringMatching(/^sha384-/),
        publishedBy: 'ops',
      });
      expect(changes.slice(0, 2).map((e) => `${e.action} ${e.version} (${e.reason})`)).toEqual([
        'swap 3.0.0 (CDN copy)',
        'publish 3.0.0 (CDN copy)',
      ]);

      const elsewhere = await refusal(
        hosted.registerExternal('calculator', `${cdn.origin}/other/`, ops),
      );
      expect(elsewhere.message).toBe(`${cdn.origin}/other/mf-manifest.json not fetched`);
      expect(elsewhere.logReason).toBe('HTTP 404');
      await hosted.promote('calculator', '1.0.0', ops);
    });

    it("keeps an origin in the pages' policy only while a channel serves one of its versions", async () => {
      const origins = async () => {
        await hosted.snapshot();
        return hosted.originsOfExternalVersions();
      };
      await hosted.registerExternal('calculator', `${cdn.origin}${at('3.0.0')}`, ops);
      expect(await origins()).toEqual([]);
      await hosted.canary('calculator', '3.0.0', 10, ops);
      expect(await origins()).toEqual([cdn.origin]);
      await hosted.canary('calculator', '3.0.0', 0, ops);
      expect(await origins()).toEqual([]);
      await hosted.promote('calculator', '3.0.0', ops);
      expect(await origins()).toEqual([cdn.origin]);
      // Stable is the canary's fallback: its origin stays while a canary runs beside it.
      await hosted.canary('calculator', '1.1.0', 50, ops);
      expect(await origins()).toEqual([cdn.origin]);
      await hosted.rollback('calculator', '1.0.0', ops);
      expect(await origins()).toEqual([]);
    });

    it('refuses, in one line, a URL it cannot load, an http build for an https site, or one the shell could not run', async () => {
      const refused = async (
        baseUrl: string,
        hosting = { siteIsHttps: false, listedOrigins: [cdn.origin] },
      ) =>
        (
          await refusal(
            new RegistryService(db, shell, hosting).registerExternal('calculator', baseUrl, ops),
          )
        ).message;
      expect(await refused('cdn.example/calculator')).toBe(
        '"cdn.example/calculator" is not an absolute URL',
      );
      expect(await refused('ftp://cdn.example/calculator/')).toBe(
        'only http(s) URLs can host a remote',
      );
      expect(
        await refused(`${cdn.origin}${at('3.0.0')}`, {
          siteIsHttps: true,
          listedOrigins: [cdn.origin],
        }),
      ).toMatch(/is http: an https site cannot load scripts from it/);
      const gone = await serveFiles(new Map());
      await gone.close();
      expect(
        await refused(`${gone.origin}/calculator/`, {
          siteIsHttps: false,
          listedOrigins: [gone.origin],
        }),
      ).toBe(`${gone.origin}/calculator/mf-manifest.json not fetched`);
      const react18 = await refusal(
        hosted.registerExternal('calculator', `${cdn.origin}${at('3.1.0')}`, ops),
      );
      expect(react18.status).toBe(422);
      const versions = (await hosted.history('calculator')).versions.map((v) => v.version);
      expect(versions).not.toContain('3.1.0');
    });

    it('refuses an origin the configuration does not list, and any http origin when it lists none, before any request', async () => {
      const unlisted = new RegistryService(db, shell, {
        siteIsHttps: false,
        listedOrigins: ['https://cdn.example'],
      });
      const url = `${cdn.origin}${at('3.0.0')}`;
      const requestsBefore = cdn.requests.length;
      expect((await refusal(unlisted.registerExternal('calculator', url, ops))).message).toBe(
        `${url} not fetched: ${cdn.origin} is not an origin listed in EXTERNAL_BUILD_ORIGINS`,
      );
      expect((await refusal(registry.registerExternal('calculator', url, ops))).message).toBe(
        `${url} not fetched: builds come from https origins unless EXTERNAL_BUILD_ORIGINS lists the origin`,
      );
      expect(cdn.requests.length).toBe(requestsBefore);
    });
  });
});
