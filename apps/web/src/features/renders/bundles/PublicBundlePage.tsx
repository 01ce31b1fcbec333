import { Button, Card, EmptyState, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconLibraryPhoto, IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { PlainFrame } from '../../../ui/PlainFrame.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { imageFileUrl } from '../api.ts';
import { Lightbox } from '../gallery/Lightbox.tsx';
import { usePublicBundle } from './api.ts';
import classes from './Bundles.module.css';
import { useViewerReport, viewOfBundle } from './use-viewer-report.ts';

/** A published bundle as anyone sees it, without signing in: its words and its pictures in order. */
export default function PublicBundlePage() {
  const { t } = useTranslation();
  const bundleId = useParams().bundleId!;
  const bundle = usePublicBundle(bundleId);
  const [shown, setShown] = useState<number | null>(null);
  useViewerReport(bundleId, bundle.data ? viewOfBundle(bundle.data.type) : undefined);
  if (isApiError(bundle.error) && bundle.error.status === 404) {
    return (
      <PlainFrame>
        <EmptyState
          py={90}
          variant="light"
          icon={<IconLinkOff size={28} />}
          title={t('renders.bundles.publicGone')}
          description={t('renders.bundles.publicGoneHint')}
        >
          <EmptyState.Actions>
            <Button component={Link} to="/" variant="default">
              {t('renders.bundles.home')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </PlainFrame>
    );
  }
  return (
    <PlainFrame>
      <QueryState
        query={bundle}
        isEmpty={(b) => b.cards.length === 0}
        empty={
          <EmptyState py={60} icon={<IconLibraryPhoto size={28} />} title={t('renders.bundles.noCards')} />
        }
      >
        {(b) => {
          const images = b.cards.map((card) => card.image);
          return (
            <Stack gap="lg" data-testid="public-bundle">
              <Stack gap={4}>
                <Title order={1} fz={30}>
                  {b.name}
                </Title>
                {b.description && (
                  <Text c="dimmed" maw={720} style={{ whiteSpace: 'pre-line' }}>
                    {b.description}
                  </Text>
                )}
              </Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                {b.cards.map((card, index) => (
                  <Card key={card.id} padding="sm">
                    <UnstyledButton
                      onClick={() => setShown(index)}
                      aria-label={t('renders.gallery.open', { name: card.image.name })}
                    >
                      <img
                        src={imageFileUrl(card.image.id, { w: 1200, f: 'webp' })}
                        alt={card.image.name}
                        className={classes.publicPicture}
                      />
                    </UnstyledButton>
                    <Text fw={500} mt="xs">
                      {card.image.name}
                    </Text>
                  </Card>
                ))}
              </SimpleGrid>
              <Lightbox images={images} index={shown} onIndex={setShown} onClose={() => setShown(null)} />
            </Stack>
          );
        }}
      </QueryState>
    </PlainFrame>
  );
}
