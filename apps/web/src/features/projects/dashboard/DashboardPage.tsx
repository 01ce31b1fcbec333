import { Anchor, Breadcrumbs, Button, Chip, EmptyState, Skeleton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Directory } from '@roomcraft/contract';
import {
  IconFilterOff,
  IconFolderOff,
  IconFolderOpen,
  IconFolderPlus,
  IconFolders,
  IconPlus,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useUser } from '../../auth/session.tsx';
import { isManager } from '../../enterprise/roles.ts';
import { useFolderChanges, useFolderPath } from '../api/folders.ts';
import { type ProjectScope, useProjects } from '../api/projects.ts';
import { FolderNameModal } from '../folders/FolderDialogs.tsx';
import { DEFAULT_FILTERS, isFiltered } from '../model/project-filters.ts';
import { canManage } from '../model/roles.ts';
import { folderPath, PROJECTS_PATH } from '../workspace/paths.ts';
import { useFilters } from '../workspace/use-filters.ts';
import { useTrashDays } from '../workspace/use-trash-days.ts';
import { BulkBar } from './BulkBar.tsx';
import { CreateProjectModal } from './ProjectForms.tsx';
import { ProjectGrid } from './ProjectGrid.tsx';
import { allowedActions } from './ProjectMenu.tsx';
import { ProjectToolbar } from './ProjectToolbar.tsx';
import { StartPanel } from './StartPanel.tsx';
import { useProjectCommands } from './use-project-commands.tsx';
import { useSelection } from './use-selection.ts';

const PAGE_SIZE = 24;

/** `/projects`: every project of yours, or those of one folder, as a grid you can search, sort, filter and arrange. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const [filters, update] = useFilters();
  const trail = useFolderPath(filters.folder, true);
  const folder: Directory | null = filters.folder ? (trail.data?.at(-1) ?? null) : null;
  // A team folder holds everyone's projects; its managers see them all, others their own.
  const scope: ProjectScope =
    folder?.type === 'ENTERPRISE' && isManager(user)
      ? { kind: 'team', teamId: user.enterpriseId!, memberId: null }
      : { kind: 'mine', userId: user.id };
  const projects = useProjects(scope, filters, PAGE_SIZE);
  const ids = projects.data?.data.map((p) => p.id) ?? [];
  const selection = useSelection(ids, JSON.stringify(filters));
  const commands = useProjectCommands();
  const trashDays = useTrashDays();
  const [creating, createDialog] = useDisclosure(false);
  const [newFolder, setNewFolder] = useState(false);
  const folders = useFolderChanges();
  const inTrash = filters.state !== 0;
  // Nothing to search or sort before the first project exists.
  const firstVisit = !filters.folder && !isFiltered(filters) && projects.data?.totalCount === 0;

  const title = filters.folder ? (folder?.name ?? <Skeleton h={30} w={200} />) : t('projects.views.all');
  // A new folder goes inside the open one when the user may arrange its tree, else to the top of theirs.
  const newFolderParent = folder && (folder.type !== 'ENTERPRISE' || isManager(user)) ? folder : null;

  const empty = isFiltered(filters) ? (
    <EmptyState
      py={70}
      icon={<IconFilterOff size={28} />}
      title={t('projects.empty.noMatch')}
      description={t('projects.empty.noMatchBody')}
    >
      <EmptyState.Actions>
        <Button variant="default" onClick={() => update({ ...DEFAULT_FILTERS, folder: filters.folder })}>
          {t('projects.empty.clearFilters')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  ) : folder ? (
    <EmptyState
      py={70}
      icon={<IconFolderOpen size={28} />}
      title={t('projects.empty.folder')}
      description={t('projects.empty.folderBody')}
    >
      <EmptyState.Actions>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={createDialog.open}>
          {t('projects.create.here')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  ) : (
    <StartPanel onCreate={createDialog.open} />
  );

  if (filters.folder && trail.isError) {
    return (
      <EmptyState
        py={80}
        icon={<IconFolderOff size={28} />}
        title={t('projects.empty.folderGone')}
        description={t('projects.empty.folderGoneBody')}
      >
        <EmptyState.Actions>
          <Button component={Link} to={PROJECTS_PATH} variant="default">
            {t('projects.views.all')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }

  return (
    <>
      {filters.folder && (
        <Breadcrumbs
          component="nav"
          mb="xs"
          separatorMargin={6}
          fz="sm"
          aria-label={t('projects.breadcrumbs')}
        >
          <Anchor component={Link} to={PROJECTS_PATH} c="dimmed">
            {t('projects.views.all')}
          </Anchor>
          {(trail.data ?? []).slice(0, -1).map((f) => (
            <Anchor key={f.id} component={Link} to={folderPath(f.id)} c="dimmed">
              {f.name}
            </Anchor>
          ))}
          {folder && <span>{folder.name}</span>}
        </Breadcrumbs>
      )}
      <PageHeader
        title={title}
        description={
          folder ? t(`projects.dashboard.folderKind.${folder.type}`) : t('projects.dashboard.description')
        }
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconFolderPlus size={18} />}
              onClick={() => setNewFolder(true)}
            >
              {t('projects.folders.new')}
            </Button>
            <Button leftSection={<IconPlus size={18} />} onClick={createDialog.open}>
              {t('projects.create.button')}
            </Button>
          </>
        }
      />
      {!firstVisit && (
        <ProjectToolbar filters={filters} onChange={update}>
          {folder && (
            <Chip
              size="sm"
              variant="outline"
              checked={filters.subfolders}
              icon={<IconFolders size={13} />}
              onChange={(on) => update({ subfolders: on, page: 0 })}
            >
              {t('projects.toolbar.subfolders')}
            </Chip>
          )}
        </ProjectToolbar>
      )}
      <BulkBar
        selection={selection}
        mode={inTrash ? 'trash' : 'active'}
        busy={commands.actions.trash.isPending || commands.actions.restore.isPending}
        onMove={commands.moveMany}
        onTrash={(ids) => commands.actions.trash.mutate(ids)}
        onRestore={(ids) => commands.actions.restore.mutate(ids)}
      />
      <ProjectGrid
        query={projects}
        empty={empty}
        page={filters.page}
        onPage={(page) => update({ page })}
        actionsOf={(project) => allowedActions(project, project.role, isManager(user))}
        onAction={commands.run}
        showOwners={scope.kind === 'team'}
        selection={selection}
        draggable={(project) => project.state === 0 && canManage(project.role)}
        trashDays={trashDays}
      />
      <CreateProjectModal opened={creating} folder={folder} onClose={createDialog.close} />
      <FolderNameModal
        opened={newFolder}
        title={
          newFolderParent
            ? t('projects.folders.newInsideTitle', { name: newFolderParent.name })
            : t('projects.folders.newTitle')
        }
        submitLabel={t('projects.folders.create')}
        initialName=""
        pending={folders.create.isPending}
        error={folders.create.error}
        onClose={() => {
          setNewFolder(false);
          folders.create.reset();
        }}
        onSubmit={(name) =>
          folders.create.mutate(
            { name, type: newFolderParent?.type ?? 'PERSONAL', parentId: newFolderParent?.id ?? null },
            {
              onSuccess: (created) => {
                setNewFolder(false);
                navigate(folderPath(created.id));
              },
            },
          )
        }
      />
      {commands.element}
    </>
  );
}
