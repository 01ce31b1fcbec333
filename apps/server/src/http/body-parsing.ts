import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as received, for checks of a signature over its exact bytes (webhooks). */
    rawBody?: string;
  }
}

/**
 * JSON bodies: an empty body is no body, whatever its content type says (real clients send
 * `content-type: application/json` on every request, a DELETE included); a route that needs a body
 * then refuses the missing one with a 400 naming `body`. `__proto__` and `constructor.prototype`
 * keys stay refused, as Fastify's own parser does.
 */
export function installBodyParsing(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    if ((body as string).trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
