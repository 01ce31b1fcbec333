import type { FastifyRequest } from 'fastify';
import { conflict, invalidField } from '../../../http/errors.ts';
import { readMultipart, type UploadedFile } from '../../../http/multipart.ts';
import { newId } from '../../../lib/ids.ts';
import type { BlobStore } from '../../blobs/blob-store.ts';
import type { JobKind, JobsRepository } from '../processing/jobs.repository.ts';
import { externalUris, gltfJsonOf, isGlb, MODEL_LIMITS } from '../processing/model-source.ts';
import type { ModelPayload, StoredFile, TexturePayload } from '../processing/pipelines.ts';
import type { ProcessingQueue } from '../processing/processing-queue.ts';
import type { ProductRow } from '../products/product.presenter.ts';
import type { ProductsRepository } from '../products/products.repository.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { Viewer } from '../viewer.ts';
import { checkImage } from './images.ts';

const MB = 1024 * 1024;
/** A finish map: JPEG, PNG or WebP under 5 MB (compatibility notes). */
const TEXTURE_LIMITS = { fileSize: 5 * MB, files: 5 };
export const MODEL_UPLOAD = { fileSize: MODEL_LIMITS.bytes, files: 64 };
const MAP_TYPES = ['albedo', 'normal', 'roughness', 'metalness', 'height'];

export interface UploadsDeps {
  products: ProductsService;
  productRows: ProductsRepository;
  jobs: JobsRepository;
  queue: ProcessingQueue;
  blobs: BlobStore;
}

/**
 * Uploads are checked by content, stored, and queued; the product is WAITING until the job ends
 * (docs/decisions/library-uploads.md).
 */
export class UploadsService {
  constructor(private readonly deps: UploadsDeps) {}

  async model(viewer: Viewer, productId: string, request: FastifyRequest) {
    await this.modelTarget(viewer, productId);
    const { files } = await readMultipart(request, MODEL_UPLOAD);
    return this.acceptModel(viewer, productId, files);
  }

  /** Checks model files by content, stores them and queues their processing (uploads and the demo catalogue). */
  async acceptModel(viewer: Viewer, productId: string, files: UploadedFile[]) {
    return this.queueModel(await this.modelTarget(viewer, productId), files);
  }

  /** The model of a product whose right to change was checked by the caller (the library's own or an order's delivery). */
  async queueModel(product: ProductRow, files: UploadedFile[]) {
    const productId = product.id;
    const total = files.reduce((sum, f) => sum + f.data.length, 0);
    if (total > MODEL_LIMITS.bytes) {
      throw invalidField(
        'file',
        `the files add up to ${Math.ceil(total / MB)} MB; the limit is ${MODEL_LIMITS.bytes / MB} MB`,
      );
    }
    const { main, resources } = sortModelFiles(files);
    const folder = `uploads/${productId}/${newId()}`;
    const payload: ModelPayload = {
      main: await this.store(folder, main),
      resources: await Promise.all(resources.map((file) => this.store(folder, file))),
    };
    return this.enqueue(product, 'model', payload);
  }

  async texture(viewer: Viewer, productId: string, request: FastifyRequest) {
    await this.textureTarget(viewer, productId);
    const { files, fields } = await readMultipart(request, TEXTURE_LIMITS);
    return this.acceptTexture(viewer, productId, files, fields);
  }

  /** Checks finish maps (images by content, a known map type each, albedo required) and queues them. */
  async acceptTexture(
    viewer: Viewer,
    productId: string,
    files: UploadedFile[],
    fields: Record<string, string>,
  ) {
    const product = await this.textureTarget(viewer, productId);
    const tile = (field: 'tileWidthMm' | 'tileHeightMm', current: number | null) => {
      const value = fields[field] === undefined ? current : Number(fields[field]);
      if (!value || !Number.isInteger(value) || value < 1 || value > 100_000) {
        throw invalidField(field, 'give the real-world size of one tile in whole millimetres');
      }
      return value;
    };
    const tileWidthMm = tile('tileWidthMm', product.tile_width_mm);
    const tileHeightMm = tile('tileHeightMm', product.tile_height_mm);
    for (const file of files) {
      if (!MAP_TYPES.includes(file.field))
        throw invalidField(file.field, `is not a map type (${MAP_TYPES.join(', ')})`);
      await checkImage(file.data, file.field);
    }
    if (!files.some((f) => f.field === 'albedo')) throw invalidField('albedo', 'is required');
    const folder = `uploads/${productId}/${newId()}`;
    const maps = await Promise.all(
      files.map(async (f) => ({ ...(await this.store(folder, f)), type: f.field })),
    );
    const payload: TexturePayload = { maps, tileWidthMm, tileHeightMm };
    return this.enqueue(product, 'texture', payload);
  }

