import { notifications } from '@mantine/notifications';
import type { Project } from '@roomcraft/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../../ui/error-text.ts';
import { useUser } from '../../auth/session.tsx';
import { isMember } from '../../enterprise/roles.ts';
import { useFolders } from '../api/folders.ts';
import { copyProject, setBookmark, setTeamBookmark, settleProject, updateProject } from '../api/projects.ts';
import { FolderPickerModal, type PickerSection } from '../folders/FolderPickerModal.tsx';
import { ShareDialog } from '../sharing/ShareDialog.tsx';
import { editorPath, projectPath } from '../workspace/paths.ts';
import { useProjectActions } from '../workspace/use-project-actions.tsx';
import { CoverModal } from './CoverModal.tsx';
import { RenameProjectModal } from './ProjectForms.tsx';
import type { ProjectAction } from './ProjectMenu.tsx';

type Open = { kind: 'rename' | 'cover' | 'share'; project: Project } | { kind: 'move'; ids: string[] };

/** The folder trees a project can be filed in, for the "Move to" dialog. */
export function useMoveSections(enabled: boolean): PickerSection[] {
  const { t } = useTranslation();
  const user = useUser();
  const personal = useFolders('PERSONAL', 'CUSTOM_ASC', enabled);
  const team = useFolders('ENTERPRISE', 'CUSTOM_ASC', enabled && isMember(user));
  const published = useFolders('PUBLIC', 'CUSTOM_ASC', enabled);
  return [
    {
      type: 'PERSONAL',
      title: t('projects.folders.section.PERSONAL'),
      folders: personal.data ?? [],
      noneLabel: t('projects.folders.noFolder'),
    },
    ...(isMember(user)
      ? [
          {
            type: 'ENTERPRISE' as const,
            title: t('projects.folders.section.ENTERPRISE'),
            folders: team.data ?? [],
            noneLabel: t('projects.folders.noTeamFolder'),
          },
        ]
      : []),
    { type: 'PUBLIC', title: t('projects.folders.section.PUBLIC'), folders: published.data ?? [] },
  ];
}

/**
 * Everything a project's menu can do, for any list or page: quick changes run at once, the others
 * open their dialog. `element` holds the dialogs and goes once into the page.
 */
export function useProjectCommands() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const user = useUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const actions = useProjectActions();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const fail = (error: unknown) => notifications.show({ color: 'red', message: errorText(error) });

  const quick = useMutation({
    mutationFn: async ({
      action,
      project,
    }: {
      action: ProjectAction;
      project: Project;
    }): Promise<Project> => {
      switch (action) {
        case 'bookmark':
          return setBookmark(project, user.id, !project.bookmark);
        case 'teamBookmark':
          return setTeamBookmark(project, user.enterpriseId!, !project.teamBookmark);
        case 'pick':
          return updateProject(project.id, { selected: !project.selected });
        default:
          throw new Error(`not a quick action: ${action}`);
      }
    },
    onSuccess: (changed) => settleProject(queryClient, changed),
    onError: fail,
  });
  const copy = useMutation({
    mutationFn: (project: Project) => copyProject(project.id),
    onSuccess: async (copied) => {
      notifications.show({ color: 'green', message: t('projects.copied', { name: copied.name }) });
      await settleProject(queryClient, copied);
    },
    onError: fail,
  });

  const run = (action: ProjectAction, project: Project) => {
    switch (action) {
      case 'open':
        return navigate(editorPath(project.id));
      case 'details':
        return navigate(projectPath(project.id));
      case 'rename':
      case 'cover':
      case 'share':
        return setOpen({ kind: action, project });
      case 'move':
        return setOpen({ kind: 'move', ids: [project.id] });
      case 'copy':
        return copy.mutate(project);
      case 'trash':
        return actions.trash.mutate([project.id]);
      case 'restore':
        return actions.restore.mutate([project.id]);
      default:
        return quick.mutate({ action, project });
    }
  };
  const moveMany = (ids: string[]) => setOpen({ kind: 'move', ids });
  const sections = useMoveSections(open?.kind === 'move');

  const element = (
    <>
      <RenameProjectModal project={open?.kind === 'rename' ? open.project : null} onClose={close} />
      <CoverModal project={open?.kind === 'cover' ? open.project : null} onClose={close} />
      <ShareDialog
        subject={
          open?.kind === 'share' ? { kind: 'PROJECT', id: open.project.id, name: open.project.name } : null
        }
        ownerId={open?.kind === 'share' ? open.project.userId : null}
        onClose={close}
      />
      <FolderPickerModal
        opened={open?.kind === 'move'}
        title={t('projects.move.title', { count: open?.kind === 'move' ? open.ids.length : 0 })}
        confirmLabel={t('projects.move.submit')}
        sections={sections}
        pending={actions.move.isPending}
        onClose={close}
        onPick={(picked) => {
          if (open?.kind !== 'move') return;
          actions.move.mutate({ ids: open.ids, target: picked }, { onSuccess: close });
        }}
      />
    </>
  );
  return { run, moveMany, element, actions };
}
