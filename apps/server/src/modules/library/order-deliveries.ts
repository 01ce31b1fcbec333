import type { Product } from '@roomcraft/contract';
import { invalidField } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import { newId } from '../../lib/ids.ts';
import { ProductsRepository } from './products/products.repository.ts';
import type { ProductsService } from './products/products.service.ts';
import type { UploadsService } from './uploads/uploads.service.ts';

/** What an order item says of the product it orders. */
export interface OrderedProduct {
  enterpriseId: string;
  name: string;
  alias: string | null;
  productType: Product['type'];
  quality: Product['quality'];
}

/** Under review only managers and admins see a delivered product (docs/decisions/product-orders.md). */
const UNDER_REVIEW_LEVEL = 'HIGH';

/**
 * How the product orders hand a modeller's upload to the library: the product is created in the
 * ordering enterprise's library and the model goes through the library's own checks and processing.
 * The orders domain has already checked that the operator is the item's assigned modeller.
 */
export class OrderDeliveries {
  constructor(
    private readonly deps: {
      products: ProductsService;
      rows: ProductsRepository;
      uploads: UploadsService;
      defaultLevel: (enterpriseId: string) => Promise<Product['level']>;
    },
  ) {}

  /** Queues the model of an order's product, creating the product on the first delivery; answers its id. */
  async deliver(productId: string | null, ordered: OrderedProduct, files: UploadedFile[]): Promise<string> {
    if (ordered.productType !== 'FURNITURE' && ordered.productType !== 'FURNITURE_SET') {
      throw invalidField('file', 'finish and texture orders are delivered as texture maps in the library');
    }
    const id = productId ?? (await this.create(ordered));
    const product = await this.deps.products.find({ kind: 'operator', operatorId: 'orders' }, id);
    await this.deps.uploads.queueModel(product, files);
    return id;
  }

  /** Once the customer approves, the product takes the enterprise's default level like any new product. */
  async release(productId: string, enterpriseId: string): Promise<void> {
    await this.deps.rows.update(productId, { level: await this.deps.defaultLevel(enterpriseId) });
  }

  private async create(ordered: OrderedProduct): Promise<string> {
    const id = newId();
    await this.deps.rows.insert({
      id,
      lib_type: 'enterprise',
      owner_id: ordered.enterpriseId,
      type: ordered.productType,
      name: ordered.name,
      alias: ordered.alias,
      quality: ordered.quality,
      level: UNDER_REVIEW_LEVEL,
      editor_type_code: 10,
      status: 'WAITING',
      search_text: ProductsRepository.searchText(ordered.name, [], ordered.alias),
      created_by: null,
    });
    return id;
  }
}
