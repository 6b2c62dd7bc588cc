import { describe, expect, it } from 'vitest';
import { previousStable, stableStack } from './stableHistory';

const promote = (version: string) => ({ action: 'promote' as const, version });
const rollback = (version: string) => ({ action: 'rollback' as const, version });
const canary = (version: string) => ({ action: 'canary' as const, version });

describe('rollback without a target', () => {
  it('goes to the stable version before the current one', () => {
    expect(previousStable([promote('1'), promote('2'), promote('3')], '3')).toBe('2');
  });

  it('walks one further back on a second rollback, never forward again', () => {
    const changes = [promote('1'), promote('2'), promote('3'), rollback('2')];
    expect(previousStable(changes, '2')).toBe('1');
    expect(previousStable([...changes, rollback('1')], '1')).toBeUndefined();
  });

  it('ignores canaries and publishes, which never made a version stable', () => {
    expect(previousStable([promote('1'), canary('2'), promote('3')], '3')).toBe('1');
  });

  it('after a rollback to a named older version, goes back from there', () => {
    const changes = [promote('1'), promote('2'), promote('3'), rollback('1')];
    expect(stableStack(changes)).toEqual(['1']);
    expect(previousStable(changes, '1')).toBeUndefined();
  });

  it('counts a version promoted again as a new step', () => {
    const changes = [promote('1'), promote('2'), promote('1')];
    expect(previousStable(changes, '1')).toBe('2');
    expect(previousStable([...changes, rollback('2')], '2')).toBe('1');
  });

  it('treats a rollback to a version never stable as a step of its own', () => {
    expect(stableStack([promote('2'), rollback('1')])).toEqual(['2', '1']);
  });

  it('has nothing to go back to with a single stable version', () => {
    expect(previousStable([promote('1')], '1')).toBeUndefined();
    expect(previousStable([], null)).toBeUndefined();
  });
});
