import { designImageRoutes } from '@roomcraft/contract';
import { useEffect, useState } from 'react';
import { callBytes, callMultipart } from '../../../api/client.ts';

/** A tracing image ready to draw: an object URL of its bytes and its natural size in pixels. */
export interface LoadedTracingImage {
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

/** Images already loaded or uploaded in this page, by project and blob id. */
const loaded = new Map<string, Promise<LoadedTracingImage | null>>();
const keyOf = (projectId: string | undefined, blobId: string) => `${projectId ?? ''}/${blobId}`;

/** The natural size of an image at a URL; rejects when the browser cannot decode it. */
function sizeOf(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('not an image'));
    image.src = url;
  });
}

/**
 * Before the server stored design images, the editor kept them in the browser's IndexedDB under
 * `local-…` ids; designs made then still show their image in the browser that has it.
 */
async function loadLocal(blobId: string): Promise<LoadedTracingImage | null> {
  if (typeof indexedDB === 'undefined') return null;
  const db = await new Promise<IDBDatabase | undefined>((resolve) => {
    const request = indexedDB.open('roomcraft-tracing', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('images', { keyPath: 'blobId' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(undefined);
  });
  if (!db) return null;
  const found = await new Promise<{ dataUrl: string; width: number; height: number } | undefined>(
    (resolve) => {
      const request = db.transaction('images', 'readonly').objectStore('images').get(blobId);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(undefined);
    },
  );
  db.close();
  return found ? { url: found.dataUrl, width: found.width, height: found.height } : null;
}

async function loadStored(projectId: string, blobId: string): Promise<LoadedTracingImage | null> {
  try {
    const url = URL.createObjectURL(
      await callBytes(designImageRoutes.read, { params: { id: projectId, blobId } }),
    );
    return { url, ...(await sizeOf(url)) };
  } catch {
    return null;
  }
}

function load(projectId: string | undefined, blobId: string): Promise<LoadedTracingImage | null> {
  const key = keyOf(projectId, blobId);
  let found = loaded.get(key);
  if (!found) {
    found = blobId.startsWith('local-')
      ? loadLocal(blobId)
      : projectId
        ? loadStored(projectId, blobId)
        : Promise.resolve(null);
    // A failed read is tried again next time (the network may be back).
    void found.then((image) => image ?? loaded.delete(key));
    loaded.set(key, found);
  }
  return found;
}

/**
 * Stores a floor-plan image with the project (checked on the device first, so a file that is not
 * an image never travels) and answers the id the design keeps, with the image's size.
 */
export async function uploadTracingImage(
  projectId: string,
  file: File,
): Promise<{ blobId: string } & LoadedTracingImage> {
  const url = URL.createObjectURL(file);
  let size: { width: number; height: number };
  try {
    size = await sizeOf(url);
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  const form = new FormData();
  form.append('image', file);
  const { blobId } = await callMultipart(designImageRoutes.upload, { params: { id: projectId } }, form);
  const image = { url, ...size };
  loaded.set(keyOf(projectId, blobId), Promise.resolve(image));
  return { blobId, ...image };
}

/** The image of an id: undefined while loading, null when it cannot be shown here. */
export function useTracingImage(
  projectId: string | undefined,
  blobId: string | undefined,
): LoadedTracingImage | null | undefined {
  const [image, setImage] = useState<LoadedTracingImage | null | undefined>(undefined);
  useEffect(() => {
    if (!blobId) {
      setImage(null);
      return;
    }
    let live = true;
    setImage(undefined);
    void load(projectId, blobId).then((found) => {
      if (live) setImage(found);
    });
    return () => {
      live = false;
    };
  }, [projectId, blobId]);
  return image;
}
