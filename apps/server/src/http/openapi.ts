import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document of every surface, generated from the contract's zod schemas. */
export async function installOpenApi(app: FastifyInstance, apiBase: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Roomcraft platform API',
        version: '1.0.0',
        description: 'Main API, back-office API and authentication service.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
          accessKeyQuery: { type: 'apiKey', in: 'query', name: 'access-key' },
          renderServer: { type: 'apiKey', in: 'header', name: 'x-render-server-token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${apiBase}/docs` });
}
