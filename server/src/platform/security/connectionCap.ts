import { readFileSync } from 'node:fs';
import { ConfigError } from '@gold/config/server';

/**
 * Connections the ops listener holds at most: operators and their commands are few, and its
 * descriptors come out of the reserve, never out of the visitors' cap.
 */
export const OPS_CONNECTIONS = 64;

/** The smallest cap of the site's connections the server starts with. */
export const MIN_CONNECTIONS = 64;

/**
 * Descriptors kept for all but the site's connections: the ops listener, the database (its pool
 * of 10, or PGlite's files), the files served and uploaded, the logs. A tenth of the limit, and
 * never fewer than 256.
 */
export function reservedDescriptors(limit: number): number {
  return Math.max(256, Math.ceil(limit / 10));
}

/**
 * The process's soft limit on open files (`ulimit -n`), from /proc/self/limits; undefined where
 * there is none to read (not Linux) or it is unlimited.
 */
export function descriptorLimit(limits = '/proc/self/limits'): number | undefined {
  let text: string;
  try {
    text = readFileSync(limits, 'utf8');
  } catch {
    return undefined;
  }
  const soft = /^Max open files\s+(\d+)\s/m.exec(text)?.[1];
  return soft === undefined ? undefined : Number(soft);
}

/** The site's cap, and what the operator should hear about it. */
export interface ConnectionCap {
  /** Undefined: no limit known and none configured, so no cap. */
  total: number | undefined;
  /** The log line that says which cap and why; a warning when MAX_CONNECTIONS was lowered. */
  message: string;
  lowered: boolean;
}

/**
 * The cap of the site listener's open connections: MAX_CONNECTIONS (`configured`), else what
 * the descriptor limit leaves after {@link reservedDescriptors}. A configured cap that leaves
 * less than the reserve is lowered to what the limit allows (and said so): a full cap must never
 * take the descriptors the database and the ops listener need. A limit that leaves fewer than
 * {@link MIN_CONNECTIONS} refuses to start.
 */
export function connectionCap(
  limit: number | undefined,
  configured: number | undefined,
): ConnectionCap {
  if (limit === undefined)
    return configured === undefined
      ? {
          total: undefined,
          lowered: false,
          message: 'connections: no cap (no descriptor limit known; set MAX_CONNECTIONS)',
        }
      : {
          total: configured,
          lowered: false,
          message: `connections: at most ${configured} (MAX_CONNECTIONS)`,
        };
  const reserve = reservedDescriptors(limit);
  const room = limit - reserve;
  if (room < MIN_CONNECTIONS)
    throw new ConfigError(
      `refusing to start: the file descriptor limit (ulimit -n) is ${limit}, which leaves fewer than ${MIN_CONNECTIONS} connections after ${reserve} kept for the database, files and the ops listener; raise it (ulimit -n 4096, or LimitNOFILE=4096 in a systemd unit)`,
    );
  if (configured === undefined)
    return {
      total: room,
      lowered: false,
      message: `connections: at most ${room} (file descriptor limit ${limit}, ${reserve} kept for the database, files and the ops listener)`,
    };
  if (configured <= room)
    return {
      total: configured,
      lowered: false,
      message: `connections: at most ${configured} (MAX_CONNECTIONS; file descriptor limit ${limit})`,
    };
  return {
    total: room,
    lowered: true,
    message: `MAX_CONNECTIONS=${configured} leaves too few of the ${limit} file descriptors (ulimit -n) for the database, files and the ops listener (${reserve}): capping connections at ${room}; raise the limit (LimitNOFILE= in a systemd unit) to allow ${configured}`,
  };
}
