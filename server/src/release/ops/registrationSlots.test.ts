import { describe, expect, it } from 'vitest';
import type { ClientError } from '../../platform/http/clientError';
import { RegistrationSlots } from './registrationSlots';

/** A registration that runs until `finish` is called (or fails when `fail` is). */
function held() {
  let finish!: () => void;
  let fail!: () => void;
  const done = new Promise<string>((resolve, reject) => {
    finish = () => resolve('registered');
    fail = () => reject(new Error('not fetched'));
  });
  return { work: () => done, finish, fail };
}

/** What a registration run now is answered: its result, or the refusal's status, message and headers. */
const outcome = (slots: RegistrationSlots, token: string) =>
  slots
    .run(token, async () => 'registered')
    .catch((error: ClientError) => ({
      status: error.statusCode,
      message: error.message,
      headers: error.headers,
    }));

describe('registrations of builds hosted elsewhere, fetched at once', () => {
  it('refuses one over the bound in all with 429 and Retry-After, and takes one again once a slot is free', async () => {
    const slots = new RegistrationSlots({ total: 3, perToken: 2 });
    const running = [held(), held(), held()];
    const results = running.map((r, i) => slots.run(`team-${i}`, r.work));
    expect(await outcome(slots, 'team-3')).toEqual({
      status: 429,
      message:
        '3 registrations of builds hosted elsewhere are being fetched, the most the server fetches at once: retry in 5 s',
      headers: { 'Retry-After': '5' },
    });
    running[0]!.finish();
    running[1]!.fail();
    await results[0];
    await results[1]!.catch(() => undefined);
    // Finished or failed, each gave its slot back.
    expect(await outcome(slots, 'team-3')).toBe('registered');
    expect(await outcome(slots, 'team-4')).toBe('registered');
    running[2]!.finish();
    expect(await results[2]).toBe('registered');
  });

  it('refuses a token its third at once while other tokens still get in', async () => {
    const slots = new RegistrationSlots({ total: 4, perToken: 2 });
    const running = [held(), held()];
    const results = running.map((r) => slots.run('calculator-team', r.work));
    expect(await outcome(slots, 'calculator-team')).toMatchObject({
      status: 429,
      message: expect.stringContaining(
        'the token "calculator-team" has 2 registrations of builds hosted elsewhere being fetched, the most one token may run at once',
      ),
      headers: { 'Retry-After': '5' },
    });
    expect(await outcome(slots, 'home-team')).toBe('registered');
    running[0]!.finish();
    await results[0];
    expect(await outcome(slots, 'calculator-team')).toBe('registered');
    running[1]!.finish();
    await results[1];
  });
});
