import { ErrorCode, type FieldIssue } from '@roomcraft/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { InvalidBlobKeyError } from '../modules/blobs/blob-store.ts';
import { HttpError } from './errors.ts';
import { sendError } from './open-api-envelope.ts';

const CONTEXT_NAMES: Record<string, string> = {
  querystring: 'query',
  body: 'body',
  params: 'params',
  headers: 'headers',
};

function fieldIssues(error: FastifyError): FieldIssue[] {
  const context = CONTEXT_NAMES[error.validationContext ?? 'body'] ?? 'body';
  return (error.validation ?? []).map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { field: path ? `${context}.${path}` : context, message: issue.message ?? 'is invalid' };
  });
}

/** Every failure answers `{code, message, details?}` (ARCHITECTURE.md); a 500 is logged as the bug it is. */
/**
 * `spaPage` tells which unknown GET paths are pages of the web app (answered with its index.html);
 * every other unknown route answers `route_not_found`.
 */
export function installErrorHandling(app: FastifyInstance, spaPage?: (path: string) => boolean): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return sendError(request, reply, error.status, {
        code: error.code,
        message: error.message,
        details: error.details,
      });
    }
    if (error instanceof InvalidBlobKeyError) {
      // A key that would leave its store area names no file (docs/decisions/blob-keys.md).
      return sendError(request, reply, 404, {
        code: ErrorCode.notFound,
        message: 'The file does not exist.',
      });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const details = fieldIssues(error);
      const summary = details.map((d) => `${d.field}: ${d.message}`).join('; ');
      return sendError(request, reply, 400, { code: ErrorCode.validationFailed, message: summary, details });
    }
    if (error.statusCode === 413) {
      return sendError(request, reply, 413, {
        code: ErrorCode.payloadTooLarge,
        message: 'The request body is too large.',
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own refusals: malformed JSON, wrong content type, empty body where one is required.
      const code =
        error.statusCode === 400 ? ErrorCode.validationFailed : (error.code?.toLowerCase() ?? 'bad_request');
      const details: FieldIssue[] | undefined =
        error.statusCode === 400 ? [{ field: 'body', message: error.message }] : undefined;
      return sendError(request, reply, error.statusCode, { code, message: error.message, details });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, {
      code: 'internal_error',
      message: 'Something went wrong on our side.',
    });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    if (request.method === 'GET' && spaPage?.(path)) return reply.type('text/html').sendFile('index.html');
    return reply
      .status(404)
      .send({ code: ErrorCode.routeNotFound, message: `No route ${request.method} ${path}.` });
  });
}
