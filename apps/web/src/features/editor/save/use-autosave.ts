import { projectRoutes } from '@roomcraft/contract';
import { type Design, validateDesign } from '@roomcraft/scene';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { callApi } from '../../../api/client.ts';
import { fetchProjectDesign } from '../../projects/model/project-design.ts';
import type { PlanEditor } from '../model/plan-editor.ts';
import { Autosaver, type SaveState } from './autosave.ts';

/**
 * Saves the editor's design to the project a moment after each change (never in the middle of a
 * drag), with the version it was based on. Read-only editors save nothing.
 */
export function useAutosave(
  projectId: string,
  editor: PlanEditor,
  initial: { version: number; design: Design },
): { state: SaveState; reload: () => Promise<void>; autosaver: Autosaver } {
  const [autosaver] = useState(
    () =>
      new Autosaver(
        {
          save: (version, design) =>
            callApi(projectRoutes.saveDesign, { params: { id: projectId }, body: { version, design } }),
          load: () => callApi(projectRoutes.design, { params: { id: projectId } }),
          validate: validateDesign,
        },
        initial,
      ),
  );
  const state = useSyncExternalStore(autosaver.subscribe, autosaver.getState);

  useEffect(() => {
    if (editor.readOnly) return;
    const push = () => {
      if (editor.getToolPath().endsWith('.idle')) autosaver.update(editor.design);
    };
    const offStore = editor.store.subscribe(push);
    const offTool = editor.subscribe(push);
    const beforeUnload = (e: BeforeUnloadEvent) => {
      if (autosaver.hasUnsavedChanges && autosaver.getState().kind !== 'conflict') e.preventDefault();
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      offStore();
      offTool();
      window.removeEventListener('beforeunload', beforeUnload);
      void autosaver.flush();
    };
  }, [editor, autosaver]);

  const reload = async () => {
    const answer = await fetchProjectDesign(projectId);
    if ('error' in answer) throw new Error(answer.error);
    editor.setTool('select');
    editor.store.load(answer.design);
    autosaver.reset(answer);
  };

  return { state, reload, autosaver };
}
