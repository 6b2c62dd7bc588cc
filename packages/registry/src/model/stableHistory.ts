import type { AuditEntry } from './types';

/**
 * The stable versions a remote went through, as a stack: a promote or swap pushes its version, a
 * rollback pops back to the version it restored (or pushes it, when that version was never stable
 * before). `changes` are oldest first.
 */
export function stableStack(changes: readonly Pick<AuditEntry, 'action' | 'version'>[]): string[] {
  const stack: string[] = [];
  for (const { action, version } of changes) {
    if (!version) continue;
    if (action === 'promote' || action === 'swap') {
      if (stack.at(-1) !== version) stack.push(version);
    } else if (action === 'rollback') {
      const at = stack.lastIndexOf(version);
      if (at >= 0) stack.length = at + 1;
      else stack.push(version);
    }
  }
  return stack;
}

/**
 * Where a rollback without a target goes: the stable version before `current` in the stack, so a
 * second rollback walks one further back and never forward to the version just rolled back from.
 */
export function previousStable(
  changes: readonly Pick<AuditEntry, 'action' | 'version'>[],
  current: string | null,
): string | undefined {
  const stack = stableStack(changes);
  const at = current === null ? -1 : stack.lastIndexOf(current);
  const below = at >= 0 ? stack.slice(0, at) : stack;
  return below.findLast((version) => version !== current);
}
