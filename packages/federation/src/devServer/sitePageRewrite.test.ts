import { inlineJsonScript } from '@gold/config';
import { describe, expect, it } from 'vitest';
import { localCookie, sameLoopbackAs } from './siteProxy';
import { allowDevServer, pointPageAtDevRemote } from './sitePageRewrite';

const published = '/remotes/calculator/1.0.0/';
const page = [
  '<head>',
  inlineJsonScript('mf-registry', {
    remotes: {
      calculator: {
        version: '1.0.0',
        entry: `${published}remoteEntry.js`,
        integrity: 'sha384-x',
        channel: 'stable',
      },
      home: { version: '1.0.0', entry: '/remotes/home/1.0.0/remoteEntry.js', channel: 'stable' },
    },
    view: 'token',
  }),
  inlineJsonScript('scripts-after-paint', {
    entry: { href: '/shell/main.js', integrity: 'a' },
    preloads: [
      { href: '/shell/framework.js', integrity: 'b' },
      { href: `${published}826.js`, integrity: 'c' },
    ],
    start: 'interaction',
  }),
  `<link rel="modulepreload" href="${published}remoteEntry.js" />`,
  '<link rel="icon" href="/favicon.svg" />',
  '</head>',
  '<body><div id="root" data-prerendered data-static-page><main><h1>Gold Calculator</h1></main></div></body>',
].join('\n');

const jsonOf = (html: string, id: string) =>
  JSON.parse(new RegExp(`id="${id}">(.*?)</script>`).exec(html)?.[1] ?? 'null') as unknown;

describe('a page of the site, passed on by a team’s proxy', () => {
  const rewritten = pointPageAtDevRemote(
    page,
    'calculator',
    'http://localhost:3002/remoteEntry.js',
  );

  it('takes that one remote from the dev server, without the published integrity', () => {
    expect(jsonOf(rewritten, 'mf-registry')).toEqual({
      remotes: {
        calculator: {
          version: 'dev',
          channel: 'stable',
          entry: 'http://localhost:3002/remoteEntry.js',
        },
        home: { version: '1.0.0', entry: '/remotes/home/1.0.0/remoteEntry.js', channel: 'stable' },
      },
      view: 'token',
    });
  });

  it("preloads none of the published version's files, and everything else as before", () => {
    expect(jsonOf(rewritten, 'scripts-after-paint')).toEqual({
      entry: { href: '/shell/main.js', integrity: 'a' },
      preloads: [{ href: '/shell/framework.js', integrity: 'b' }],
      start: 'interaction',
    });
    expect(rewritten).not.toContain('modulepreload');
    expect(rewritten).toContain('<link rel="icon" href="/favicon.svg" />');
    expect(rewritten).toContain('<div id="root" data-prerendered data-static-page>');
  });

  it("has the shell draw the remote's own page with the dev server's code, from the first paint", () => {
    const ownPage = pointPageAtDevRemote(
      page,
      'calculator',
      'http://localhost:3002/remoteEntry.js',
      true,
    );
    expect(ownPage).toContain('<div id="root"><main><h1>Gold Calculator</h1></main></div>');
    expect(jsonOf(ownPage, 'scripts-after-paint')).toEqual({
      entry: { href: '/shell/main.js', integrity: 'a' },
      preloads: [{ href: '/shell/framework.js', integrity: 'b' }],
    });
  });

  it('lets the page run and reach the dev server, nothing else', () => {
    expect(
      allowDevServer(
        "default-src 'self'; script-src 'self' 'sha256-x'; connect-src 'self'; object-src 'none'",
        'http://localhost:3002',
      ),
    ).toBe(
      "default-src 'self'; script-src 'self' 'sha256-x' http://localhost:3002 'unsafe-eval'; connect-src 'self' http://localhost:3002 ws://localhost:3002; object-src 'none'",
    );
    expect(allowDevServer("default-src 'self'", 'http://localhost:3002')).toBe(
      "default-src 'self'; script-src 'self' http://localhost:3002 'unsafe-eval'; connect-src 'self' http://localhost:3002 ws://localhost:3002",
    );
  });

  it("keeps the site's cookies on the proxy's origin: no Domain, no Secure over http", () => {
    expect(
      localCookie('XSRF-TOKEN=abc; Path=/; Domain=gold.example; Secure; SameSite=Strict'),
    ).toBe('XSRF-TOKEN=abc; Path=/; SameSite=Strict');
  });
});

describe('the dev server as a page at the proxy reaches it', () => {
  it('under the loopback name the browser used for the proxy, so its scripts are not another site’s', () => {
    expect(sameLoopbackAs('http://localhost:3002', '127.0.0.1:3006')).toBe('http://127.0.0.1:3002');
    expect(sameLoopbackAs('http://localhost:3002', 'localhost:3006')).toBe('http://localhost:3002');
    expect(sameLoopbackAs('http://localhost:3002', '[::1]:3006')).toBe('http://[::1]:3002');
    expect(sameLoopbackAs('http://localhost:3002', undefined)).toBe('http://localhost:3002');
  });

  it('unchanged when either is not loopback: a dev server or proxy named on the network', () => {
    expect(sameLoopbackAs('http://localhost:3002', 'dev-box.lan:3006')).toBe(
      'http://localhost:3002',
    );
    expect(sameLoopbackAs('http://10.0.0.5:3002', '127.0.0.1:3006')).toBe('http://10.0.0.5:3002');
  });
});
