/**
 * Edits from `a` to `b`: insertions, deletions, substitutions, and swaps of two neighbours
 * (`precent` is one edit from `percent`), the slips people make typing a name.
 */
function editDistance(a: string, b: string): number {
  // rows[i][j]: the edits from a's first i letters to b's first j.
  const rows = Array.from({ length: a.length + 1 }, (_row, i) =>
    Array.from({ length: b.length + 1 }, (_cell, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  return rows[a.length]![b.length]!;
}

/** The choice `word` most likely meant: within a third of its length in edits (at least one). */
export function closestTo(word: string, choices: readonly string[]): string | undefined {
  const allowed = Math.max(1, Math.floor(word.length / 3));
  let best: { choice: string; distance: number } | undefined;
  for (const choice of choices) {
    const distance = editDistance(word.toLowerCase(), choice.toLowerCase());
    if (distance <= allowed && (!best || distance < best.distance)) best = { choice, distance };
  }
  return best?.choice;
}
