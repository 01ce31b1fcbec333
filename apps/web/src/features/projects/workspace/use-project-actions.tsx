import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Directory, DirectoryType, UpdateProjectBody } from '@roomcraft/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../ui/error-text.ts';
import { folderKeys, projectKeys } from '../api/keys.ts';
import { forEachProject, restoreProject, trashProject, updateProject } from '../api/projects.ts';

/** Where projects are moved: a folder, or out of every folder of one kind. */
export type MoveTarget = { folder: Directory } | { folder: null; type: DirectoryType };

/** The change that files a project in a folder: personal and public folders hold it by directoryId, team ones by teamDirectoryId. */
export function fileIn(target: MoveTarget): UpdateProjectBody {
  const type = target.folder ? target.folder.type : target.type;
  const id = target.folder ? target.folder.id : null;
  return type === 'ENTERPRISE' ? { teamDirectoryId: id } : { directoryId: id };
}

/**
 * Moving, trashing and restoring one or many projects, with a notification of how it went (and an
 * undo for the trash). A partial failure names how many failed and why.
 */
export function useProjectActions() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const settle = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: projectKeys.all }),
      queryClient.invalidateQueries({ queryKey: folderKeys.all }),
    ]);
  const report = (failures: { error: unknown }[], total: number, done: string) => {
    if (failures.length === 0) {
      notifications.show({ color: 'green', message: done });
      return;
    }
    notifications.show({
      color: 'red',
      title: t('projects.bulk.failed', { count: failures.length, total }),
      message: errorText(failures[0]!.error),
    });
  };

  const restore = useMutation({
    mutationFn: (ids: string[]) => forEachProject(ids, restoreProject),
    onSuccess: (failures, ids) =>
      report(failures, ids.length, t('projects.bulk.restored', { count: ids.length })),
    onSettled: settle,
  });

  const trash = useMutation({
    mutationFn: (ids: string[]) => forEachProject(ids, trashProject),
    onSuccess: (failures, ids) => {
      if (failures.length > 0) return report(failures, ids.length, '');
      // The trash keeps them; undo is one click away for the moment after.
      const id = `projects-trashed-${Date.now()}`;
      notifications.show({
        id,
        autoClose: 7000,
        message: (
          <Group justify="space-between" wrap="nowrap" gap="md">
            <Text size="sm">{t('projects.bulk.trashed', { count: ids.length })}</Text>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => {
                notifications.hide(id);
                restore.mutate(ids);
              }}
            >
              {t('projects.bulk.undo')}
            </Button>
          </Group>
        ),
      });
    },
    onSettled: settle,
  });

  const move = useMutation({
    mutationFn: ({ ids, target }: { ids: string[]; target: MoveTarget }) =>
      forEachProject(ids, (id) => updateProject(id, fileIn(target))),
    onSuccess: (failures, { ids, target }) =>
      report(
        failures,
        ids.length,
        target.folder
          ? t('projects.bulk.moved', { count: ids.length, folder: target.folder.name })
          : t('projects.bulk.unfiled', { count: ids.length }),
      ),
    onSettled: settle,
  });

  return { move, trash, restore };
}
