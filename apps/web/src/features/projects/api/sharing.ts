import { directoryRoutes, shareKeyRoutes, sharingRoutes, userRoutes } from '@roomcraft/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../api/client.ts';
import { folderKeys, projectKeys } from './keys.ts';

/** What a share dialog shares: a project, or a folder and everything inside it. */
export interface ShareSubject {
  kind: 'PROJECT' | 'DIRECTORY';
  id: string;
  name: string;
}

export type Access = 'EDIT' | 'VIEW';

/** The grants that reach a subject: its own and those of the folders above it. */
export function useGrants(subject: ShareSubject, enabled: boolean) {
  return useQuery({
    queryKey: projectKeys.grants(subject.kind, subject.id),
    queryFn: async () =>
      subject.kind === 'PROJECT'
        ? (await callApi(sharingRoutes.projectSharedList, { params: { id: subject.id } })).grants
        : (await callApi(directoryRoutes.permissions, { params: { id: subject.id } })).permissions,
    enabled,
  });
}

export function useGrantChanges(subject: ShareSubject) {
  const queryClient = useQueryClient();
  const settle = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: projectKeys.grants(subject.kind, subject.id) }),
      queryClient.invalidateQueries({ queryKey: folderKeys.all }),
    ]);
  const params = { id: subject.id };
  const grant = useMutation({
    mutationFn: (body: { userId: string; accessType: Access }) =>
      subject.kind === 'PROJECT'
        ? callApi(sharingRoutes.grantProject, { params, body })
        : callApi(directoryRoutes.grant, { params, body }),
    onSuccess: settle,
  });
  const revoke = useMutation({
    mutationFn: (userId: string) =>
      subject.kind === 'PROJECT'
        ? callApi(sharingRoutes.revokeProject, { params, body: { userId } })
        : callApi(directoryRoutes.revoke, { params, body: { userId } }),
    onSuccess: settle,
  });
  return { grant, revoke };
}

/** People whose e-mail contains the text: colleagues by any part, anyone else by the exact address. */
export function useUserSearch(text: string) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: ['user-search', 'email', trimmed],
    queryFn: async () => (await callApi(userRoutes.searchEmailV2, { params: { text: trimmed } })).users,
    enabled: trimmed.length >= 2,
    staleTime: 60_000,
  });
}

/** The live share links of a project (owners and managers). */
export function useShareKeys(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: projectKeys.shareKeys(projectId),
    queryFn: async () => (await callApi(shareKeyRoutes.ofProject, { query: { projectId } })).shareKeys,
    enabled,
  });
}

export function useShareKeyChanges(projectId: string) {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: projectKeys.shareKeys(projectId) });
  const create = useMutation({
    mutationFn: async (visibility: 'PUBLIC' | 'UNLISTED') =>
      (await callApi(shareKeyRoutes.create, { body: { projectId, visibility } })).shareKey,
    onSuccess: settle,
  });
  const revoke = useMutation({
    mutationFn: (id: string) => callApi(shareKeyRoutes.revoke, { params: { id } }),
    onSuccess: settle,
  });
  return { create, revoke };
}
