import { Button, Group, Select, Stack } from '@mantine/core';
import type { CategoryNode } from '@roomcraft/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { flattenCategories } from '../../editor/view3d/catalogue/use-catalogue.ts';
import { subtreeIds, useMoveCategories } from '../api/categories.ts';
import { findNode, movesForDrop } from './category-drop.ts';

const ROOT = '__root__';
const LAST = '__last__';

/** The keyboard way to do what a drag does: choose the new parent, and optionally the sibling to go before. */
export function MoveForm({
  node,
  tree,
  onDone,
}: {
  node: CategoryNode;
  tree: readonly CategoryNode[];
  onDone(): void;
}) {
  const { t } = useTranslation();
  const move = useMoveCategories();
  const [parent, setParent] = useState(node.parentId ?? ROOT);
  const [before, setBefore] = useState(LAST);
  // A category cannot go under itself or anything below it (the server refuses it too).
  const excluded = new Set(subtreeIds(node));
  const targets = flattenCategories(tree).filter((c) => !excluded.has(c.id));
  const siblings = (parent === ROOT ? tree : (findNode(tree, parent)?.children ?? [])).filter(
    (c) => c.id !== node.id,
  );
  const submit = () => {
    const sibling = before === LAST ? undefined : siblings.find((c) => c.id === before);
    const moves = sibling
      ? movesForDrop(tree, node, sibling, 'before')
      : [{ id: node.id, parentId: parent === ROOT ? null : parent }];
    move.mutate(moves, { onSuccess: onDone });
  };
  return (
    <Stack>
      <Select
        label={t('library.categories.moveUnder')}
        allowDeselect={false}
        searchable
        value={parent}
        onChange={(value) => {
          if (!value) return;
          setParent(value);
          setBefore(LAST);
        }}
        data={[
          { value: ROOT, label: t('library.categories.topLevel') },
          ...targets.map((c) => ({ value: c.id, label: `${'· '.repeat(c.depth)}${c.name}` })),
        ]}
      />
      <Select
        label={t('library.categories.place')}
        allowDeselect={false}
        value={before}
        onChange={(value) => value && setBefore(value)}
        data={[
          { value: LAST, label: t('library.categories.placeLast') },
          ...siblings.map((c) => ({
            value: c.id,
            label: t('library.categories.placeBefore', { name: c.name }),
          })),
        ]}
      />
      <ErrorAlert error={move.error} />
      <Group justify="flex-end">
        <Button loading={move.isPending} onClick={submit}>
          {t('library.categories.move')}
        </Button>
      </Group>
    </Stack>
  );
}
