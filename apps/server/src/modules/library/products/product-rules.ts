import type { ProductTypeV2, UpdateProductBody } from '@roomcraft/contract';
import { invalidField } from '../../../http/errors.ts';

type Type = (typeof ProductTypeV2)[number];
const isSurface = (type: Type) => type === 'FINISH' || type === 'TEXTURE';
const isOpening = (code: number | null | undefined) =>
  code !== null && code !== undefined && code >= 51 && code <= 58;

/** Which fields go with which product type (SALE_TYPE and tile sizes for finishes, openings for doors). */
export function checkProductRules(type: Type, fields: UpdateProductBody): void {
  if (fields.saleType && !isSurface(type)) {
    throw invalidField('saleType', 'applies to finishes and textures (sold by area or by package)');
  }
  if ((fields.tileWidthMm || fields.tileHeightMm) && !isSurface(type)) {
    throw invalidField('tileWidthMm', 'applies to finishes and textures');
  }
  if (fields.light && type !== 'FURNITURE') {
    throw invalidField('light', 'applies to lamps (single furniture products)');
  }
  if (fields.editorTypeCode && isSurface(type)) {
    throw invalidField('editorTypeCode', 'finishes and textures are not placed as items');
  }
  if (fields.editorTypeCode && isOpening(fields.editorTypeCode) && type !== 'FURNITURE') {
    throw invalidField('editorTypeCode', 'doors and windows are single furniture products');
  }
  if (
    (fields.openingDirection || fields.handlePosition) &&
    fields.editorTypeCode !== undefined &&
    !isOpening(fields.editorTypeCode)
  ) {
    throw invalidField('openingDirection', 'applies to doors and windows (editor types 51–58)');
  }
}
