import { defaultPublicConfig, type PublicConfig } from './siteConfig';

/** Everything the server needs: the public config plus what never leaves the server. */
export interface ServerConfig {
  public: PublicConfig;
  /** Port of the one server process (site, remotes, registry and API). */
  port: number;
  /** Interface to listen on. */
  host: string;
  /** PostgreSQL connection string; when absent the embedded database is used. */
  databaseUrl: string | undefined;
  /** Folder of the embedded database and of uploaded files. */
  dataDir: string;
  /** Bearer token of the ops endpoints (registry writes). */
  opsToken: string;
  /** Dev-server ports of the shell and the remotes, for `pnpm dev`. */
  devPorts: Record<'shell' | 'home' | 'calculator' | 'partner' | 'branches' | 'content', number>;
}

type Env = Record<string, string | undefined>;

function intFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`${name} must be a port number, got "${raw}"`);
  }
  return value;
}

/** Reads the config from the environment (SITE_*, AES_KEY, PORT, ...) over the defaults. */
export function loadServerConfig(env: Env = process.env): ServerConfig {
  const d = defaultPublicConfig;
  const port = intFrom(env, 'PORT', 8080);
  const aesKey = env.AES_KEY ?? d.aesKey;
  if (![16, 24, 32].includes(new TextEncoder().encode(aesKey).length)) {
    throw new Error('AES_KEY must be 16, 24 or 32 bytes long');
  }
  return {
    public: {
      brandName: env.SITE_BRAND_NAME ?? d.brandName,
      legalName: env.SITE_LEGAL_NAME ?? d.legalName,
      phone: env.SITE_PHONE ?? d.phone,
      email: env.SITE_EMAIL ?? d.email,
      dpoEmail: env.SITE_DPO_EMAIL ?? d.dpoEmail,
      address: env.SITE_ADDRESS ? env.SITE_ADDRESS.split('|') : d.address,
      copyrightYear: intFrom(env, 'SITE_COPYRIGHT_YEAR', d.copyrightYear),
      siteUrl: env.SITE_URL ?? `http://localhost:${port}`,
      aesKey,
    },
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? '.data',
    opsToken: env.OPS_TOKEN ?? 'dev-ops-token',
    devPorts: {
      shell: intFrom(env, 'DEV_PORT_SHELL', 3000),
      home: intFrom(env, 'DEV_PORT_HOME', 3001),
      calculator: intFrom(env, 'DEV_PORT_CALCULATOR', 3002),
      partner: intFrom(env, 'DEV_PORT_PARTNER', 3003),
      branches: intFrom(env, 'DEV_PORT_BRANCHES', 3004),
      content: intFrom(env, 'DEV_PORT_CONTENT', 3005),
    },
  };
}
