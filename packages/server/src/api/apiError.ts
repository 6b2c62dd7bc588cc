/** A refusal whose message is meant for the caller; answered as a {flag: 0} envelope with its status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
