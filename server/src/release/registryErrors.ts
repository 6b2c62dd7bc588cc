import { ClientError } from '../platform/http/clientError';

/**
 * A registry operation refused for a reason the caller can act on: a {@link ClientError}, answered
 * by the ops error handler as any other, under the name the registry's code and log know it by.
 */
export class RegistryError extends ClientError {
  constructor(
    statusCode: 400 | 404 | 409 | 422,
    message: string,
    details: string[] = [],
    /** Why, for the server's log only: the caller is not told (see `externalBuild`). */
    logReason?: string,
  ) {
    super(statusCode, message, { details, logReason });
    this.name = 'RegistryError';
  }

  /** The HTTP status, as `statusCode`: the name the registry's callers and tests read. */
  get status(): number {
    return this.statusCode;
  }
}
