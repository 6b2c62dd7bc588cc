interface Waiting<T> {
  item: T;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: while one write is under way, new items wait and are then written together in
 * the next one. An idle server writes each item at once; a busy one writes many per statement
 * (one embedded-database insert costs about as much as a hundred rows in one statement).
 * Each caller's promise settles only once its own item is stored, so nothing is acknowledged
 * before it is in the database.
 */
export function groupCommit<T>(
  writeMany: (items: T[]) => Promise<void>,
  maxGroup = 200,
): (item: T) => Promise<void> {
  const queue: Waiting<T>[] = [];
  let writing = false;

  async function writeGroup(group: Waiting<T>[]): Promise<void> {
    try {
      await writeMany(group.map((waiting) => waiting.item));
      for (const waiting of group) waiting.resolve();
    } catch (error) {
      if (group.length === 1) {
        group[0]?.reject(error);
        return;
      }
      // One bad item must not fail the others: write each alone.
      for (const waiting of group) await writeGroup([waiting]);
    }
  }

  async function drain(): Promise<void> {
    writing = true;
    while (queue.length > 0) await writeGroup(queue.splice(0, maxGroup));
    writing = false;
  }

  return (item) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!writing) void drain();
    });
}
