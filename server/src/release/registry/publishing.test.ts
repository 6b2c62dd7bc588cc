import { API_LEVEL, SHELL_LEVEL, SHELL_LEVEL_FLOOR } from '@gold/contracts';
import { expect, it } from 'vitest';
import { listAudit } from '../store/registry';
import { listReleaseFiles } from '../store/releaseFiles';
import { describeEachEngine } from '../../testing/testDatabase';
import {
  calculatorBuild,
  ops,
  refusal,
  withCalculatorRegistry,
} from '../../testing/registryTestKit';
import { RegistryService } from './registryService';
import { bareShell } from '../../testing/testBuild';

describeEachEngine('publishing a build', ({ open }) => {
  const calculator = withCalculatorRegistry(open);

  it('keeps versions immutable: the same version with other files is refused, the same build again is answered with it', async () => {
    const changed = new Map(calculatorBuild('1.0.0')).set('assets/chunk.js', Buffer.from('other'));
    const error = await refusal(calculator.registry.publish('calculator', changed, ops));
    expect(error.status).toBe(409);
    expect(error.message).toMatch(/already published with other files/);
    const again = await calculator.registry.publish('calculator', calculatorBuild('1.0.0'), ops);
    expect(again).toMatchObject({ created: false, version: { version: '1.0.0' } });
    const publishes = (await listAudit(calculator.db, 'calculator', 1000)).filter(
      (e) => e.action === 'publish' && e.version === '1.0.0',
    );
    expect(publishes).toHaveLength(1);
  });

  it('keeps the files in the database, a content shared by versions once', async () => {
    expect(
      (await listReleaseFiles(calculator.db, 'calculator', '1.1.0')).map((f) => f.path),
    ).toEqual(['assets/chunk.js', 'mf-manifest.json', 'remoteEntry.js']);
    // Every version has the same assets/chunk.js: one blob serves them all.
    const [row] = await calculator.db.query<{ n: number }>(
      "SELECT count(DISTINCT sha256)::int AS n FROM release_files WHERE remote = 'calculator' AND path = 'assets/chunk.js'",
    );
    expect(row?.n).toBe(1);
  });

  it('raises the revision with every change, which another instance sees on its next read', async () => {
    const other = new RegistryService(calculator.db, bareShell);
    const before = await other.snapshot();
    await calculator.registry.publish('calculator', calculatorBuild('1.3.0'), ops);
    expect((await other.snapshot()).revision).toBe(before.revision);
    other.invalidate();
    const after = await other.snapshot();
    expect(after.revision).toBe(before.revision + 1);
    expect(after.versions.has('calculator@1.3.0')).toBe(true);
  });

  it('refuses a build for React 18 and a build that lacks the page the routes load, naming each conflict', async () => {
    const react18 = await refusal(
      calculator.registry.publish(
        'calculator',
        calculatorBuild('2.0.0', { react: '^18.3.1' }),
        ops,
      ),
    );
    expect(react18.status).toBe(422);
    expect(react18.details).toEqual(['react: the build needs ^18.3.1, the shell provides 19.3.1']);
    const missing = await refusal(
      calculator.registry.publish(
        'calculator',
        calculatorBuild('2.0.1', { exposes: ['./Other'] }),
        ops,
      ),
    );
    expect(missing.details).toEqual([
      "./CalculatorPage: the shell's routes load it, but the build does not expose it",
    ]);
    expect(
      (await calculator.registry.history('calculator')).versions.map((v) => v.version),
    ).not.toContain('2.0.0');
  });

  it("refuses a build made with another Module Federation release than the shell's, and records the release of one it takes", async () => {
    const other = await refusal(
      calculator.registry.publish(
        'calculator',
        calculatorBuild('2.0.2', { federationRelease: '2.10.0' }),
        ops,
      ),
    );
    expect(other.status).toBe(422);
    expect(other.details).toEqual([
      "Module Federation: the build was made with 2.10.0, the shell with 2.9.2, and remotes use the shell's runtime",
    ]);
    await calculator.registry.publish('calculator', calculatorBuild('2.0.3'), ops);
    const versions = (await calculator.registry.history('calculator')).versions;
    expect(versions.find((v) => v.version === '2.0.3')?.federationRelease).toBe('2.9.2');
    expect(versions.map((v) => v.version)).not.toContain('2.0.2');
  });

  it('refuses a build whose requests this server would reject or made for another shell level, and keeps the levels of one it takes', async () => {
    const newerApi = await refusal(
      calculator.registry.publish(
        'calculator',
        calculatorBuild('2.1.0', { levels: { shell: SHELL_LEVEL, api: API_LEVEL + 1 } }),
        ops,
      ),
    );
    expect([newerApi.status, newerApi.details]).toEqual([
      422,
      [
        `API level: the build sends requests of level ${API_LEVEL + 1}, and the server accepts them up to level ${API_LEVEL}: deploy the server first`,
      ],
    ]);
    const newerShell = await refusal(
      calculator.registry.publish(
        'calculator',
        calculatorBuild('2.1.1', { levels: { shell: SHELL_LEVEL + 1, api: API_LEVEL } }),
        ops,
      ),
    );
    expect(newerShell.details).toEqual([
      `shell level: the build was made for level ${SHELL_LEVEL + 1}, and the shell offers level ${SHELL_LEVEL}: release the shell first`,
    ]);
    // Built before builds recorded their levels: level 1, below the floor, its code gone from the shell.
    const unrecorded = await refusal(
      calculator.registry.publish('calculator', calculatorBuild('2.1.3', { levels: null }), ops),
    );
    expect(unrecorded.details).toEqual([
      `shell level: the build was made for level 1, and the shell runs builds from level ${SHELL_LEVEL_FLOOR}: build it again from today's packages`,
    ]);
    const levels = { shell: SHELL_LEVEL, api: API_LEVEL };
    await calculator.registry.publish('calculator', calculatorBuild('2.1.2', { levels }), ops);
    const versions = (await calculator.registry.history('calculator')).versions;
    expect(versions.find((v) => v.version === '2.1.2')?.levels).toEqual(levels);
    expect(versions.map((v) => v.version)).not.toContain('2.1.0');
    expect(versions.map((v) => v.version)).not.toContain('2.1.3');
  });

  it('refuses a build it cannot read, of another remote or without its entry, and stores none', async () => {
    const before = (await calculator.registry.history('calculator')).versions.length;
    const unreadable = new Map(calculatorBuild('4.0.0')).set(
      'mf-manifest.json',
      Buffer.from('{"name":'),
    );
    const noEntry = new Map(calculatorBuild('4.0.1'));
    noEntry.delete('remoteEntry.js');

    const refusals = await Promise.all([
      refusal(calculator.registry.publish('calculator', unreadable, ops)),
      refusal(calculator.registry.publish('home', calculatorBuild('4.0.2'), ops)),
      refusal(calculator.registry.publish('calculator', noEntry, ops)),
      refusal(calculator.registry.publish('jewellery', calculatorBuild('4.0.3'), ops)),
    ]);
    expect(refusals.map((error) => [error.status, error.message])).toEqual([
      [400, expect.stringMatching(/^mf-manifest\.json is unreadable: /)],
      [400, 'the build is remote "calculator", not "home"'],
      [400, 'the build has no entry file remoteEntry.js'],
      [404, '"jewellery" is not a remote'],
    ]);
    expect((await calculator.registry.history('calculator')).versions).toHaveLength(before);
  });

  it('refuses a version that is not strict semver, and entry or file names outside the safe alphabet, naming each', async () => {
    const before = (await calculator.registry.history('calculator')).versions.length;
    const withManifest = (version: string, entryName: string) => {
      const files = calculatorBuild(version);
      const manifest = JSON.parse(files.get('mf-manifest.json')!.toString()) as {
        metaData: { remoteEntry: { name: string } };
      };
      manifest.metaData.remoteEntry.name = entryName;
      return files.set('mf-manifest.json', Buffer.from(JSON.stringify(manifest)));
    };
    const badVersion = await refusal(
      calculator.registry.publish('calculator', withManifest('../home/x', 'remoteEntry.js'), ops),
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
        calculator.registry.publish('calculator', withManifest('4.1.0', entry), ops),
      );
      expect([error.status, error.message], entry).toEqual([
        400,
        'mf-manifest.json names what the registry refuses',
      ]);
      expect(error.details.join(), entry).toContain(JSON.stringify(entry));
    }
    const strayFile = new Map(calculatorBuild('4.1.1')).set('assets/a"b.js', Buffer.from('x'));
    const stray = await refusal(calculator.registry.publish('calculator', strayFile, ops));
    expect([stray.message, stray.details]).toEqual([
      'the build has a file name the registry refuses',
      [expect.stringMatching(/^"assets\/a\\"b\.js" is not a relative file name/)],
    ]);
    expect((await calculator.registry.history('calculator')).versions).toHaveLength(before);
  });
});
