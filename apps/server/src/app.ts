import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Surface } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import { installAuthentication } from './http/access.ts';
import { installBodyParsing } from './http/body-parsing.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { installMultipart } from './http/multipart.ts';
import { installOpenApi } from './http/openapi.ts';
import { registerSurface } from './http/routes.ts';
import { installValidation } from './http/validation.ts';
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
    trustProxy: config.trustProxy,
    // Long enough that an over-long id reaches validation and is refused naming its field.
    routerOptions: { maxParamLength: 1024 },
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
  installValidation(app);
  app.setSerializerCompiler(serializerCompiler);
  const web = config.webDist && existsSync(join(config.webDist, 'index.html')) ? config.webDist : undefined;
  installErrorHandling(app, web ? spaPageMatcher(config) : undefined);
  await installMultipart(app);
  await installOpenApi(app, config.bases.api);

  const platform = createPlatform({ ...options, db: options.db, config });
  installAuthentication(app, (token) => platform.sessions.resolve(token), platform.guards);
  installBodyParsing(app);
  platform.audit.install(app);
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

  if (web) app.register(fastifyStatic, { root: web, wildcard: false });
  return { app, platform };
}

/** Page paths of the single-page app: anything that is not an API surface or a built asset. */
function spaPageMatcher(config: Config): (path: string) => boolean {
  const apiBases = Object.values(config.bases);
  return (path) =>
    !path.startsWith('/assets/') && !apiBases.some((base) => path === base || path.startsWith(`${base}/`));
}
