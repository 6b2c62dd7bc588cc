/** A setting the server cannot run with: its message says which, and what it should be. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
