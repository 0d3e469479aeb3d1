/** A refusal of the provider, answered as `HelpdeskError` with its status. */
export class HelpdeskApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'HelpdeskApiError';
  }
}

export const notFound = (what = 'The ticket') =>
  new HelpdeskApiError(404, 'NOT_FOUND', `${what} was not found.`);
export const unauthorized = (message: string) => new HelpdeskApiError(401, 'UNAUTHORIZED', message);
