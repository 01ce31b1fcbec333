import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Surface } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { installMultipart } from './http/multipart.ts';
import { installOpenApi } from './http/openapi.ts';
import { registerSurface } from './http/routes.ts';
import { startPeriodicTasks } from './lib/periodic-tasks.ts';
import { createPlatform, type Platform, type PlatformOptions } from './modules/index.ts';

export interface BuildOptions extends Omit<PlatformOptions, 'db' | 'config'> {
  db: Kysely<DB>;
  config: Config;
  logger?: boolean;
}

const BODY_LIMIT = 1024 * 1024;

/** The whole HTTP server: every surface under its base, the OpenAPI document, and the web app. */
export async function buildApp(options: BuildOptions): Promise<{ app: FastifyInstance; platform: Platform }> {
  const { config } = options;
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy: true,
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Tokens and passwords never reach the log.
            redact: [
              'req.headers.authorization',
              'req.headers.cookie',
              'req.headers["x-api-key"]',
              'body.password',
            ],
          },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  await installMultipart(app);
  await installOpenApi(app, config.bases.api);

  const platform = createPlatform({ ...options, db: options.db, config });
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    request.principal = token ? await platform.sessions.resolve(token) : null;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  for (const surface of ['api', 'ops', 'auth'] as Surface[]) {
    await app.register(async (scope) => registerSurface(scope, surface, platform.bindings), {
      prefix: config.bases[surface],
    });
  }

  let ready = false;
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    await options.db.selectFrom('users').select('id').limit(1).execute();
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'starting' });
  });
  let stopTasks: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    ready = true;
    stopTasks = startPeriodicTasks(platform.tasks, app.log);
  });
  app.addHook('onClose', async () => {
    await stopTasks?.();
  });

  if (config.webDist && existsSync(join(config.webDist, 'index.html'))) serveWeb(app, config);
  return { app, platform };
}

/** The SPA: real files when they exist, index.html for every other page path. */
function serveWeb(app: FastifyInstance, config: Config): void {
  const apiBases = Object.values(config.bases);
  app.register(fastifyStatic, { root: config.webDist!, wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const isApi = apiBases.some((base) => path === base || path.startsWith(`${base}/`));
    if (request.method === 'GET' && !isApi && !path.startsWith('/assets/')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ code: 'route_not_found', message: `No route ${request.method} ${path}.` });
  });
}
