import { imageRoutes } from '@roomcraft/contract';
import { callApi } from '../../../../api/client.ts';

/** Keeps a picture of the view with the project: a RENDER_SHOT in its images. */
export async function savePicture(projectId: string, dataUrl: string, name: string): Promise<void> {
  await callApi(imageRoutes.dataUpload, { body: { projectId, name, type: 'RENDER_SHOT', dataUrl } });
}

/** Saves a picture of the view as a file. */
export function downloadPicture(dataUrl: string, name: string): void {
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = `${name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'design'}.png`;
  document.body.append(link);
  link.click();
  link.remove();
}

/** "14:30" for 14.5 hours. */
export function formatHour(hour: number): string {
  const h = Math.floor(hour);
  const m = Math.round((hour - h) * 60);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
