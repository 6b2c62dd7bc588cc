import { ClientError } from '../../platform/http/clientError';

/**
 * Registrations of builds hosted elsewhere fetched at once, in all and per token. Each holds its
 * manifest while it arrives and a few copies as it is parsed (up to its 1 MiB cap), and churns
 * through its entry's bytes as they are hashed; the other side decides how long that lasts (up to
 * the registration's 20 s). Without a bound sixty held at once took half a gigabyte; three stay
 * within 100 MB. A team registers one build at a time, and one token never takes every slot.
 */
export const REGISTRATION_SLOTS = { total: 3, perToken: 1 };

/** When a refused registration should be asked again: most take well under a second. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Runs registrations within {@link REGISTRATION_SLOTS}; one over a bound is refused at once
 * (429, with Retry-After) rather than queued, so that what waits holds no memory and the caller
 * knows why.
 */
export class RegistrationSlots {
  private running = 0;
  private readonly byToken = new Map<string, number>();

  constructor(private readonly slots = REGISTRATION_SLOTS) {}

  async run<T>(token: string, registration: () => Promise<T>): Promise<T> {
    const own = this.byToken.get(token) ?? 0;
    if (this.running >= this.slots.total)
      throw refused(
        `${this.running} registrations of builds hosted elsewhere are being fetched, the most the server fetches at once`,
      );
    if (own >= this.slots.perToken)
      throw refused(
        `the token "${token}" has ${own} registrations of builds hosted elsewhere being fetched, the most one token may run at once`,
      );
    this.running += 1;
    this.byToken.set(token, own + 1);
    try {
      return await registration();
    } finally {
      this.running -= 1;
      const left = (this.byToken.get(token) ?? 1) - 1;
      if (left === 0) this.byToken.delete(token);
      else this.byToken.set(token, left);
    }
  }
}

const refused = (why: string) =>
  new ClientError(429, `${why}: retry in ${RETRY_AFTER_SECONDS} s`, {
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  });
