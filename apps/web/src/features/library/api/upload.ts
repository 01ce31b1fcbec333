import { libraryProductRoutes, type RouteOutput } from '@roomcraft/contract';
import { ApiError } from '../../../api/api-error.ts';
import { urlOf } from '../../../api/client.ts';
import { userToken } from '../../../api/tokens.ts';

type ProcessingAnswer = RouteOutput<typeof libraryProductRoutes.uploadModel>;

/** One multipart file: its field and the file. */
export interface UploadPart {
  field: string;
  file: File;
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends files as multipart with the session's token and reports how much has gone (0–1). fetch
 * cannot report upload progress, so this is the feature's one XMLHttpRequest; errors are the
 * shared client's {@link ApiError}s.
 */
function sendMultipart(
  url: string,
  form: FormData,
  onProgress: (sent: number) => void,
): Promise<ProcessingAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('accept', 'application/json');
    const token = userToken.get();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, 'network_error', 'The upload did not reach the server.'));
    request.onload = () => {
      const answer = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(answer as ProcessingAnswer);
      else reject(ApiError.fromBody(request.status, answer, request.statusText || `HTTP ${request.status}`));
    };
    request.send(form);
  });
}

/** A GLB, or a .gltf with its .bin and images, to a furniture product; processing starts on arrival. */
export function uploadModel(productId: string, files: readonly File[], onProgress: (sent: number) => void) {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return sendMultipart(
    urlOf(libraryProductRoutes.uploadModel, { params: { id: productId } }),
    form,
    onProgress,
  );
}

/** Finish maps (albedo required) with the real size of one tile, in mm. */
export function uploadTexture(
  productId: string,
  maps: readonly UploadPart[],
  tile: { widthMm: number; heightMm: number },
  onProgress: (sent: number) => void,
) {
  const form = new FormData();
  form.append('tileWidthMm', String(tile.widthMm));
  form.append('tileHeightMm', String(tile.heightMm));
  for (const { field, file } of maps) form.append(field, file, file.name);
  return sendMultipart(
    urlOf(libraryProductRoutes.uploadTexture, { params: { id: productId } }),
    form,
    onProgress,
  );
}
