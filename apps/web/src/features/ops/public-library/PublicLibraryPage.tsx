import { Card, Grid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { CategoryTreeState } from '../../library/categories/CategoryTreeState.tsx';
import { findNode } from '../../library/categories/category-drop.ts';
import { CategoryAudience } from './CategoryAudience.tsx';
import type { PickedEnterprise } from './EnterprisePicker.tsx';
import { EnterpriseSight } from './EnterpriseSight.tsx';
import { PublicCategoryTree } from './PublicCategoryTree.tsx';
import { useEnterpriseSight, usePublicTree } from './public-library-api.ts';

/**
 * Which enterprises see the public library's categories (docs/decisions/library-visibility.md): the
 * tree on the left; a chosen category's audience, and one enterprise's view of the tree, on the right.
 */
export default function PublicLibraryPage() {
  const { t } = useTranslation();
  const tree = usePublicTree();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [checked, setChecked] = useState<PickedEnterprise | null>(null);
  const sight = useEnterpriseSight(checked?.id ?? null);
  const selected = selectedId ? findNode(tree.data ?? [], selectedId) : undefined;
  return (
    <>
      <PageHeader title={t('ops.publicLibrary.title')} description={t('ops.publicLibrary.description')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="lg" padding="md">
            <Title order={4} mb="xs">
              {t('ops.publicLibrary.categories')}
            </Title>
            <CategoryTreeState tree={tree}>
              {(nodes) => (
                <nav aria-label={t('ops.publicLibrary.categories')}>
                  <PublicCategoryTree
                    nodes={nodes}
                    selected={selectedId}
                    onSelect={(node) => setSelectedId(node.id)}
                    sight={checked ? sight.data : undefined}
                  />
                </nav>
              )}
            </CategoryTreeState>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Card withBorder radius="lg" padding="md">
              {selected ? (
                // Keyed so a newly chosen category starts its form from its own settings.
                <CategoryAudience key={selected.id} node={selected} />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('ops.publicLibrary.pickCategory')}
                </Text>
              )}
            </Card>
            <Card withBorder radius="lg" padding="md">
              <EnterpriseSight enterprise={checked} onChange={setChecked} sight={sight} />
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
