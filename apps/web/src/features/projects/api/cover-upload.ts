import { CoverUpload, type Project, projectRoutes } from '@roomcraft/contract';
import { ApiError } from '../../../api/api-error.ts';
import { urlOf } from '../../../api/client.ts';
import { userToken } from '../../../api/tokens.ts';

/**
 * Sends a cover image as the contract's multipart `CoverUpload` (`PUT /v2/projects/{id}/cover`). The
 * shared client speaks JSON only; this is its one multipart sibling, with the same errors.
 */
export async function uploadCover(projectId: string, file: Blob): Promise<Project> {
  const body = new FormData();
  body.append(CoverUpload.field, file);
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = userToken.get();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(urlOf(projectRoutes.setCover, { params: { id: projectId } }), {
      method: 'PUT',
      headers,
      body,
    });
  } catch (error) {
    throw new ApiError(0, 'network_error', error instanceof Error ? error.message : String(error));
  }
  const text = await response.text();
  let answer: unknown;
  try {
    answer = text ? JSON.parse(text) : undefined;
  } catch {
    answer = undefined;
  }
  if (!response.ok) {
    throw ApiError.fromBody(response.status, answer, response.statusText || `HTTP ${response.status}`);
  }
  return (answer as { project: Project }).project;
}
