import { Button, Card, SegmentedControl, Text } from '@mantine/core';
import { IconFolderPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useUser } from '../../auth/session.tsx';
import { ownerOf } from '../../editor/view3d/catalogue/use-catalogue.ts';
import { isManager } from '../../enterprise/roles.ts';
import { useCategoryTree } from '../api/catalogue.ts';
import { isRefusedMove, useMoveCategories } from '../api/categories.ts';
import { scopesOf } from '../list/use-library-filters.ts';
import type { LibraryScopeChoice } from '../model/library-filters.ts';
import { type CategoryDialog, CategoryDialogs } from './CategoryDialogs.tsx';
import { type CategoryAction, CategoryTree } from './CategoryTree.tsx';
import { CategoryTreeState } from './CategoryTreeState.tsx';
import { findNode, movesForDrop } from './category-drop.ts';
import { PartnerCategories } from './PartnerCategories.tsx';
import { useTreeDrag } from './use-tree-drag.ts';
import { useVisibilityTree } from './visibility-api.ts';

const ACTIONS: CategoryAction[] = ['add', 'rename', 'move', 'delete'];
const MANAGER_ACTIONS: CategoryAction[] = ['add', 'rename', 'move', 'visibility', 'delete'];

/**
 * The category tree of a library: add, rename, move (by drag and drop or the Move dialog) and delete
 * categories; enterprise managers also set who sees each one. The public library is read only here.
 */
export default function CategoriesPage() {
  const { t } = useTranslation();
  const user = useUser();
  const [scope, setScope] = useState<LibraryScopeChoice>(user.enterpriseId ? 'enterprise' : 'personal');
  const owner = ownerOf(scope, user)!;
  // Managers read the enterprise tree with each category's visibility settings.
  const managing = scope === 'enterprise' && isManager(user);
  const plainTree = useCategoryTree(managing ? undefined : owner, { withCounts: true });
  const visibilityTree = useVisibilityTree(owner, managing);
  const tree = managing ? visibilityTree : plainTree;
  const [dialog, setDialog] = useState<CategoryDialog | null>(null);
  const writable = scope !== 'public';
  const move = useMoveCategories();
  const drag = useTreeDrag((draggedId, target, zone) => {
    const dragged = findNode(tree.data ?? [], draggedId);
    const moves = dragged ? movesForDrop(tree.data ?? [], dragged, target, zone) : [];
    if (moves.length > 0) move.mutate(moves);
  });
  return (
    <>
      <PageHeader
        title={t('library.categories.title')}
        description={t('library.categories.description')}
        actions={
          writable && (
            <Button
              leftSection={<IconFolderPlus size={16} />}
              onClick={() => setDialog({ kind: 'add', parent: null })}
            >
              {t('library.categories.addRoot')}
            </Button>
          )
        }
      />
      <SegmentedControl
        mb="md"
        aria-label={t('library.scopeLabel')}
        value={scope}
        onChange={(value) => {
          setScope(value as LibraryScopeChoice);
          move.reset();
        }}
        data={scopesOf(user).map((value) => ({ value, label: t(`library.scopes.${value}`) }))}
      />
      {writable && (
        <Text size="sm" c="dimmed" mb="xs">
          {t('library.categories.dragHint')}
        </Text>
      )}
      <ErrorAlert error={move.error}>
        {isRefusedMove(move.error) && <Text size="sm">{t('library.categories.moveRefused')}</Text>}
      </ErrorAlert>
      <Card withBorder radius="lg" padding="md" mt={move.error ? 'sm' : undefined}>
        <CategoryTreeState tree={tree}>
          {(nodes) => (
            <CategoryTree
              nodes={nodes}
              drag={writable ? drag : undefined}
              actions={managing ? MANAGER_ACTIONS : ACTIONS}
              onAction={
                writable
                  ? (action, node) =>
                      setDialog(action === 'add' ? { kind: 'add', parent: node } : { kind: action, node })
                  : undefined
              }
            />
          )}
        </CategoryTreeState>
      </Card>
      {scope === 'enterprise' && <PartnerCategories enterpriseId={owner} />}
      <CategoryDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        scope={scope}
        owner={owner}
        tree={tree.data ?? []}
      />
    </>
  );
}
