import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { Product } from '@roomcraft/contract';
import { useTranslation } from 'react-i18next';
import classes from '../library.module.css';
import { formatDimensions } from '../model/product-text.ts';
import { ModelViewer } from './ModelViewer.tsx';

/** The view a thumbnail shows, from the file name the processing gives it (`thumb-<view>.png`). */
const VIEWS = {
  front: 'front',
  'three-quarter': 'threeQuarter',
  side: 'side',
  top: 'top',
  tiled: 'tiled',
} as const;
const viewOf = (url: string) => VIEWS[(/thumb-([a-z-]+)\.png$/.exec(url)?.[1] ?? '') as keyof typeof VIEWS];

/** The 3D view of the model (or the finish's albedo), its thumbnails by angle and its real size. */
export function ProductMedia({ product }: { product: Product }) {
  const { t } = useTranslation();
  const model = product.editorAsset.threeD;
  const albedo = product.textureMaps.albedo;
  const dimensions = formatDimensions(product);
  return (
    <Stack gap="md">
      {model ? (
        <ModelViewer url={model} />
      ) : albedo ? (
        <div
          className={classes.viewer}
          style={{ backgroundImage: `url(${albedo})`, backgroundSize: '25%' }}
        />
      ) : (
        <div className={classes.viewer} />
      )}
      <Text size="sm" c="dimmed">
        {dimensions
          ? t('library.product.dimensions', { dimensions })
          : product.tileWidthMm && product.tileHeightMm
            ? t('library.product.tile', { width: product.tileWidthMm, height: product.tileHeightMm })
            : t('library.product.noDimensions')}
      </Text>
      {product.thumbnails.length > 0 && (
        <SimpleGrid cols={4} spacing="sm" data-testid="product-thumbnails">
          {product.thumbnails.map((url) => {
            const angle = viewOf(url);
            return (
              <figure key={url} className={classes.angle} style={{ margin: 0 }}>
                <img src={url} alt={angle ? t(`library.angles.${angle}`) : ''} />
                {angle && (
                  <Text size="xs" c="dimmed" ta="center" py={4}>
                    {t(`library.angles.${angle}`)}
                  </Text>
                )}
              </figure>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
