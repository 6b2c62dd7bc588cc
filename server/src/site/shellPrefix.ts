/** Where the shell's files are served. */
export const SHELL_PREFIX = '/shell/';
