import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { DB } from '@roomcraft/db';
import type { JobQueue } from '@roomcraft/jobs';
import type { Kysely } from 'kysely';
import type { RouteBinding } from '../../http/routes.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import type { ApiKeys } from '../open-api/api-keys.ts';
import { LibraryAccess } from './access.ts';
import { LibraryAssets } from './assets.ts';
import { BrandsRepository } from './brands/brands.repository.ts';
import { brandBindings } from './brands/brands.routes.ts';
import { BrandsService } from './brands/brands.service.ts';
import { CatalogueMemory } from './catalogue-memory.ts';
import { CategoriesRepository } from './categories/categories.repository.ts';
import { categoryBindings } from './categories/categories.routes.ts';
import { CategoriesService } from './categories/categories.service.ts';
import { cylinderBindings } from './cylinder/cylinder.routes.ts';
import { OrderDeliveries } from './order-deliveries.ts';
import { createLibraryWorker } from './processing/library-worker.ts';
import { ProductGroupsService } from './products/product-groups.ts';
import { ProductsRepository } from './products/products.repository.ts';
import { productBindings } from './products/products.routes.ts';
import { ProductsService } from './products/products.service.ts';
import { sharedProductBindings } from './products/shared-products.routes.ts';
import { librarySettingsOf } from './settings.ts';
import { TagsRepository } from './tags/tags.repository.ts';
import { tagBindings } from './tags/tags.routes.ts';
import { textureBindings } from './textures/textures.routes.ts';
import { uploadBindings } from './uploads/uploads.routes.ts';
import { UploadsService } from './uploads/uploads.service.ts';
import type { ProductGate } from './viewer.ts';
import { Visibility } from './visibility.ts';

export interface LibraryOptions {
  db: Kysely<DB>;
  blobs: BlobStore;
  /** The platform's job queue: uploads are processed through it. */
  jobs: JobQueue;
  /** Base of the main API, for the URLs of processed files. */
  apiBase: string;
  /** The open API's key store, which the cylinder calls answer to. */
  apiKeys: ApiKeys;
}

/** The product library: products, categories, brands, tags, textures, uploads and their processing. */
export function createLibrary({ db, blobs, jobs, apiBase, apiKeys }: LibraryOptions) {
  const catalogue = new CatalogueMemory(db);
  const visibility = new Visibility(db, catalogue);
  const access = new LibraryAccess(db);
  const assets = new LibraryAssets(blobs, apiBase);
  const productsRepo = new ProductsRepository(db, catalogue);
  const brands = new BrandsRepository(db);
  const tags = new TagsRepository(db);
  const categories = new CategoriesService({
    categories: new CategoriesRepository(db),
    visibility,
    access,
    assets,
  });
  const defaultLevel = async (enterpriseId: string) =>
    (await librarySettingsOf(db, enterpriseId)).defaultProductLevel;
  const products = new ProductsService({
    products: productsRepo,
    brands,
    tags,
    categories,
    visibility,
    access,
    assets,
    defaultLevel,
  });
  const brandsService = new BrandsService({ brands, products, access });
  const groups = new ProductGroupsService({ products: productsRepo, service: products, access, assets });
  /** This process's worker for uploads: drained by tests; the server runs its workers in a child process. */
  const processing = createLibraryWorker({
    db,
    jobs,
    blobs,
    apiBase,
    workerId: `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
  });
  const uploads = new UploadsService({ products, productRows: productsRepo, jobs, blobs });

  const orderDeliveries = new OrderDeliveries({ products, rows: productsRepo, uploads, defaultLevel });

  const productGate: ProductGate = async (user, productId) => {
    await products.get({ kind: 'user', user }, productId);
  };
  const bindings: RouteBinding[] = [
    ...productBindings({ service: products, groups, products: productsRepo, assets }),
    ...sharedProductBindings(products),
    ...categoryBindings(categories),
    ...brandBindings(brandsService, products),
    ...tagBindings(tags, visibility),
    ...uploadBindings(uploads),
    ...textureBindings(products, categories),
    ...cylinderBindings(products, apiKeys),
  ];
  return {
    bindings,
    products,
    groups,
    categories,
    brands: brandsService,
    uploads,
    orderDeliveries,
    processing,
    productGate,
  };
}

export type Library = ReturnType<typeof createLibrary>;
