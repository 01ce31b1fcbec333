import { CoverUpload, type Project, projectRoutes } from '@roomcraft/contract';
import { callMultipart } from '../../../api/client.ts';

/** Sends a cover image as the contract's multipart `CoverUpload` (`PUT /v2/projects/{id}/cover`). */
export async function uploadCover(projectId: string, file: Blob): Promise<Project> {
  const body = new FormData();
  body.append(CoverUpload.field, file);
  return (await callMultipart(projectRoutes.setCover, { params: { id: projectId } }, body)).project;
}
