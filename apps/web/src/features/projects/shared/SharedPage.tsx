import { Chip, EmptyState, Group, Text } from '@mantine/core';
import type { Directory } from '@roomcraft/contract';
import { IconFilterOff, IconFolder, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useSharedFolders } from '../api/folders.ts';
import { useProjects } from '../api/projects.ts';
import { ProjectGrid } from '../dashboard/ProjectGrid.tsx';
import { allowedActions } from '../dashboard/ProjectMenu.tsx';
import { ProjectToolbar } from '../dashboard/ProjectToolbar.tsx';
import { useProjectCommands } from '../dashboard/use-project-commands.tsx';
import { useFilters } from '../workspace/use-filters.ts';

const PAGE_SIZE = 24;

/** The top folders of what was shared: a folder whose parent is shared too sits inside it. */
const topFolders = (folders: Directory[]) => folders.filter((f) => !folders.some((p) => p.id === f.parentId));

/** `/projects/shared`: projects others shared with you, directly or through a folder, with what you may do. */
export default function SharedPage() {
  const { t } = useTranslation();
  const [filters, update] = useFilters();
  const projects = useProjects({ kind: 'shared' }, filters, PAGE_SIZE);
  const commands = useProjectCommands();
  const folders = useSharedFolders().data ?? [];
  const filtered = filters.search.trim() !== '' || filters.folder !== null;
  return (
    <>
      <PageHeader title={t('projects.views.shared')} description={t('projects.shared.description')} />
      <ProjectToolbar filters={filters} onChange={update} controls={['search']}>
        {folders.length > 0 && (
          <Group gap={6} align="center">
            <Text size="sm" c="dimmed" mr={4}>
              {t('projects.shared.folders')}
            </Text>
            {topFolders(folders).map((folder) => (
              <Chip
                key={folder.id}
                size="sm"
                variant="outline"
                checked={filters.folder === folder.id}
                icon={<IconFolder size={13} />}
                onChange={(on) => update({ folder: on ? folder.id : null, page: 0 })}
              >
                {folder.name}
              </Chip>
            ))}
          </Group>
        )}
      </ProjectToolbar>
      <ProjectGrid
        query={projects}
        page={filters.page}
        onPage={(page) => update({ page })}
        actionsOf={(project) => allowedActions(project, project.role, false)}
        onAction={commands.run}
        showOwners
        empty={
          filtered ? (
            <EmptyState py={70} icon={<IconFilterOff size={28} />} title={t('projects.empty.noMatch')} />
          ) : (
            <EmptyState
              py={70}
              icon={<IconUsers size={28} />}
              title={t('projects.shared.empty')}
              description={t('projects.shared.emptyBody')}
            />
          )
        }
      />
      {commands.element}
    </>
  );
}
