import { describe, expect, it } from 'vitest';
import {
  DEV_OPS_TOKEN,
  DEV_SIGNING_KEY,
  loadServerConfig,
  missingSiteUrl,
  opsUrlOf,
  unsafeSecret,
} from './server';

describe('loadServerConfig', () => {
  it('uses the fictional defaults when the environment says nothing', () => {
    const config = loadServerConfig({});
    expect(config.port).toBe(8080);
    expect(config.public.copyrightYear).toBe(2025);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('lets the environment override facts, key and port', () => {
    const config = loadServerConfig({
      PORT: '9090',
      SITE_PHONE: '+91 90000 11111',
      SITE_ADDRESS: 'Line one|Line two',
      AES_KEY: '0123456789abcdef',
    });
    expect(config.port).toBe(9090);
    expect(config.public.phone).toBe('+91 90000 11111');
    expect(config.public.address).toEqual(['Line one', 'Line two']);
    expect(config.public.aesKey).toBe('0123456789abcdef');
    expect(config.public.siteUrl).toBe('http://localhost:9090');
  });

  it('refuses a key AES cannot use and a port that is not one', () => {
    expect(() => loadServerConfig({ AES_KEY: 'short' })).toThrow(/AES_KEY/);
    expect(() => loadServerConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('reads the rate limits and the proxy trust, refusing a limit below 1', () => {
    expect(loadServerConfig({})).toMatchObject({
      rateLimits: { formsPerMinute: 20, beaconPerMinute: 60 },
      trustProxy: false,
    });
    expect(
      loadServerConfig({
        RATE_LIMIT_FORMS_PER_MINUTE: '500',
        RATE_LIMIT_BEACON_PER_MINUTE: '900',
        TRUST_PROXY: '1',
      }),
    ).toMatchObject({
      rateLimits: { formsPerMinute: 500, beaconPerMinute: 900 },
      trustProxy: 1,
    });
    expect(() => loadServerConfig({ RATE_LIMIT_FORMS_PER_MINUTE: '0' })).toThrow(
      'RATE_LIMIT_FORMS_PER_MINUTE',
    );
    expect(() => loadServerConfig({ RATE_LIMIT_BEACON_PER_MINUTE: 'lots' })).toThrow(
      'RATE_LIMIT_BEACON_PER_MINUTE',
    );
  });

  it('trusts proxies by hop count or by address, never every hop', () => {
    expect(loadServerConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadServerConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadServerConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,fd00::/8, loopback' }).trustProxy,
    ).toEqual(['10.0.0.5', '192.168.0.0/16', 'fd00::/8', 'loopback']);
    expect(loadServerConfig({ TRUST_PROXY: '10.0.0.0/8' }).connectionLimits.perClient).toBe(0);
    for (const wrong of ['true', '10.0.0.0/33', 'fd00::/129', 'proxy.internal', '10.0.0.5,']) {
      expect(() => loadServerConfig({ TRUST_PROXY: wrong }), wrong).toThrow(
        /^TRUST_PROXY must be the number of proxies in front \(1 for one\), or their addresses or CIDRs/,
      );
    }
    expect(() => loadServerConfig({ TRUST_PROXY: '11' })).toThrow(
      'TRUST_PROXY must be hops from 1 to 10, got "11"',
    );
  });

  it('refuses a production start without SITE_URL, which canonical links and the sitemap name', () => {
    expect(missingSiteUrl({ NODE_ENV: 'production' })).toBe(
      "refusing to start: SITE_URL is unset, and NODE_ENV=production; set it to the site's public address (e.g. https://www.example.com)",
    );
    expect(missingSiteUrl({ NODE_ENV: 'production', SITE_URL: 'https://gold.example' })).toBeNull();
    expect(missingSiteUrl({})).toBeNull();
  });

  it('reads the log level and the served build folders, refusing a level pino has not', () => {
    expect(loadServerConfig({})).toMatchObject({
      logLevel: 'info',
      webRoot: undefined,
      autoPublish: true,
    });
    expect(
      loadServerConfig({
        LOG_LEVEL: 'warn',
        WEB_ROOT: '/srv/site',
        AUTO_PUBLISH: '0',
      }),
    ).toMatchObject({
      logLevel: 'warn',
      webRoot: '/srv/site',
      autoPublish: false,
    });
    // The shell served is always <WEB_ROOT>/shell/dist: no setting serves another build of it.
    expect(loadServerConfig({ SHELL_DIST: '/srv/mono' })).toEqual(loadServerConfig({}));
    expect(() => loadServerConfig({ LOG_LEVEL: 'verbose' })).toThrow(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"',
    );
  });

  it('gives a stopping server 10 s for requests in progress unless told otherwise', () => {
    expect(loadServerConfig({}).shutdownGraceSeconds).toBe(10);
    expect(loadServerConfig({ SHUTDOWN_GRACE_SECONDS: '0' }).shutdownGraceSeconds).toBe(0);
    expect(loadServerConfig({ SHUTDOWN_GRACE_SECONDS: '45' }).shutdownGraceSeconds).toBe(45);
    expect(() => loadServerConfig({ SHUTDOWN_GRACE_SECONDS: '2.5' })).toThrow(
      'SHUTDOWN_GRACE_SECONDS must be a whole number of seconds from 0 to 3600, got "2.5"',
    );
  });

  it('drains a stopping server for 5 s unless told otherwise', () => {
    expect(loadServerConfig({}).drainSeconds).toBe(5);
    expect(loadServerConfig({ DRAIN_SECONDS: '0' }).drainSeconds).toBe(0);
    expect(loadServerConfig({ DRAIN_SECONDS: '30' }).drainSeconds).toBe(30);
    expect(() => loadServerConfig({ DRAIN_SECONDS: '-1' })).toThrow(
      'DRAIN_SECONDS must be a whole number of seconds from 0 to 300, got "-1"',
    );
  });

  it('limits what one client may hold: timeouts and a cap per address, lifted behind a proxy', () => {
    expect(loadServerConfig({}).connectionLimits).toEqual({
      headersSeconds: 20,
      idleSeconds: 30,
      requestSeconds: 300,
      keepAliveSeconds: 10,
      minBodyBytesPerSecond: 4096,
      bodyRateWindowSeconds: 20,
      perClient: 64,
      maxConnections: undefined,
    });
    expect(loadServerConfig({ TRUST_PROXY: '1' }).connectionLimits.perClient).toBe(0);
    expect(
      loadServerConfig({ IDLE_TIMEOUT_SECONDS: '5', MAX_CONNECTIONS_PER_CLIENT: '0' })
        .connectionLimits,
    ).toMatchObject({ idleSeconds: 5, perClient: 0 });
    expect(() => loadServerConfig({ IDLE_TIMEOUT_SECONDS: '0' })).toThrow(/IDLE_TIMEOUT_SECONDS/);
  });

  it('caps connections overall when told, and takes a body rate of 0 as no minimum', () => {
    expect(loadServerConfig({ MAX_CONNECTIONS: '900' }).connectionLimits.maxConnections).toBe(900);
    expect(loadServerConfig({ MIN_BODY_BYTES_PER_SECOND: '0' }).connectionLimits).toMatchObject({
      minBodyBytesPerSecond: 0,
    });
    expect(() => loadServerConfig({ MAX_CONNECTIONS: '0' })).toThrow(
      'MAX_CONNECTIONS must be a whole number above 0, got "0"',
    );
    expect(() => loadServerConfig({ BODY_RATE_WINDOW_SECONDS: 'x' })).toThrow(
      /BODY_RATE_WINDOW_SECONDS/,
    );
  });

  it('serves source maps except in production, unless told', () => {
    expect(loadServerConfig({}).serveSourceMaps).toBe(true);
    expect(loadServerConfig({ NODE_ENV: 'production' }).serveSourceMaps).toBe(false);
    expect(loadServerConfig({ NODE_ENV: 'production', SOURCE_MAPS: '1' }).serveSourceMaps).toBe(
      true,
    );
    expect(loadServerConfig({ SOURCE_MAPS: '0' }).serveSourceMaps).toBe(false);
  });

  it("reads the canary guard's defaults, decimals allowed, refusing a rate of 0 or a day's window exceeded", () => {
    expect(loadServerConfig({}).canaryGuard).toEqual({
      minVisitors: 10,
      maxRatePercent: 5,
      maxRatio: 2,
      windowMinutes: 10,
      intervalSeconds: 2,
      flushSeconds: 2,
    });
    expect(
      loadServerConfig({
        CANARY_GUARD_MIN_VISITORS: '50',
        CANARY_GUARD_MAX_RATE: '2.5',
        CANARY_GUARD_MAX_RATIO: '3',
        CANARY_GUARD_INTERVAL_SECONDS: '1',
        PAGE_VIEW_FLUSH_SECONDS: '1',
      }).canaryGuard,
    ).toMatchObject({ minVisitors: 50, maxRatePercent: 2.5, maxRatio: 3, intervalSeconds: 1 });
    expect(() => loadServerConfig({ CANARY_GUARD_MAX_RATE: '0' })).toThrow(/CANARY_GUARD_MAX_RATE/);
    expect(() => loadServerConfig({ CANARY_GUARD_WINDOW_MINUTES: '1441' })).toThrow(
      /CANARY_GUARD_WINDOW_MINUTES/,
    );
  });

  it('serves ops on a listener of their own: the port after PORT on loopback, unless OPS_PORT and OPS_HOST say otherwise', () => {
    expect(loadServerConfig({}).opsListener).toEqual({ port: 8081, host: 'localhost' });
    expect(loadServerConfig({ PORT: '9000' }).opsListener).toEqual({
      port: 9001,
      host: 'localhost',
    });
    expect(loadServerConfig({ OPS_PORT: '9091' }).opsListener).toEqual({
      port: 9091,
      host: 'localhost',
    });
    expect(loadServerConfig({ OPS_PORT: '9091', OPS_HOST: '10.0.0.5' }).opsListener).toEqual({
      port: 9091,
      host: '10.0.0.5',
    });
    expect(loadServerConfig({ OPS_HOST: '10.0.0.5' }).opsListener).toEqual({
      port: 8081,
      host: '10.0.0.5',
    });
    expect(loadServerConfig({ PORT: '0' }).opsListener.port).toBe(0);
    expect(() => loadServerConfig({ OPS_PORT: '8080' })).toThrow('OPS_PORT must differ from PORT');
    expect(() => loadServerConfig({ PORT: '65535' })).toThrow(/set OPS_PORT/);
    expect(loadServerConfig({ PORT: '65535', OPS_PORT: '65534' }).opsListener.port).toBe(65534);
  });

  it('names the hosts the ops listener answers to: loopback, OPS_HOST where it is one address, and OPS_HOST_NAMES', () => {
    expect(loadServerConfig({}).opsHostNames).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(loadServerConfig({ OPS_HOST: '10.0.0.5' }).opsHostNames).toContain('10.0.0.5');
    expect(loadServerConfig({ OPS_HOST: 'fd00::5' }).opsHostNames).toContain('[fd00::5]');
    expect(loadServerConfig({ OPS_HOST: '0.0.0.0' }).opsHostNames).toEqual([
      'localhost',
      '127.0.0.1',
      '[::1]',
    ]);
    expect(
      loadServerConfig({ OPS_HOST: '0.0.0.0', OPS_HOST_NAMES: ' Ops.Example.internal ,,10.0.0.7' })
        .opsHostNames,
    ).toEqual(['localhost', '127.0.0.1', '[::1]', 'ops.example.internal', '10.0.0.7']);
  });

  it('publishes the local builds at start-up by default, but not under NODE_ENV=production unless AUTO_PUBLISH=1', () => {
    const production = { NODE_ENV: 'production' };
    expect(loadServerConfig({}).autoPublish).toBe(true);
    expect(loadServerConfig({ AUTO_PUBLISH: '0' }).autoPublish).toBe(false);
    expect(loadServerConfig(production).autoPublish).toBe(false);
    expect(loadServerConfig({ ...production, AUTO_PUBLISH: '' }).autoPublish).toBe(false);
    expect(loadServerConfig({ ...production, AUTO_PUBLISH: '1' }).autoPublish).toBe(true);
  });

  it('bounds the waits on PostgreSQL: 2 s for a connection and 3 s for a query unless set, never under 100 ms', () => {
    expect(loadServerConfig({}).databaseTimeouts).toEqual({ connectMs: 2000, queryMs: 3000 });
    expect(
      loadServerConfig({ DATABASE_CONNECT_TIMEOUT_MS: '500', DATABASE_QUERY_TIMEOUT_MS: '60000' })
        .databaseTimeouts,
    ).toEqual({ connectMs: 500, queryMs: 60000 });
    expect(() => loadServerConfig({ DATABASE_QUERY_TIMEOUT_MS: '0' })).toThrow(
      'DATABASE_QUERY_TIMEOUT_MS must be a whole number of ms from 100 to 600000, got "0"',
    );
  });

  it('tells the ops commands where the ops listener answers', () => {
    expect(opsUrlOf(loadServerConfig({}))).toBe('http://localhost:8081');
    expect(opsUrlOf(loadServerConfig({ OPS_PORT: '9091', OPS_HOST: '0.0.0.0' }))).toBe(
      'http://localhost:9091',
    );
    expect(opsUrlOf(loadServerConfig({ OPS_HOST: '10.0.0.5' }))).toBe('http://10.0.0.5:8081');
    expect(opsUrlOf(loadServerConfig({ OPS_HOST: '::1' }))).toBe('http://[::1]:8081');
  });

  it('lists the origins that may host builds registered by URL, refusing anything but an origin', () => {
    expect(loadServerConfig({}).externalBuildOrigins).toEqual([]);
    expect(
      loadServerConfig({
        EXTERNAL_BUILD_ORIGINS: ' https://CDN.example/ , http://127.0.0.1:9000,https://cdn.example',
      }).externalBuildOrigins,
    ).toEqual(['https://cdn.example', 'http://127.0.0.1:9000']);
    for (const item of [
      'cdn.example',
      'ftp://cdn.example',
      'https://cdn.example/builds/',
      'https://cdn.example?x=1',
      'https://user:pw@cdn.example',
    ])
      expect(() => loadServerConfig({ EXTERNAL_BUILD_ORIGINS: item }), item).toThrow(
        `EXTERNAL_BUILD_ORIGINS must list http(s) origins like https://cdn.example, comma-separated; "${item}" is not one`,
      );
  });

  it('listens on loopback only unless HOST says otherwise', () => {
    expect(loadServerConfig({}).host).toBe('localhost');
    expect(loadServerConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe('unsafeSecret', () => {
  const realToken = 'f'.repeat(32);
  const realKey = 'k'.repeat(32);

  it('lets a loopback server outside production use the development token', () => {
    for (const HOST of [undefined, 'localhost', '127.0.0.1', '::1'])
      expect(unsafeSecret(loadServerConfig({ HOST }))).toBeNull();
  });

  it.each([
    ['NODE_ENV=production without OPS_TOKEN', { NODE_ENV: 'production' }],
    ['NODE_ENV=production with an empty OPS_TOKEN', { NODE_ENV: 'production', OPS_TOKEN: '' }],
    [
      'NODE_ENV=production with the development token',
      { NODE_ENV: 'production', OPS_TOKEN: DEV_OPS_TOKEN },
    ],
    ['HOST=0.0.0.0 without OPS_TOKEN', { HOST: '0.0.0.0' }],
    ['OPS_HOST=0.0.0.0 without OPS_TOKEN', { OPS_PORT: '9091', OPS_HOST: '0.0.0.0' }],
    [
      'a LAN address with a token of 31 characters',
      { HOST: '10.0.0.5', OPS_TOKEN: realToken.slice(1) },
    ],
  ])('refuses %s, in one line naming OPS_TOKEN', (_what, env) => {
    const reason = unsafeSecret(loadServerConfig(env));
    expect(reason).toMatch(/^refusing to start: OPS_TOKEN .+$/);
    expect(reason).not.toContain('\n');
  });

  it.each([
    ['without SIGNING_KEY', {}],
    ['with the development key', { SIGNING_KEY: DEV_SIGNING_KEY }],
    ['with a key of 31 characters', { SIGNING_KEY: realKey.slice(1) }],
  ])('refuses a real token %s, naming SIGNING_KEY', (_what, env) => {
    const reason = unsafeSecret(
      loadServerConfig({ NODE_ENV: 'production', OPS_TOKEN: realToken, ...env }),
    );
    expect(reason).toMatch(/^refusing to start: SIGNING_KEY .+$/);
  });

  it('leaves METRICS_TOKEN optional, and refuses one under 32 characters where ops are reachable', () => {
    const secrets = { NODE_ENV: 'production', OPS_TOKEN: realToken, SIGNING_KEY: realKey };
    expect(loadServerConfig({}).metricsToken).toBeUndefined();
    expect(loadServerConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(
      unsafeSecret(loadServerConfig({ ...secrets, METRICS_TOKEN: 'm'.repeat(32) })),
    ).toBeNull();
    expect(unsafeSecret(loadServerConfig({ ...secrets, METRICS_TOKEN: 'short' }))).toMatch(
      /^refusing to start: METRICS_TOKEN has 5 characters/,
    );
    expect(unsafeSecret(loadServerConfig({ METRICS_TOKEN: 'short' }))).toBeNull();
  });

  it('accepts a token and a key of 32 characters or more anywhere', () => {
    const secrets = { OPS_TOKEN: realToken, SIGNING_KEY: realKey };
    expect(unsafeSecret(loadServerConfig({ NODE_ENV: 'production', ...secrets }))).toBeNull();
    expect(unsafeSecret(loadServerConfig({ HOST: '0.0.0.0', ...secrets }))).toBeNull();
  });
});
