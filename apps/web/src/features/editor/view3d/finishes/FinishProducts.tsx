import { Image, Loader, SimpleGrid, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { productName, productThumbnail, useProductSearch } from '../catalogue/use-catalogue.ts';
import type { View3DController } from '../controller/view3d-controller.ts';

const FINISH_TYPES = ['FINISH', 'TEXTURE'] as const;

/** Finish and texture products of every library the person sees, as tiles to click. */
export function FinishProducts(props: {
  controller: View3DController;
  owner: string;
  onPick: (productId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const finishes = useProductSearch(props.controller.directory, props.owner, {
    q: '',
    categoryId: null,
    types: FINISH_TYPES,
  });
  if (finishes.isPending) return <Loader size="sm" />;
  const products = finishes.data ?? [];
  if (products.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        {t('view3d.finishes.empty')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={3} spacing={6}>
      {products.map((p) => {
        const name = productName(p, i18n.language);
        const thumbnail = productThumbnail(p);
        return (
          <Tooltip key={p.id} label={name}>
            <UnstyledButton aria-label={name} onClick={() => props.onPick(p.id)} data-testid="finish-product">
              {thumbnail ? (
                <Image src={thumbnail} alt="" h={64} radius="sm" fit="cover" />
              ) : (
                <div style={{ height: 64, borderRadius: 4, background: p.color.code ?? '#ddd' }} />
              )}
            </UnstyledButton>
          </Tooltip>
        );
      })}
    </SimpleGrid>
  );
}
