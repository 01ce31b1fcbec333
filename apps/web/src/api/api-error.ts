import type { FieldIssue } from '@roomcraft/contract';
import { ErrorCode } from '@roomcraft/contract';

/** A failed call: the server's `{code, message, details}` answer with its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Builds the error from an answer body, whatever the server (or a proxy in front of it) sent. */
  static fromBody(status: number, body: unknown, fallback: string): ApiError {
    if (body && typeof body === 'object' && 'code' in body && typeof body.code === 'string') {
      const message = 'message' in body && typeof body.message === 'string' ? body.message : fallback;
      return new ApiError(status, body.code, message, 'details' in body ? body.details : undefined);
    }
    return new ApiError(status, status >= 500 ? 'server_error' : 'http_error', fallback);
  }
}

export const isApiError = (error: unknown, code?: string): error is ApiError =>
  error instanceof ApiError && (code === undefined || error.code === code);

const CONTEXT = /^(body|query|params)\.?/;

function isFieldIssue(value: unknown): value is FieldIssue {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as FieldIssue).field === 'string' &&
    typeof (value as FieldIssue).message === 'string'
  );
}

/**
 * The offending fields of a `validation_failed` answer keyed by form path: `body.admin.email`
 * becomes `admin.email`, so a form can show each message next to its field.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error, ErrorCode.validationFailed) || !Array.isArray(error.details)) return {};
  const errors: Record<string, string> = {};
  for (const issue of error.details.filter(isFieldIssue)) {
    const field = issue.field.replace(CONTEXT, '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
