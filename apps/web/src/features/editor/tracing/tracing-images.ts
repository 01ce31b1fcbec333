import { useEffect, useState } from 'react';

/** A floor-plan image kept in this browser, as the design only holds its id. */
export interface StoredTracingImage {
  readonly blobId: string;
  readonly dataUrl: string;
  /** Natural size, pixels. */
  readonly width: number;
  readonly height: number;
}

const DATABASE = 'roomcraft-tracing';
const STORE = 'images';
const memory = new Map<string, StoredTracingImage>();

function open(): Promise<IDBDatabase | undefined> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'blobId' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(undefined);
  });
}

/**
 * Keeps an image in this browser (IndexedDB) under its id. The server has no call to store design
 * images yet, so a tracing image shows only in the browser that uploaded it.
 */
export async function saveTracingImage(image: StoredTracingImage): Promise<void> {
  memory.set(image.blobId, image);
  const db = await open();
  if (!db) return;
  await new Promise<void>((resolve) => {
    const tx = db.transaction(STORE, 'readwrite');
    tx.objectStore(STORE).put(image);
    tx.oncomplete = () => resolve();
    tx.onerror = () => resolve();
  });
  db.close();
}

export async function loadTracingImage(blobId: string): Promise<StoredTracingImage | undefined> {
  const cached = memory.get(blobId);
  if (cached) return cached;
  const db = await open();
  if (!db) return undefined;
  const found = await new Promise<StoredTracingImage | undefined>((resolve) => {
    const request = db.transaction(STORE, 'readonly').objectStore(STORE).get(blobId);
    request.onsuccess = () => resolve(request.result as StoredTracingImage | undefined);
    request.onerror = () => resolve(undefined);
  });
  db.close();
  if (found) memory.set(blobId, found);
  return found;
}

/** Reads an image file as a data URL with its natural size. */
export function readImageFile(file: File): Promise<{ dataUrl: string; width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error);
    reader.onload = () => {
      const dataUrl = String(reader.result);
      const image = new Image();
      image.onload = () => resolve({ dataUrl, width: image.naturalWidth, height: image.naturalHeight });
      image.onerror = () => reject(new Error('not an image'));
      image.src = dataUrl;
    };
    reader.readAsDataURL(file);
  });
}

/** The stored image of an id: undefined while loading, null when this browser does not have it. */
export function useTracingImage(blobId: string | undefined): StoredTracingImage | null | undefined {
  const [image, setImage] = useState<StoredTracingImage | null | undefined>(() =>
    blobId ? memory.get(blobId) : null,
  );
  useEffect(() => {
    if (!blobId) {
      setImage(null);
      return;
    }
    let live = true;
    setImage(memory.get(blobId));
    void loadTracingImage(blobId).then((found) => {
      if (live) setImage(found ?? null);
    });
    return () => {
      live = false;
    };
  }, [blobId]);
  return image;
}
