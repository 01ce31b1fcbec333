import { ErrorCode, type FieldIssue } from '@roomcraft/contract';

/** An error a caller can act on; anything else that escapes a handler is a bug and answers 500. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const notFound = (what = 'resource') =>
  new HttpError(404, ErrorCode.notFound, `The ${what} does not exist.`);
export const unauthorized = (message = 'Sign in first.') =>
  new HttpError(401, ErrorCode.unauthorized, message);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new HttpError(403, ErrorCode.forbidden, message);
export const conflict = (message: string, code: string = ErrorCode.conflict, details?: unknown) =>
  new HttpError(409, code, message, details);

/** A 400 naming the offending field, for rules zod cannot express (uniqueness, references). */
export function invalidField(field: string, message: string): HttpError {
  const details: FieldIssue[] = [{ field, message }];
  return new HttpError(400, ErrorCode.validationFailed, `${field}: ${message}`, details);
}
