import { z } from 'zod';

/** Every error answer of every surface (ARCHITECTURE.md). */
export const ErrorBody = z.object({
  code: z.string().describe('snake_case code, or a spec code such as NOT_EXIST_USER'),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** One offending field of a `validation_failed` answer. */
export const FieldIssue = z.object({ field: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof FieldIssue>;

export const ErrorCode = {
  routeNotFound: 'route_not_found',
  notFound: 'not_found',
  validationFailed: 'validation_failed',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  conflict: 'conflict',
  tooManyRequests: 'too_many_requests',
  payloadTooLarge: 'payload_too_large',
  notExistUser: 'NOT_EXIST_USER',
  fbNoEmail: 'FB_NO_EMAIL',
  invalidCredentials: 'invalid_credentials',
  accountDeactivated: 'account_deactivated',
} as const;
