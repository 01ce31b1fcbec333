import ExcelJS from 'exceljs';
import { notFound } from '../../http/errors.ts';
import { hashSecret, newSecret } from '../../lib/tokens.ts';
import type { UserRow } from '../auth/sessions.ts';
import { canRead } from './order-access.ts';
import type { OrdersRepository } from './orders.repository.ts';
import type { OrdersService } from './orders.service.ts';
import { priceOf } from './orders.service.ts';

/** How long an issued download token works. */
export const EXPORT_TOKEN_MINUTES = 5;

/**
 * The spec's export of a product order: a short-lived token (only its hash is stored) issued to a
 * reader of the order, then the workbook streamed to whoever holds the token, checked again against
 * the issuer's current right to read the order.
 */
export class OrderExport {
  constructor(
    private readonly repo: OrdersRepository,
    private readonly orders: OrdersService,
    private readonly apiBase: string,
  ) {}

  async issue(user: UserRow, orderId: string) {
    await this.orders.readable({ kind: 'user', user }, orderId);
    const token = newSecret();
    const expiresAt = new Date(Date.now() + EXPORT_TOKEN_MINUTES * 60_000);
    await this.repo.db
      .insertInto('export_tokens')
      .values({ token_hash: hashSecret(token), order_id: orderId, user_id: user.id, expires_at: expiresAt })
      .execute();
    await this.repo.db.deleteFrom('export_tokens').where('expires_at', '<', new Date()).execute();
    return {
      token,
      expiresAt: expiresAt.toISOString(),
      url: `${this.apiBase}/v1/export/download/${token}/excel/product-order/${orderId}`,
    };
  }

  /** The workbook, if the token is live, names this order, and its issuer may still read it (404 otherwise). */
  async workbook(token: string, orderId: string): Promise<{ name: string; data: Buffer }> {
    const grant = await this.repo.db
      .selectFrom('export_tokens')
      .innerJoin('users', 'users.id', 'export_tokens.user_id')
      .selectAll('users')
      .where('export_tokens.token_hash', '=', hashSecret(token))
      .where('export_tokens.order_id', '=', orderId)
      .where('export_tokens.expires_at', '>', new Date())
      .executeTakeFirst();
    const order = await this.repo.order(orderId);
    if (!grant || !order || !canRead({ kind: 'user', user: grant as UserRow }, order.enterprise_id)) {
      throw notFound('export (the link is unknown or expired)');
    }
    const items = await this.repo.itemsOf([orderId]);
    const price = priceOf(order, items);
    const book = new ExcelJS.Workbook();
    book.creator = 'roomcraft';
    const sheet = book.addWorksheet('Items');
    sheet.columns = [
      { header: 'Item', key: 'name', width: 28 },
      { header: 'Alias', key: 'alias', width: 16 },
      { header: 'Type', key: 'type', width: 14 },
      { header: 'Quality', key: 'quality', width: 10 },
      { header: 'Complexity', key: 'complexity', width: 11 },
      { header: 'Brand', key: 'brand', width: 14 },
      { header: 'Color', key: 'color', width: 12 },
      { header: 'W × D × H (mm)', key: 'size', width: 18 },
      { header: 'State', key: 'state', width: 26 },
      { header: 'Price (KRW)', key: 'price', width: 14 },
    ];
    sheet.getRow(1).font = { bold: true };
    for (const item of items) {
      sheet.addRow({
        name: item.name,
        alias: item.alias ?? '',
        type: item.product_type,
        quality: item.quality,
        complexity: item.complexity,
        brand: item.brand ?? '',
        color: item.color ?? '',
        size: `${item.width_mm} × ${item.depth_mm} × ${item.height_mm}`,
        state: item.state,
        price: price.items.find((p) => p.itemId === item.id)!.price,
      });
    }
    const total = sheet.addRow({ name: 'Total', state: order.state, price: price.total });
    total.font = { bold: true };
    sheet.getColumn('price').numFmt = '#,##0';
    const summary = book.addWorksheet('Order');
    summary.addRows([
      ['Order', order.name],
      ['State', order.state],
      ['Category', order.category],
      ['Price (KRW)', price.total],
      ['Price frozen', price.frozen ? 'yes' : 'no'],
      ['Created', order.created_at.toISOString()],
    ]);
    const data = Buffer.from(await book.xlsx.writeBuffer());
    return { name: `product-order-${orderId}.xlsx`, data };
  }
}
