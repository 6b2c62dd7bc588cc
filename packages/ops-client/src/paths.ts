/** The path of one remote's ops endpoint, its name escaped. */
export const remotePath = (remote: string, action = '') =>
  `/ops/registry/${encodeURIComponent(remote)}${action ? `/${action}` : ''}`;
