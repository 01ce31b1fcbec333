import { imageBundleRoutes as r } from '@roomcraft/contract';
import { bind } from '../../http/routes.ts';
import { presentImage } from '../images/image.presenter.ts';
import { presentBrief, presentCard, presentFull } from './image-bundle.presenter.ts';
import type { BundleRow, ImageBundlesRepository } from './image-bundles.repository.ts';
import type { ImageBundlesService } from './image-bundles.service.ts';

export function imageBundleBindings(
  service: ImageBundlesService,
  repository: ImageBundlesRepository,
  apiBase: string,
) {
  const full = async (bundle: BundleRow) => ({
    imageBundle: presentFull(bundle, await repository.cards(bundle.id), apiBase),
  });
  const images = async (bundle: BundleRow) => ({
    images: (await repository.cards(bundle.id)).map((c) => presentImage(c.image, apiBase)),
  });
  const card = async (row: Parameters<ImageBundlesService['cardWithImage']>[0]) => ({
    card: presentCard(await service.cardWithImage(row), apiBase),
  });
  return [
    bind(r.create, async ({ user, params, body }) => full(await service.create(user, params.id, body))),
    bind(r.ofProject, async ({ user, params }) => {
      const bundles = await service.bundlesOfProject(user, params.id);
      const counts = await repository.counts(bundles.map((b) => b.id));
      return {
        imageBundles: bundles.map((b) =>
          presentBrief(b, counts.get(b.id)!.count, counts.get(b.id)!.firstImageId, apiBase),
        ),
      };
    }),
    bind(r.get, async ({ user, params }) => full(await service.bundle(user, params.id, 'VIEW'))),
    bind(r.full, async ({ user, params }) => full(await service.bundle(user, params.id, 'VIEW'))),
    bind(r.brief, async ({ user, params }) => {
      const bundle = await service.bundle(user, params.id, 'VIEW');
      const count = (await repository.counts([bundle.id])).get(bundle.id)!;
      return { imageBundle: presentBrief(bundle, count.count, count.firstImageId, apiBase) };
    }),
    bind(r.replace, async ({ user, params, body }) => full(await service.replace(user, params.id, body))),
    bind(r.remove, async ({ user, params }) => {
      await service.remove(user, params.id);
      return { deleted: true as const };
    }),
    bind(r.sort, async ({ user, params, body }) => {
      await service.sort(user, params.id, body.cardIds);
      return full((await repository.bundle(params.id))!);
    }),
    bind(r.moveCard, async ({ user, params, body }) =>
      card(await service.moveCard(user, params.id, body.toBundleId, body.position)),
    ),
    bind(r.replaceImage, async ({ user, params, body }) => {
      await service.replaceImage(user, params.id, params.imageId, body.imageId);
      return full((await repository.bundle(params.id))!);
    }),
    bind(r.publicFull, async ({ params }) => full(await service.bundle(null, params.id, 'VIEW'))),
    bind(r.images, async ({ user, params }) => images(await service.bundle(user, params.id, 'VIEW'))),
    bind(r.publicImages, async ({ params }) => images(await service.bundle(null, params.id, 'VIEW'))),
    bind(r.cardDetail, async ({ user, params }) => card(await service.cardOf(user, params.id, 'VIEW'))),
    bind(r.copyCard, async ({ user, params, body }) =>
      card(await service.copyCard(user, params.id, body.toBundleId)),
    ),
    bind(r.swapProducts, async ({ user, params, body }) =>
      card(await service.swapProducts(user, params.id, body.fromProductId, body.toProductId)),
    ),
  ];
}
