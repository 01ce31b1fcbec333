import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { CategoryNode } from '@roomcraft/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormActions } from '../../../ui/FormActions.tsx';
import { subtreeIds, useCreateCategory, useDeleteCategory, useRenameCategory } from '../api/categories.ts';
import type { LibraryScopeChoice } from '../model/library-filters.ts';
import { MoveForm } from './MoveForm.tsx';
import { VisibilityForm } from './VisibilityForm.tsx';

/** The dialog open on the tree: a new category (under a parent or at the top), or one category's change. */
export type CategoryDialog =
  | { kind: 'add'; parent: CategoryNode | null }
  | { kind: 'rename' | 'move' | 'visibility' | 'delete'; node: CategoryNode };

export function CategoryDialogs({
  dialog,
  onClose,
  scope,
  owner,
  tree,
}: {
  dialog: CategoryDialog | null;
  onClose(): void;
  scope: LibraryScopeChoice;
  owner: string;
  tree: readonly CategoryNode[];
}) {
  const { t } = useTranslation();
  const title =
    dialog?.kind === 'visibility'
      ? t('library.categories.visibilityOf', { name: dialog.node.name })
      : dialog && t(`library.categories.${dialog.kind}`);
  return (
    <Modal opened={dialog !== null} onClose={onClose} title={title}>
      {dialog?.kind === 'add' && (
        <AddForm parent={dialog.parent} scope={scope} owner={owner} onDone={onClose} />
      )}
      {dialog?.kind === 'rename' && <RenameForm node={dialog.node} onDone={onClose} />}
      {dialog?.kind === 'move' && <MoveForm node={dialog.node} tree={tree} onDone={onClose} />}
      {dialog?.kind === 'delete' && <DeleteForm node={dialog.node} onDone={onClose} />}
      {dialog?.kind === 'visibility' && (
        <VisibilityForm node={dialog.node} enterpriseId={owner} onDone={onClose} />
      )}
    </Modal>
  );
}

function NameForm({
  initial,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial: string;
  pending: boolean;
  error: unknown;
  onSubmit(name: string): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim()) onSubmit(name.trim());
      }}
    >
      <Stack>
        <TextInput
          label={t('library.categories.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          data-autofocus
        />
        <ErrorAlert error={error} />
        <FormActions submitLabel={t('common.save')} loading={pending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

function AddForm(props: {
  parent: CategoryNode | null;
  scope: LibraryScopeChoice;
  owner: string;
  onDone(): void;
}) {
  const create = useCreateCategory(props.scope, props.owner);
  return (
    <NameForm
      initial=""
      onCancel={props.onDone}
      pending={create.isPending}
      error={create.error}
      onSubmit={(name) =>
        create.mutate({ parentId: props.parent?.id ?? null, name }, { onSuccess: props.onDone })
      }
    />
  );
}

function RenameForm({ node, onDone }: { node: CategoryNode; onDone(): void }) {
  const rename = useRenameCategory();
  return (
    <NameForm
      initial={node.name}
      onCancel={onDone}
      pending={rename.isPending}
      error={rename.error}
      onSubmit={(name) => rename.mutate({ id: node.id, name }, { onSuccess: onDone })}
    />
  );
}

function DeleteForm({ node, onDone }: { node: CategoryNode; onDone(): void }) {
  const { t } = useTranslation();
  const remove = useDeleteCategory();
  return (
    <Stack>
      <Text size="sm">
        {t('library.categories.deleteBody', { name: node.name, subcategories: subtreeIds(node).length - 1 })}
      </Text>
      <ErrorAlert error={remove.error} />
      <Group justify="flex-end">
        <Button
          color="red"
          loading={remove.isPending}
          onClick={() => remove.mutate(node.id, { onSuccess: onDone })}
        >
          {t('library.categories.delete')}
        </Button>
      </Group>
    </Stack>
  );
}
