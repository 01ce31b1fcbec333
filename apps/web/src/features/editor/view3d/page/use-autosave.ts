import { projectRoutes } from '@roomcraft/contract';
import type { DesignStore } from '@roomcraft/scene';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../../api/api-error.ts';
import { callApi } from '../../../../api/client.ts';

/** Where saving stands. */
export type SaveStatus = 'saved' | 'saving' | 'failed' | 'conflict';

const DELAY_MS = 800;

/**
 * Saves the design a moment after each change, with the version it was based on; a 409 means
 * someone saved in between, and saving stops until the page is reloaded.
 */
export function useAutosave(projectId: string, store: DesignStore, initialVersion: number): SaveStatus {
  const [status, setStatus] = useState<SaveStatus>('saved');
  const version = useRef(initialVersion);
  useEffect(() => {
    let saved = store.getSnapshot().design;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const save = async () => {
      const design = store.getSnapshot().design;
      if (design === saved || stopped) return;
      setStatus('saving');
      try {
        const answer = await callApi(projectRoutes.saveDesign, {
          params: { id: projectId },
          body: { version: version.current, design: design as unknown as Record<string, unknown> },
        });
        version.current = answer.version;
        saved = design;
        setStatus(store.getSnapshot().design === design ? 'saved' : 'saving');
      } catch (error) {
        if (isApiError(error) && error.status === 409) {
          stopped = true;
          setStatus('conflict');
        } else setStatus('failed');
      }
    };
    const unsubscribe = store.subscribe(() => {
      if (store.getSnapshot().design === saved) return;
      clearTimeout(timer);
      timer = setTimeout(() => void save(), DELAY_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
      void save();
    };
  }, [projectId, store]);
  return status;
}
