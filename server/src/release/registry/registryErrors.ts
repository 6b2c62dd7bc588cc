/** A registry operation refused for a reason the caller can act on; `status` is its HTTP status. */
export class RegistryError extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 422,
    message: string,
    readonly details: string[] = [],
    /** Why, for the server's log only: the caller is not told (see `externalBuild`). */
    readonly logReason?: string,
  ) {
    super(message);
    this.name = 'RegistryError';
  }
}
