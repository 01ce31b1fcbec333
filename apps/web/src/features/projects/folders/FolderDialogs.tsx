import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import type { Directory } from '@roomcraft/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';

/** Names a new folder or renames one. */
export function FolderNameModal({
  opened,
  title,
  submitLabel,
  initialName,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  opened: boolean;
  title: string;
  submitLabel: string;
  initialName: string;
  pending: boolean;
  error: unknown;
  onSubmit(name: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { name: initialName },
    validate: { name: isNotEmpty(t('validation.required')) },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form resets when the dialog opens for another folder
  useEffect(() => {
    if (opened) form.setValues({ name: initialName });
  }, [opened, initialName]);
  return (
    <Modal opened={opened} onClose={onClose} title={title} radius="lg">
      <form onSubmit={form.onSubmit(({ name }) => onSubmit(name.trim()))} noValidate>
        <Stack gap="md">
          <ErrorAlert error={error} />
          <TextInput
            label={t('projects.folders.name')}
            maxLength={100}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Asks before deleting a folder, saying what happens to what is inside. */
export function DeleteFolderModal({
  folder,
  remove,
  onDeleted,
  onClose,
}: {
  folder: Directory | null;
  remove: UseMutationResult<unknown, Error, string>;
  onDeleted(folder: Directory): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={folder !== null} onClose={onClose} title={t('projects.folders.deleteTitle')} radius="lg">
      <Stack gap="md">
        <ErrorAlert error={remove.error} />
        <Text size="sm">
          <Trans
            i18nKey="projects.folders.deleteBody"
            values={{ name: folder?.name }}
            components={{ b: <b /> }}
          />
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => folder && remove.mutate(folder.id, { onSuccess: () => onDeleted(folder) })}
          >
            {t('projects.folders.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
