import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isLanguage, LANGUAGES, type Language } from '@gold/i18n';
import { findRoute, SITE_BASE, siteRoutes, type SiteRoute } from '@gold/routes';

export const benchParts = ['build', 'web', 'api', 'capacity', 'release'] as const;
export type BenchPart = (typeof benchParts)[number];

/** What one `pnpm bench` does. */
export interface BenchOptions {
  /** Lighthouse runs per route and build; the median is reported. */
  runs: number;
  routes: readonly SiteRoute[];
  /**
   * The languages each route is measured in by Lighthouse, English first; the browser parts
   * (navigation, taps, blocking) measure the English pages.
   */
  languages: readonly Language[];
  parts: readonly BenchPart[];
  /** Seconds of load per API target. */
  apiSeconds: number;
  /** Concurrent connections of the API load. */
  connections: number;
  /** Seconds of load per target and server in the capacity part. */
  capacitySeconds: number;
  /** Seconds of load over every page after the capacity rounds, for memory growth (0: none). */
  soakSeconds: number;
  /**
   * A PostgreSQL to load the API on as well, beside the embedded database, and to run the release
   * part's instances on (in a scratch database of their own); none: a throwaway cluster for those.
   */
  databaseUrl: string | undefined;
  /**
   * Another build of the six apps (a folder holding shell/dist and each remote's dist, such as a
   * worktree of another commit after `npm run build`) to measure in the same runs, beside this one.
   */
  baseline: string | undefined;
}

export const usage = `pnpm bench [--runs N] [--routes home,Calculator] [--languages en,ta,kn] [--only build,web,api,capacity,release] [--api-seconds N] [--connections N] [--capacity-seconds N] [--soak-seconds N] [--baseline DIR]
  --runs         Lighthouse runs per route and build, median reported (default 5)
  --routes       routes to measure, by path under ${SITE_BASE} (default: every route)
  --languages    languages Lighthouse measures each route in, beside English (default: en)
  --only         parts to run (default: build,web,api,capacity,release)
  --api-seconds  load per API target in seconds (default 10)
  --connections  concurrent API connections (default 50)
  --capacity-seconds  load per target and server in the capacity part, beside nginx (default 20)
  --soak-seconds      then load every page and the file this long, for memory growth (default none)
  --database-url also load the API on this PostgreSQL, and run the release part in a scratch database on it
                 (default: BENCH_DATABASE_URL; unset: the API on the embedded database only, the release part on a throwaway cluster)
  --baseline     also run Lighthouse on the apps built in DIR (another commit's worktree), round by round with this build`;

function positiveInt(flag: string, raw: string | undefined): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${flag} needs a whole number of 1 or more, got "${raw}"`);
  return value;
}

function routeOf(name: string): SiteRoute {
  const path = name.startsWith('/') ? name : `${SITE_BASE}/${name}`;
  const route = findRoute(path);
  if (!route)
    throw new Error(`no route ${name}; routes: ${siteRoutes.map((r) => r.path).join(', ')}`);
  return route;
}

/**
 * `dir` as an absolute path, after checking that it holds a built shell. A relative `dir` is taken
 * from `cwd`, the folder the command was typed in: pnpm runs the bench from its own package.
 */
function builtAppsIn(flag: string, dir: string | undefined, cwd: string): string {
  if (!dir) throw new Error(`${flag} needs a folder with built apps`);
  const root = resolve(cwd, dir);
  if (!existsSync(join(root, 'shell', 'dist', 'index.html')))
    throw new Error(
      `${flag}: ${root} has no built shell (shell/dist/index.html): run npm run build there`,
    );
  return root;
}

function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Reads the command line; throws with a message on anything it does not know. */
export function parseOptions(
  argv: readonly string[],
  env: Record<string, string | undefined> = {},
): BenchOptions {
  const options: BenchOptions = {
    databaseUrl: env.BENCH_DATABASE_URL || undefined,
    runs: 5,
    routes: siteRoutes,
    languages: ['en'],
    parts: benchParts,
    apiSeconds: 10,
    connections: 50,
    capacitySeconds: 20,
    soakSeconds: 0,
    baseline: undefined,
  };
  const args = argv
    .filter((arg) => arg !== '--')
    .flatMap((arg) => (arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg]));
  for (let i = 0; i < args.length; i += 1) {
    const flag = args[i];
    const value = args[i + 1];
    i += 1;
    switch (flag) {
      case '--runs':
        options.runs = positiveInt(flag, value);
        break;
      case '--routes': {
        const routes = list(value).map(routeOf);
        options.routes = siteRoutes.filter((route) => routes.includes(route));
        break;
      }
      case '--languages': {
        const asked = list(value);
        const unknown = asked.filter((language) => !isLanguage(language));
        if (unknown.length > 0 || asked.length === 0)
          throw new Error(`--languages takes ${LANGUAGES.join(', ')}; got "${value}"`);
        options.languages = LANGUAGES.filter(
          (language) => language === 'en' || asked.includes(language),
        );
        break;
      }
      case '--only': {
        const parts = list(value);
        const unknown = parts.filter((part) => !(benchParts as readonly string[]).includes(part));
        if (unknown.length > 0 || parts.length === 0)
          throw new Error(`--only takes ${benchParts.join(', ')}; got "${value}"`);
        options.parts = benchParts.filter((part) => parts.includes(part));
        break;
      }
      case '--api-seconds':
        options.apiSeconds = positiveInt(flag, value);
        break;
      case '--connections':
        options.connections = positiveInt(flag, value);
        break;
      case '--capacity-seconds':
        options.capacitySeconds = positiveInt(flag, value);
        break;
      case '--soak-seconds':
        options.soakSeconds = positiveInt(flag, value);
        break;
      case '--database-url':
        if (!value?.startsWith('postgres'))
          throw new Error(`--database-url needs a postgres:// URL, got "${value}"`);
        options.databaseUrl = value;
        break;
      case '--baseline':
        options.baseline = builtAppsIn(flag, value, env.INIT_CWD ?? process.cwd());
        break;
      default:
        throw new Error(`unknown argument "${flag}"\n${usage}`);
    }
  }
  return options;
}
