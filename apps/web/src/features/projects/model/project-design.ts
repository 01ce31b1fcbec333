import { projectRoutes } from '@roomcraft/contract';
import { type Design, loadStoredDesign } from '@roomcraft/scene';
import { callApi } from '../../../api/client.ts';

/** A project's design as the editor and the render page open it, or why it cannot be opened. */
export type ProjectDesign =
  | { readonly version: number; readonly design: Design }
  | { readonly version: number; readonly error: string };

/**
 * Reads a project's design: the server answers the current format, and the answer still goes
 * through `loadStoredDesign` (the one way in for a stored design), so a web app newer than the
 * server upgrades what it gets. A document that does not load names its field.
 */
export async function fetchProjectDesign(projectId: string): Promise<ProjectDesign> {
  const answer = await callApi(projectRoutes.design, { params: { id: projectId } });
  const loaded = loadStoredDesign(answer.design);
  if (loaded.ok) return { version: answer.version, design: loaded.design };
  const first = loaded.issues[0];
  return {
    version: answer.version,
    error: first ? `${first.path || 'design'}: ${first.message}` : 'invalid design',
  };
}
