/** A request that got no usable answer: status is the HTTP status, 0 when the network failed. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
