import { openApiOpsRoutes, openApiRoutes as r } from '@roomcraft/contract';
import { bind } from '../../http/routes.ts';
import { type ApiKeys, presentApiKey } from './api-keys.ts';
import type { Developers } from './developers.ts';
import { assertIntegrationManager } from './managers.ts';
import type { OpenApiSettings } from './open-api-settings.ts';

/** The spec's api-key, open-API token, OAuth config and developer calls. */
export function openApiBindings(deps: { keys: ApiKeys; developers: Developers; settings: OpenApiSettings }) {
  const { keys, developers, settings } = deps;
  const issued = ({ row, key }: Awaited<ReturnType<ApiKeys['issue']>>) => ({
    apiKey: presentApiKey(row),
    key,
  });
  return [
    bind(r.apiKeys, async ({ user, query }) => ({
      apiKeys: (await keys.list(user, query.enterpriseId, true)).map(presentApiKey),
    })),
    bind(r.issueApiKey, async ({ user, body }) =>
      issued(await keys.issue(user, body.enterpriseId, body.name)),
    ),
    bind(r.rotateApiKey, async ({ request, body }) =>
      issued(
        await keys.rotateByHolder(
          { keyId: request.apiKeyId!, enterpriseId: request.apiKeyEnterpriseId! },
          body?.name,
        ),
      ),
    ),
    bind(r.rotateApiKeyById, async ({ user, params }) => issued(await keys.rotateById(user, params.id))),
    bind(r.revokeApiKey, async ({ user, params }) => {
      await keys.revoke(user, params.id);
      return { ok: true as const };
    }),
    bind(r.openApiToken, async ({ user, params }) => {
      const { token, expiresAt } = await keys.openApiToken(user, params.id);
      return { token, expiresAt: expiresAt.toISOString() };
    }),
    bind(r.tokenParamName, async ({ request }) => ({
      tokenParamName: (await settings.of(request.apiKeyEnterpriseId!)).tokenParamName,
    })),
    bind(r.settings, async ({ user, query }) => {
      assertIntegrationManager(user, query.enterpriseId);
      return { settings: await settings.of(query.enterpriseId) };
    }),
    bind(r.patchSettings, async ({ user, body: { enterpriseId, tokenParamName } }) => {
      assertIntegrationManager(user, enterpriseId);
      return { settings: await settings.set(enterpriseId, { tokenParamName }) };
    }),
    bind(r.createAccount, async ({ user, body }) => developers.createAccount(user, body)),
    bind(r.account, async ({ user, query }) => ({
      account: await developers.account(user, query.enterpriseId),
    })),
    bind(r.createApplication, async ({ user, body }) => developers.createApplication(user, body)),
    bind(r.applications, async ({ user, query }) => ({
      applications: await developers.applications(user, query.enterpriseId),
    })),
    bind(openApiOpsRoutes.setRateLimits, async ({ params, body }) => ({
      settings: await settings.set(params.id, body),
    })),
  ];
}
