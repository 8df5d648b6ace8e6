import type { ApiFieldError } from '../contract/api-error';

/** An error that becomes a JSON `{ message }` answer with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: ApiFieldError[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
