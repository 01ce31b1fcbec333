import { Card, Checkbox, EmptyState, Image, SimpleGrid, Text } from '@mantine/core';
import { type Image as ImageData, imageRoutes } from '@roomcraft/contract';
import { IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../api/client.ts';
import { QueryState } from '../../../ui/QueryState.tsx';
import { rendersKeys } from '../api.ts';
import classes from './Bundles.module.css';

/** The project's newest pictures (the list call's largest page), ticked in the order they are picked. */
export function ImagePicker({
  projectId,
  picked,
  onPick,
  exclude = [],
}: {
  projectId: string;
  picked: ImageData[];
  onPick(images: ImageData[]): void;
  /** Pictures already in the bundle. */
  exclude?: string[];
}) {
  const { t } = useTranslation();
  const images = useQuery({
    queryKey: [...rendersKeys.images(projectId), 'picker'],
    queryFn: () => callApi(imageRoutes.list, { query: { projectId, page: 0, size: 100 } }),
  });
  const toggle = (image: ImageData) =>
    onPick(
      picked.some((p) => p.id === image.id) ? picked.filter((p) => p.id !== image.id) : [...picked, image],
    );
  return (
    <QueryState
      query={images}
      isEmpty={(answer) => answer.data.filter((i) => i.imageUrl && !exclude.includes(i.id)).length === 0}
      empty={<EmptyState py={32} icon={<IconPhoto size={24} />} title={t('renders.bundles.noPictures')} />}
    >
      {(answer) => (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" data-testid="bundle-image-picker">
          {answer.data
            .filter((image) => image.imageUrl && !exclude.includes(image.id))
            .map((image) => {
              const order = picked.findIndex((p) => p.id === image.id);
              return (
                <Card
                  key={image.id}
                  padding={6}
                  withBorder
                  className={classes.pickable}
                  data-picked={order >= 0 || undefined}
                  onClick={() => toggle(image)}
                >
                  <Image
                    src={image.thumbnailUrl ?? image.imageUrl}
                    alt={image.name}
                    radius="sm"
                    h={90}
                    fit="cover"
                  />
                  {/* The checkbox toggles by itself; its clicks must not reach the card's as well. */}
                  {/* biome-ignore lint/a11y/noStaticElementInteractions: only stops the click's propagation */}
                  {/* biome-ignore lint/a11y/useKeyWithClickEvents: the checkbox inside takes the keyboard */}
                  <div onClick={(event) => event.stopPropagation()}>
                    <Checkbox
                      mt={6}
                      size="xs"
                      checked={order >= 0}
                      onChange={() => toggle(image)}
                      label={
                        <Text size="xs" truncate maw={140}>
                          {order >= 0 ? `${order + 1}. ${image.name}` : image.name}
                        </Text>
                      }
                    />
                  </div>
                </Card>
              );
            })}
        </SimpleGrid>
      )}
    </QueryState>
  );
}
