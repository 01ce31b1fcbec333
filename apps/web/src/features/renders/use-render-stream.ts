import { type RenderJob, renderRoutes } from '@roomcraft/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { callApi } from '../../api/client.ts';
import { userToken } from '../../api/tokens.ts';
import { rendersKeys } from './api.ts';
import { type FeedStatus, followRenders, type RenderScope } from './model/render-feed.ts';

/** How often the jobs are read while the stream is down. */
export const POLL_MS = 2_000;

export interface RenderFeed {
  jobs: RenderJob[];
  /** `live` while the stream delivers, `polling` while it is down and the list is read every 2 s. */
  mode: 'live' | 'polling';
  loading: boolean;
  error: unknown;
}

const scopeId = (scope: RenderScope) => scope.sessionId ?? scope.projectId ?? '';

/**
 * The render jobs of an editor session or a project, live: server-sent events read with fetch (the
 * session token goes in a header, which EventSource cannot send), polling every 2 s while the stream
 * is broken. When a job finishes, the quota and the gallery are read again.
 */
export function useRenderStream(scope: RenderScope): RenderFeed {
  const client = useQueryClient();
  const [status, setStatus] = useState<FeedStatus>('connecting');
  const key = [...rendersKeys.all, 'jobs', scope.sessionId ? 'session' : 'project', scopeId(scope)];
  const query = useQuery({
    queryKey: key,
    queryFn: async () => (await callApi(renderRoutes.list, { query: scope })).renders,
    refetchInterval: status === 'live' ? false : POLL_MS,
    enabled: scopeId(scope) !== '',
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the stream follows the scope, named by its key
  useEffect(() => {
    if (!scopeId(scope)) return;
    return followRenders(scope, {
      onRenders: (jobs) => client.setQueryData(key, jobs),
      onStatus: setStatus,
      token: () => userToken.get(),
    });
  }, [key.join('|')]);

  useFinishedJobs(query.data, () => {
    void client.invalidateQueries({ queryKey: rendersKeys.quota });
    void client.invalidateQueries({ queryKey: [...rendersKeys.all, 'images'] });
  });

  return {
    jobs: query.data ?? [],
    mode: status === 'live' ? 'live' : 'polling',
    loading: query.isPending,
    error: query.error,
  };
}

const finished = (job: RenderJob) => job.state === 'DONE' || job.state === 'FAILED';

/** Calls back when a job finishes after the first list (jobs finished before it are old news). */
function useFinishedJobs(jobs: RenderJob[] | undefined, onFinished: () => void) {
  const seen = useRef<Map<string, boolean> | null>(null);
  const callback = useRef(onFinished);
  callback.current = onFinished;
  useEffect(() => {
    if (!jobs) return;
    const before = seen.current;
    seen.current = new Map(jobs.map((job) => [job.id, finished(job)]));
    if (before && jobs.some((job) => finished(job) && before.get(job.id) !== true)) callback.current();
  }, [jobs]);
}
