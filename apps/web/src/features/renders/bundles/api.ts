import { imageBundleRoutes } from '@roomcraft/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { rendersKeys } from '../api.ts';
import { type BundleDraft, bodyOf } from './bundle-draft.ts';

const bundleKeys = {
  ofProject: (projectId: string) => [...rendersKeys.all, 'bundles', projectId] as const,
  one: (bundleId: string) => [...rendersKeys.all, 'bundle', bundleId] as const,
  public: (bundleId: string) => ['public-bundle', bundleId] as const,
};

export const useBundles = (projectId: string) =>
  useQuery({
    queryKey: bundleKeys.ofProject(projectId),
    queryFn: async () =>
      (await callApi(imageBundleRoutes.ofProject, { params: { id: projectId } })).imageBundles,
  });

export const useBundle = (bundleId: string) =>
  useQuery({
    queryKey: bundleKeys.one(bundleId),
    queryFn: async () => (await callApi(imageBundleRoutes.get, { params: { id: bundleId } })).imageBundle,
  });

/** A published bundle, read without a session. */
export const usePublicBundle = (bundleId: string) =>
  useQuery({
    queryKey: bundleKeys.public(bundleId),
    queryFn: async () =>
      (await callApi(imageBundleRoutes.publicFull, { params: { id: bundleId } })).imageBundle,
    retry: false,
  });

export function useCreateBundle(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (draft: BundleDraft) =>
      (await callApi(imageBundleRoutes.create, { params: { id: projectId }, body: bodyOf(draft) }))
        .imageBundle,
    onSuccess: () => client.invalidateQueries({ queryKey: bundleKeys.ofProject(projectId) }),
  });
}

/** Saves the whole draft (PUT); cards whose image stays keep their id and products on the server. */
export function useSaveBundle(bundleId: string, projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (draft: BundleDraft) =>
      (await callApi(imageBundleRoutes.replace, { params: { id: bundleId }, body: bodyOf(draft) }))
        .imageBundle,
    onSuccess: (saved) => {
      client.setQueryData(bundleKeys.one(bundleId), saved);
      void client.invalidateQueries({ queryKey: bundleKeys.ofProject(projectId) });
    },
  });
}

export function useDeleteBundle(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bundleId: string) => callApi(imageBundleRoutes.remove, { params: { id: bundleId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: bundleKeys.ofProject(projectId) }),
  });
}
