/**
 * `command` (variable assignments, then the program) for `sh -c`, with the shell replaced by the
 * program: its process id is the program's, and a signal sent to it reaches the program.
 */
export function execInShell(command: string): string {
  return command.replace(/^((?:[A-Za-z_][A-Za-z0-9_]*=\S*\s+)*)/, '$1exec ');
}
