/** Anything the bench started that must not outlive it. */
interface Killable {
  kill(): void;
}

const live = new Set<Killable>();

// 'exit' handlers run synchronously: enough to send each process its signal.
process.once('exit', () => {
  for (const item of live) item.kill();
});

/** Keeps `item` to be killed if the bench exits before `release()`. */
export function trackProcess(item: Killable): { release(): void } {
  live.add(item);
  return { release: () => live.delete(item) };
}
