import { EmptyState } from '@mantine/core';
import { ProjectState } from '@roomcraft/contract';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useUser } from '../../auth/session.tsx';
import { useProjects } from '../api/projects.ts';
import { BulkBar } from '../dashboard/BulkBar.tsx';
import { ProjectGrid } from '../dashboard/ProjectGrid.tsx';
import { allowedActions } from '../dashboard/ProjectMenu.tsx';
import { ProjectToolbar } from '../dashboard/ProjectToolbar.tsx';
import { useProjectCommands } from '../dashboard/use-project-commands.tsx';
import { useSelection } from '../dashboard/use-selection.ts';
import { useFilters } from '../workspace/use-filters.ts';
import { useTrashDays } from '../workspace/use-trash-days.ts';

const PAGE_SIZE = 24;

/** `/projects/trash`: your trashed projects, each with the days it has left, restorable one by one or together. */
export default function TrashPage() {
  const { t } = useTranslation();
  const user = useUser();
  const [filters, update] = useFilters();
  const days = useTrashDays();
  const trashed = { ...filters, state: ProjectState.DEACTIVATED, folder: null, picked: false, days: null };
  const projects = useProjects({ kind: 'mine', userId: user.id }, trashed, PAGE_SIZE);
  const selection = useSelection(projects.data?.data.map((p) => p.id) ?? [], JSON.stringify(filters));
  const commands = useProjectCommands();
  return (
    <>
      <PageHeader
        title={t('projects.views.trash')}
        description={t('projects.trash.description', { count: days })}
      />
      <ProjectToolbar filters={filters} onChange={update} controls={['search', 'sort']} />
      <BulkBar
        selection={selection}
        mode="trash"
        busy={commands.actions.restore.isPending}
        onRestore={(ids) => commands.actions.restore.mutate(ids)}
      />
      <ProjectGrid
        query={projects}
        page={filters.page}
        onPage={(page) => update({ page })}
        actionsOf={(project) => allowedActions(project, 'OWNER', false)}
        onAction={commands.run}
        selection={selection}
        trashDays={days}
        empty={
          <EmptyState
            py={70}
            icon={<IconTrash size={28} />}
            title={filters.search ? t('projects.empty.noMatch') : t('projects.trash.empty')}
            description={filters.search ? undefined : t('projects.trash.emptyBody', { count: days })}
          />
        }
      />
      {commands.element}
    </>
  );
}
