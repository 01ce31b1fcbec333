import type { CreateProductBody } from '@roomcraft/contract';
import { libraryProductRoutes } from '@roomcraft/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../api/client.ts';
import { libraryKeys } from '../api/keys.ts';
import { useCreateProduct } from '../api/products.ts';
import { type UploadPart, uploadModel, uploadTexture } from '../api/upload.ts';

/** What to send: a model's files, or finish maps with the size of one tile. */
export type UploadFiles =
  | { kind: 'model'; files: File[] }
  | { kind: 'texture'; maps: UploadPart[]; tile: { widthMm: number; heightMm: number } };

/**
 * Creates the product, then sends its files with progress. When the files are refused (not a
 * model, too large…) the new product is deleted again, so nothing half-made stays in the library.
 */
export function useUpload() {
  const client = useQueryClient();
  const create = useCreateProduct();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);

  async function upload(product: CreateProductBody, files: UploadFiles): Promise<string | null> {
    setError(null);
    setProgress(0);
    let productId: string | null = null;
    try {
      productId = (await create.mutateAsync(product)).id;
      const id = productId;
      if (files.kind === 'model') await uploadModel(id, files.files, setProgress);
      else await uploadTexture(id, files.maps, files.tile, setProgress);
      await client.invalidateQueries({ queryKey: libraryKeys.all });
      return id;
    } catch (failure) {
      setError(failure);
      if (productId) {
        await callApi(libraryProductRoutes.remove, { params: { id: productId } }).catch(() => undefined);
        await client.invalidateQueries({ queryKey: libraryKeys.products });
      }
      return null;
    } finally {
      setProgress(null);
    }
  }

  return { upload, progress, error, busy: progress !== null };
}
