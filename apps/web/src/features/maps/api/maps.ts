import {
  type MapFloorplanState,
  mapOpsRoutes as ops,
  projectRoutes,
  mapRoutes as r,
} from '@roomcraft/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callAsOperator } from '../../../api/client.ts';

type PlanState = (typeof MapFloorplanState)[number];

export const mapKeys = {
  all: ['maps'] as const,
  suggestions: (text: string) => ['maps', 'suggestions', text] as const,
  range: (box: object) => ['maps', 'range', box] as const,
  detail: (id: string) => ['maps', 'detail', id] as const,
  queue: (state: string) => ['maps', 'queue', state] as const,
};

/** Suggestions for what is typed: complexes on the map (registry search) and places (local search). */
export function useAddressSuggestions(text: string) {
  const keyword = text.trim();
  return useQuery({
    queryKey: mapKeys.suggestions(keyword),
    enabled: keyword.length >= 2,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const [complexes, places] = await Promise.all([
        callApi(r.korgov, { query: { keyword, size: 5 } }),
        callApi(r.kakao, { query: { query: keyword } }),
      ]);
      return { complexes: complexes.data, places: places.places };
    },
  });
}

export interface Bounds {
  minLat: number;
  minLng: number;
  maxLat: number;
  maxLng: number;
}

/** The complexes in the map's view. */
export function useComplexesIn(box: Bounds | null) {
  return useQuery({
    queryKey: mapKeys.range(box ?? {}),
    enabled: box !== null,
    placeholderData: keepPreviousData,
    queryFn: () => callApi(r.rangeSearch, { query: { ...box!, limit: 300 } }),
  });
}

export function useComplex(id: string) {
  return useQuery({ queryKey: mapKeys.detail(id), queryFn: () => callApi(r.detail, { query: { id } }) });
}

/** Starts a project from a unit plan, mirrored when asked; answers the new project. */
export function useStartFromPlan(userId: string) {
  return useMutation({
    mutationFn: async (input: { name: string; mapFloorplanId: string; flip?: 1 | 2 | 3 }) =>
      (
        await callApi(projectRoutes.create, {
          params: { id: userId },
          body: { name: input.name, fromMap: { mapFloorplanId: input.mapFloorplanId, flip: input.flip } },
        })
      ).project,
  });
}

export function usePlanQueue(state: PlanState | '') {
  return useQuery({
    queryKey: mapKeys.queue(state),
    queryFn: () => callAsOperator(ops.queue, { query: { ...(state ? { state } : {}), size: 50 } }),
  });
}

export function usePlanTransition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; to: PlanState; note?: string }) =>
      callAsOperator(ops.transition, { params: { id: input.id }, body: { to: input.to, note: input.note } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mapKeys.all }),
  });
}
