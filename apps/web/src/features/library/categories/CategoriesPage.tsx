import { Button, Card, EmptyState, SegmentedControl } from '@mantine/core';
import { IconCategory, IconFolderPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useUser } from '../../auth/session.tsx';
import { ownerOf } from '../../editor/view3d/catalogue/use-catalogue.ts';
import { useCategoryTree } from '../api/catalogue.ts';
import { scopesOf } from '../list/use-library-filters.ts';
import type { LibraryScopeChoice } from '../model/library-filters.ts';
import { type CategoryDialog, CategoryDialogs } from './CategoryDialogs.tsx';
import { CategoryTree } from './CategoryTree.tsx';

/** The category tree of a library: add, rename, move and delete categories (public: read only). */
export default function CategoriesPage() {
  const { t } = useTranslation();
  const user = useUser();
  const [scope, setScope] = useState<LibraryScopeChoice>(user.enterpriseId ? 'enterprise' : 'personal');
  const owner = ownerOf(scope, user)!;
  const tree = useCategoryTree(owner);
  const [dialog, setDialog] = useState<CategoryDialog | null>(null);
  const writable = scope !== 'public';
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
        value={scope}
        onChange={(value) => setScope(value as LibraryScopeChoice)}
        data={scopesOf(user).map((value) => ({ value, label: t(`library.scopes.${value}`) }))}
      />
      <Card withBorder radius="lg" padding="md">
        <QueryState
          query={tree}
          isEmpty={(nodes) => nodes.length === 0}
          empty={
            <EmptyState py={40} icon={<IconCategory size={28} />} title={t('library.categories.empty')} />
          }
        >
          {(nodes) => (
            <CategoryTree
              nodes={nodes}
              onAction={
                writable
                  ? (action, node) =>
                      setDialog(action === 'add' ? { kind: 'add', parent: node } : { kind: action, node })
                  : undefined
              }
            />
          )}
        </QueryState>
      </Card>
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
