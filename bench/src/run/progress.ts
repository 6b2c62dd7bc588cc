/** A progress line on stderr, so stdout carries only the summary. */
export function progress(part: string, message: string): void {
  process.stderr.write(`[bench:${part}] ${message}\n`);
}
