import { findRoute, SITE_BASE, siteRoutes, type SiteRoute } from '@gold/routes';

export const benchParts = ['build', 'web', 'api'] as const;
export type BenchPart = (typeof benchParts)[number];

/** What one `pnpm bench` does. */
export interface BenchOptions {
  /** Lighthouse runs per route and build; the median is reported. */
  runs: number;
  routes: readonly SiteRoute[];
  parts: readonly BenchPart[];
  /** Seconds of load per API target. */
  apiSeconds: number;
  /** Concurrent connections of the API load. */
  connections: number;
  /** A PostgreSQL to load the API on as well, beside the embedded database. */
  databaseUrl: string | undefined;
}

export const usage = `pnpm bench [--runs N] [--routes home,Calculator] [--only build,web,api] [--api-seconds N] [--connections N]
  --runs         Lighthouse runs per route and build, median reported (default 5)
  --routes       routes to measure, by path under ${SITE_BASE} (default: every route)
  --only         parts to run (default: build,web,api)
  --api-seconds  load per API target in seconds (default 10)
  --connections  concurrent API connections (default 50)
  --database-url also load the API on this PostgreSQL (default: BENCH_DATABASE_URL; unset: embedded only)`;

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
    parts: benchParts,
    apiSeconds: 10,
    connections: 50,
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
      case '--database-url':
        if (!value?.startsWith('postgres'))
          throw new Error(`--database-url needs a postgres:// URL, got "${value}"`);
        options.databaseUrl = value;
        break;
      default:
        throw new Error(`unknown argument "${flag}"\n${usage}`);
    }
  }
  return options;
}
