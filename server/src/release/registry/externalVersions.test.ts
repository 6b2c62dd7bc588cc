import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellBuildLevels } from '@gold/contracts';
import { describeEachEngine } from '../../testing/testDatabase';
import { serveFiles, type FileOrigin } from '../../testing/serveFiles';
import {
  calculatorBuild,
  ops,
  refusal,
  withCalculatorRegistry,
} from '../../testing/registryTestKit';
import { RegistryService } from './registryService';

describeEachEngine('versions hosted elsewhere', ({ open }) => {
  const calculator = withCalculatorRegistry(open);

  describe('builds hosted elsewhere', () => {
    let cdn: FileOrigin;
    /** A registry whose configuration lists the CDN (a loopback origin). */
    let hosted: RegistryService;
    const shell = () => ({
      shared: { react: '19.3.1' },
      federationRelease: '2.9.2',
      levels: shellBuildLevels,
    });
    const at = (version: string) => `/calculator/${version}/`;
    beforeAll(async () => {
      const files = new Map<string, Buffer>();
      for (const version of ['3.0.0', '3.1.0']) {
        for (const [path, content] of calculatorBuild(version, {
          react: version === '3.1.0' ? '^18.3.1' : undefined,
        }))
          files.set(`${at(version)}${path}`, content);
      }
      cdn = await serveFiles(files);
      hosted = new RegistryService(calculator.db, shell, {
        siteIsHttps: false,
        listedOrigins: [cdn.origin],
      });
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
      await hosted.channels.promote('calculator', '1.0.0', ops);
    });

    it("keeps an origin in the pages' policy only while a channel serves one of its versions", async () => {
      const origins = async () => {
        await hosted.snapshot();
        return hosted.originsOfExternalVersions();
      };
      await hosted.registerExternal('calculator', `${cdn.origin}${at('3.0.0')}`, ops);
      expect(await origins()).toEqual([]);
      await hosted.channels.canary('calculator', '3.0.0', 10, ops);
      expect(await origins()).toEqual([cdn.origin]);
      await hosted.channels.canary('calculator', '3.0.0', 0, ops);
      expect(await origins()).toEqual([]);
      await hosted.channels.promote('calculator', '3.0.0', ops);
      expect(await origins()).toEqual([cdn.origin]);
      // Stable is the canary's fallback: its origin stays while a canary runs beside it.
      await hosted.channels.canary('calculator', '1.1.0', 50, ops);
      expect(await origins()).toEqual([cdn.origin]);
      await hosted.channels.rollback('calculator', '1.0.0', ops);
      expect(await origins()).toEqual([]);
    });

    it('refuses, in one line, a URL it cannot load, an http build for an https site, or one the shell could not run', async () => {
      const refused = async (
        baseUrl: string,
        hosting = { siteIsHttps: false, listedOrigins: [cdn.origin] },
      ) =>
        (
          await refusal(
            new RegistryService(calculator.db, shell, hosting).registerExternal(
              'calculator',
              baseUrl,
              ops,
            ),
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
      const unlisted = new RegistryService(calculator.db, shell, {
        siteIsHttps: false,
        listedOrigins: ['https://cdn.example'],
      });
      const url = `${cdn.origin}${at('3.0.0')}`;
      const requestsBefore = cdn.requests.length;
      expect((await refusal(unlisted.registerExternal('calculator', url, ops))).message).toBe(
        `${url} not fetched: ${cdn.origin} is not an origin listed in EXTERNAL_BUILD_ORIGINS`,
      );
      expect(
        (await refusal(calculator.registry.registerExternal('calculator', url, ops))).message,
      ).toBe(
        `${url} not fetched: builds come from https origins unless EXTERNAL_BUILD_ORIGINS lists the origin`,
      );
      expect(cdn.requests.length).toBe(requestsBefore);
    });
  });
});
