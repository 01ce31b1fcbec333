import { RoomType, type Template, type TemplateStyle, templateRoutes } from '@roomcraft/contract';
import { type FitResult, measureTemplateFit, type RoomShape, type TemplateFit } from '@roomcraft/scene';
import { callApi } from '../../../api/client.ts';
import type { ProductCatalog } from '../../editor/products/product-catalog.ts';

/** A template measured against the room: its fit and its products fitted in place. */
export interface Proposal {
  template: Template;
  fit: TemplateFit;
  result: FitResult;
}

/** How many candidates auto-furnish measures: the gallery's best matches by type and size. */
const CANDIDATES = 60;

/**
 * Auto-furnish: the published templates (and the user's own) of the room's type, between half and
 * twice its area and of the chosen style, each fitted into the room and ranked by the fit measure
 * (docs/decisions/templates.md, "Fit"). The products each would place are looked up in the
 * editor's catalogue, so proposals can be priced against a budget.
 */
export async function proposeTemplates(
  shape: RoomShape,
  area: number,
  roomType: string,
  style: (typeof TemplateStyle)[number] | null,
  catalog: ProductCatalog,
): Promise<Proposal[]> {
  const common = (RoomType as readonly string[]).includes(roomType) && roomType !== 'NONE';
  const page = await callApi(templateRoutes.availablePublished, {
    query: {
      ...(common ? { roomTypes: roomType } : {}),
      ...(style ? { styles: style } : {}),
      roomSizeLowerBound: Math.floor(area * 0.5),
      roomSizeUpperBound: Math.ceil(area * 2),
      sortBy: 'updatedDesc',
      size: CANDIDATES,
    },
  });
  if (page.data.length === 0) return [];
  const { templates } = await callApi(templateRoutes.byIds, {
    params: { ids: page.data.map((x) => x.id).join(',') },
  });
  const proposals = templates
    .map((template) => ({
      template,
      ...measureTemplateFit({ room: template.room, products: template.products }, shape),
    }))
    .sort((a, b) => b.fit.score - a.fit.score);
  await catalog.settle(proposals.flatMap((p) => p.result.items.map((item) => item.productId)));
  return proposals;
}
