import {
  type DeveloperAccountBody,
  type DeveloperApplicationBody,
  webhookRoutes as hooks,
  openApiRoutes as keys,
  type WebhookBody,
} from '@roomcraft/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../api/client.ts';

export const developerKeys = {
  all: (enterpriseId: string) => ['developers', enterpriseId] as const,
  part: (enterpriseId: string, part: string) => ['developers', enterpriseId, part] as const,
};

/** Re-reads what a change touched of the enterprise's developer data. */
function useRefresh(enterpriseId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: developerKeys.all(enterpriseId) });
}

export function useApiKeys(enterpriseId: string) {
  return useQuery({
    queryKey: developerKeys.part(enterpriseId, 'keys'),
    queryFn: async () => (await callApi(keys.apiKeys, { query: { enterpriseId } })).apiKeys,
  });
}

export function useKeyChanges(enterpriseId: string) {
  const refresh = useRefresh(enterpriseId);
  return {
    issue: useMutation({
      mutationFn: (name: string) => callApi(keys.issueApiKey, { body: { enterpriseId, name } }),
      onSuccess: refresh,
    }),
    rotate: useMutation({
      mutationFn: (id: string) => callApi(keys.rotateApiKeyById, { params: { id } }),
      onSuccess: refresh,
    }),
    revoke: useMutation({
      mutationFn: (id: string) => callApi(keys.revokeApiKey, { params: { id } }),
      onSuccess: refresh,
    }),
  };
}

export function useDeveloperAccount(enterpriseId: string) {
  return useQuery({
    queryKey: developerKeys.part(enterpriseId, 'account'),
    queryFn: async () => (await callApi(keys.account, { query: { enterpriseId } })).account,
  });
}

export function useApplications(enterpriseId: string) {
  return useQuery({
    queryKey: developerKeys.part(enterpriseId, 'applications'),
    queryFn: async () => (await callApi(keys.applications, { query: { enterpriseId } })).applications,
  });
}

export function useApplicationChanges(enterpriseId: string) {
  const refresh = useRefresh(enterpriseId);
  return {
    createAccount: useMutation({
      mutationFn: (body: Omit<z.input<typeof DeveloperAccountBody>, 'enterpriseId'>) =>
        callApi(keys.createAccount, { body: { ...body, enterpriseId } }),
      onSuccess: refresh,
    }),
    createApplication: useMutation({
      mutationFn: (body: Omit<z.input<typeof DeveloperApplicationBody>, 'enterpriseId'>) =>
        callApi(keys.createApplication, { body: { ...body, enterpriseId } }),
      onSuccess: refresh,
    }),
  };
}

export function useWebhooks(enterpriseId: string) {
  return useQuery({
    queryKey: developerKeys.part(enterpriseId, 'webhooks'),
    queryFn: async () => (await callApi(hooks.list, { query: { enterpriseId } })).webhooks,
  });
}

export function useDeliveries(enterpriseId: string, webhookId: string) {
  return useQuery({
    queryKey: [...developerKeys.part(enterpriseId, 'deliveries'), webhookId],
    queryFn: async () => (await callApi(hooks.deliveries, { params: { id: webhookId } })).deliveries,
  });
}

export function useWebhookChanges(enterpriseId: string) {
  const refresh = useRefresh(enterpriseId);
  return {
    create: useMutation({
      mutationFn: (body: Omit<z.input<typeof WebhookBody>, 'enterpriseId'>) =>
        callApi(hooks.create, { body: { ...body, enterpriseId } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => callApi(hooks.remove, { params: { id } }),
      onSuccess: refresh,
    }),
    redeliver: useMutation({
      mutationFn: (deliveryId: string) => callApi(hooks.redeliver, { params: { id: deliveryId } }),
      onSuccess: refresh,
    }),
  };
}

export function useUsage(enterpriseId: string) {
  return useQuery({
    queryKey: developerKeys.part(enterpriseId, 'usage'),
    queryFn: async () => (await callApi(hooks.usage, { query: { enterpriseId, days: 30 } })).usage,
  });
}
