import { apiErrorCodeFor, type ApiErrorCode, type ApiFieldError } from '@roommate-finder/contract/api-error';

/** An error that becomes a JSON `{ message, code }` answer with this status. */
export class HttpError extends Error {
  /** The stable code of the refusal (docs/api.md, "Errors"); from the message or the status when not given. */
  readonly code: ApiErrorCode;

  /** Seconds to wait before trying again (429), sent as Retry-After. */
  retryAfter?: number;

  constructor(
    readonly status: number,
    message: string,
    readonly errors?: ApiFieldError[],
    code?: ApiErrorCode,
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = code ?? errors?.[0]?.code ?? apiErrorCodeFor(status, message);
  }
}
