import { ConfigError } from './environment/configError';
import type { ServerConfig } from './serverConfig';

/** A host name as a `Host` header names it: lower case, an IPv6 address in brackets. */
export function hostNameOf(host: string): string {
  const bare = host.trim().toLowerCase();
  return bare.includes(':') && !bare.startsWith('[') ? `[${bare}]` : bare;
}

/** Whether a listener on `host` listens on every address of the machine. */
export function isAnyAddress(host: string): boolean {
  return ['0.0.0.0', '::', '[::]'].includes(host);
}

/** Where this machine reaches a listener on `host` and `port`: localhost for every address. */
export function listenerUrl(host: string, port: number): string {
  return `http://${isAnyAddress(host) ? 'localhost' : hostNameOf(host)}:${port}`;
}

/**
 * Where the ops commands and the operator's browser reach the ops listener of this config: its
 * port on this machine, or on OPS_HOST when that names one address.
 */
export function opsUrlOf({ opsListener: { host, port } }: ServerConfig): string {
  return listenerUrl(host, port);
}

/** The ops listener: OPS_PORT, else the port after PORT, never PORT itself. */
export function opsListenerOf(
  sitePort: number,
  opsPort: number | undefined,
  host: string,
): ServerConfig['opsListener'] {
  if (opsPort !== undefined) {
    // Port 0 twice is two ports the system picks, never the same one.
    if (opsPort === sitePort && opsPort !== 0)
      throw new ConfigError(
        'OPS_PORT must differ from PORT: ops are never served on the public port',
      );
    return { port: opsPort, host };
  }
  // PORT=0 (any free port, in tests): the ops listener takes any free port too.
  if (sitePort === 0) return { port: 0, host };
  if (sitePort === 65535)
    throw new ConfigError('PORT 65535 leaves no port after it for the ops listener: set OPS_PORT');
  return { port: sitePort + 1, host };
}

/** See {@link ServerConfig.opsHostNames}. */
export function opsHostNamesOf(opsHost: string, listed: readonly string[]): string[] {
  const own = isAnyAddress(opsHost) ? [] : [opsHost];
  const names = ['localhost', '127.0.0.1', '[::1]', ...own, ...listed];
  return [...new Set(names.map(hostNameOf))];
}
