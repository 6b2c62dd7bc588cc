import { afterEach, describe, expect, it } from 'vitest';
import { armedFaultPoint, armFaultPoint } from './faultPoints';

// Disarmed after each test: a point left armed would kill the test worker that reaches it.
afterEach(() => armFaultPoint({}, false));

describe('the crash tests’ kill points', () => {
  it('are armed by GOLD_FAULT_KILL_AT outside production, and not at all without it', () => {
    expect(armFaultPoint({ GOLD_FAULT_KILL_AT: 'publish:committed' }, false)).toBe(
      'publish:committed',
    );
    expect(armedFaultPoint()).toBe('publish:committed');
    expect(armFaultPoint({ GOLD_FAULT_KILL_AT: '' }, false)).toBeUndefined();
    expect(armedFaultPoint()).toBeUndefined();
  });

  it('cannot be turned on in production: the setting is refused, nothing armed', () => {
    expect(() => armFaultPoint({ GOLD_FAULT_KILL_AT: 'publish:committed' }, true)).toThrow(
      'refusing to start: GOLD_FAULT_KILL_AT is for crash tests, and NODE_ENV=production; unset it',
    );
    expect(armedFaultPoint()).toBeUndefined();
    expect(armFaultPoint({}, true)).toBeUndefined();
  });

  it('refuses a name that is no point, naming the points', () => {
    expect(() => armFaultPoint({ GOLD_FAULT_KILL_AT: 'publish:commited' }, false)).toThrow(
      /^GOLD_FAULT_KILL_AT must be one of publish:version-written, .*, got "publish:commited"$/,
    );
    expect(armedFaultPoint()).toBeUndefined();
  });
});
