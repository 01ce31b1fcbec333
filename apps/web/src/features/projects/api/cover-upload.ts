import { type Project, projectRoutes } from '@roomcraft/contract';
import { callMultipart } from '../../../api/client.ts';

/** Sends a cover image as the multipart field `coverImage` (`PUT /v2/projects/{id}/cover`). */
export async function uploadCover(projectId: string, file: Blob): Promise<Project> {
  const body = new FormData();
  body.append('coverImage', file);
  return (await callMultipart(projectRoutes.setCover, { params: { id: projectId } }, body)).project;
}
