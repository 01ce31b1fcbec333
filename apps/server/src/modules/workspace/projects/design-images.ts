import { type DesignImageAnswer, ProjectState } from '@roomcraft/contract';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../../http/errors.ts';
import { readMultipart } from '../../../http/multipart.ts';
import { newId } from '../../../lib/ids.ts';
import type { UserRow } from '../../auth/sessions.ts';
import type { BlobStore } from '../../blobs/blob-store.ts';
import type { AccessService } from '../access/access.service.ts';
import { checkImage, cleanImage } from './image-check.ts';
import { inTrash } from './projects.service.ts';

/** The largest design image (a scanned floor plan) taken, bytes. */
export const MAX_DESIGN_IMAGE_BYTES = 15 * 1024 * 1024;

const keyOf = (projectId: string, blobId: string) => `design-images/${projectId}/${blobId}`;

/** The single `image` file of a multipart body; too big a file fails with 413 while streaming. */
export async function designImageUpload(request: FastifyRequest): Promise<Buffer> {
  const { files } = await readMultipart(request, {
    field: 'image',
    fileSize: MAX_DESIGN_IMAGE_BYTES,
    files: 1,
  });
  return files[0]!.data;
}

/** The ids of the design images a design document refers to (its floors' tracing images). */
export function designImageIds(design: unknown): string[] {
  const floors = (design as { floors?: unknown } | null)?.floors;
  if (!Array.isArray(floors)) return [];
  return floors.flatMap((floor) => {
    const blobId = (floor as { tracingImage?: { blobId?: unknown } } | null)?.tracingImage?.blobId;
    return typeof blobId === 'string' ? [blobId] : [];
  });
}

/**
 * Images a project's design refers to, kept in the blob store under the project. Uploads are
 * proved to be PNG, JPEG or WebP and re-encoded (no EXIF); their id carries the format, so a
 * read needs no table. Storing needs EDIT on the project, reading what opening it needs.
 */
export class DesignImages {
  constructor(
    private readonly access: AccessService,
    private readonly blobs: BlobStore,
  ) {}

  /** Checks access (and that the project is not in the trash) before reading the upload. */
  async store(actor: UserRow, projectId: string, upload: () => Promise<Buffer>): Promise<DesignImageAnswer> {
    const { project } = await this.access.requireProject(actor, projectId, 'EDIT');
    // Its design cannot change there either.
    if (project.state !== ProjectState.ACTIVATED) throw inTrash();
    const bytes = await upload();
    const { format, width, height } = await checkImage(bytes, 'image');
    const blobId = `${newId()}.${format}`;
    await this.blobs.put(keyOf(projectId, blobId), await cleanImage(bytes, format));
    return { blobId, width, height };
  }

  async read(actor: UserRow, projectId: string, blobId: string): Promise<{ bytes: Buffer; format: string }> {
    await this.access.requireProject(actor, projectId, 'VIEW');
    const bytes = await this.blobs.get(keyOf(projectId, blobId));
    if (!bytes) throw notFound('design image');
    return { bytes, format: blobId.slice(blobId.lastIndexOf('.') + 1) };
  }

  /** Removes every image stored for a project (its purge: the design that referred to them is gone). */
  removeAll(projectId: string): Promise<void> {
    return this.blobs.deleteFolder(`design-images/${projectId}`);
  }

  /** Gives a copied project its own files of the images its design refers to. */
  async copy(fromProject: string, toProject: string, design: unknown): Promise<void> {
    for (const blobId of new Set(designImageIds(design))) {
      const bytes = await this.blobs.get(keyOf(fromProject, blobId));
      if (bytes) await this.blobs.put(keyOf(toProject, blobId), bytes);
    }
  }
}
