import { EmptyState } from '@mantine/core';
import { IconBookmark } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useUser } from '../../auth/session.tsx';
import { isManager } from '../../enterprise/roles.ts';
import { useProjects } from '../api/projects.ts';
import { ProjectGrid } from '../dashboard/ProjectGrid.tsx';
import { allowedActions } from '../dashboard/ProjectMenu.tsx';
import { useProjectCommands } from '../dashboard/use-project-commands.tsx';
import { useFilters } from '../workspace/use-filters.ts';

const PAGE_SIZE = 24;

/** `/projects/bookmarks`: the projects you bookmarked and may still open. */
export default function BookmarksPage() {
  const { t } = useTranslation();
  const user = useUser();
  const [filters, update] = useFilters();
  const projects = useProjects({ kind: 'bookmarks', userId: user.id }, filters, PAGE_SIZE);
  const commands = useProjectCommands();
  return (
    <>
      <PageHeader title={t('projects.views.bookmarks')} description={t('projects.bookmarks.description')} />
      <ProjectGrid
        query={projects}
        page={filters.page}
        onPage={(page) => update({ page })}
        actionsOf={(project) => allowedActions(project, project.role, isManager(user))}
        onAction={commands.run}
        showOwners
        empty={
          <EmptyState
            py={70}
            icon={<IconBookmark size={28} />}
            title={t('projects.bookmarks.empty')}
            description={t('projects.bookmarks.emptyBody')}
          />
        }
      />
      {commands.element}
    </>
  );
}