  private async modelTarget(viewer: Viewer, productId: string): Promise<ProductRow> {
    const product = await this.deps.products.writable(viewer, productId);
    if (product.type !== 'FURNITURE' && product.type !== 'FURNITURE_SET') {
      throw invalidField('type', 'finishes and textures take texture maps, not a model');
    }
    return product;
  }

  private async textureTarget(viewer: Viewer, productId: string): Promise<ProductRow> {
    const product = await this.deps.products.writable(viewer, productId);
    if (product.type !== 'FINISH' && product.type !== 'TEXTURE')
      throw invalidField('type', 'only finishes and textures take texture maps');
    return product;
  }

  /** A FAILED product's last upload, processed again. */
  async retry(viewer: Viewer, productId: string) {
    const product = await this.deps.products.writable(viewer, productId);
    const last = await this.deps.jobs.latestOf(productId);
    if (product.status !== 'FAILED' || !last)
      throw conflict('Only a product whose processing FAILED can be retried.', 'not_failed');
    return this.enqueue(product, last.kind, last.payload as Record<string, unknown>);
  }

  async status(viewer: Viewer, productId: string) {
    const product = await this.deps.products.find(viewer, productId);
    const job = await this.deps.jobs.latestOf(productId);
    return {
      productId,
      status: product.status as 'WAITING' | 'COMPLETED' | 'FAILED',
      failureReason: product.failure_reason,
      jobId: job?.id ?? null,
      attempts: job?.attempts ?? 0,
      updatedAt: product.updated_at.toISOString(),
    };
  }

  private async store(folder: string, file: UploadedFile): Promise<StoredFile> {
    const key = `${folder}/${newId()}`;
    await this.deps.blobs.put(key, file.data);
    return { name: file.filename, key };
  }

  private async enqueue(product: ProductRow, kind: JobKind, payload: object) {
    await this.deps.productRows.update(product.id, { status: 'WAITING', failure_reason: null });
    const jobId = await this.deps.jobs.enqueue(product.id, kind, payload as Record<string, unknown>);
    void this.deps.queue.drain();
    return {
      productId: product.id,
      status: 'WAITING' as const,
      failureReason: null,
      jobId,
      attempts: 0,
      updatedAt: new Date().toISOString(),
    };
  }
}

/**
 * Finds the model among the uploaded files by content: one GLB, or one .gltf JSON whose external
 * URIs each name an uploaded file (images must really be images).
 */
function sortModelFiles(files: UploadedFile[]): { main: UploadedFile; resources: UploadedFile[] } {
  const glbs = files.filter((f) => isGlb(f.data));
  if (glbs.length === 1 && files.length === 1) return { main: glbs[0]!, resources: [] };
  const gltfs = files.filter((f) => gltfJsonOf(f.data));
  if (glbs.length + gltfs.length !== 1) {
    throw invalidField(
      'file',
      glbs.length + gltfs.length === 0
        ? 'is not a glTF 2.0 model (GLB or .gltf)'
        : 'send one model at a time',
    );
  }
  if (glbs.length === 1)
    throw invalidField('file', 'a GLB carries its own buffers and images; send it alone');
  const main = gltfs[0]!;
  const byName = new Map(files.map((f) => [f.filename, f]));
  const resources: UploadedFile[] = [];
  for (const uri of externalUris(gltfJsonOf(main.data)!)) {
    const file = byName.get(decodeURIComponent(uri)) ?? byName.get(decodeURIComponent(uri).split('/').pop()!);
    if (!file) throw invalidField('file', `the model needs ${uri}; upload it with the .gltf`);
    resources.push({ ...file, filename: decodeURIComponent(uri) });
  }
  return { main, resources };
}
