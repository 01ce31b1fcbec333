import { EmptyState, SegmentedControl, Select } from '@mantine/core';
import { enterpriseRoutes } from '@roomcraft/contract';
import { IconBuildingCommunity, IconFilterOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callList } from '../../../api/client.ts';
import { NoAccess } from '../../../ui/NoAccess.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useUser } from '../../auth/session.tsx';
import { projectKeys } from '../api/keys.ts';
import { useProjects } from '../api/projects.ts';
import { BulkBar } from '../dashboard/BulkBar.tsx';
import { ProjectGrid } from '../dashboard/ProjectGrid.tsx';
import { allowedActions } from '../dashboard/ProjectMenu.tsx';
import { ProjectToolbar } from '../dashboard/ProjectToolbar.tsx';
import { useProjectCommands } from '../dashboard/use-project-commands.tsx';
import { useSelection } from '../dashboard/use-selection.ts';
import { isFiltered } from '../model/project-filters.ts';
import { useFilters } from '../workspace/use-filters.ts';
import { useTeamView } from '../workspace/use-team-view.ts';
import { useTrashDays } from '../workspace/use-trash-days.ts';

/** The team lists' page size (the spec's default for `/v1/projects/teams/{id}`). */
const PAGE_SIZE = 20;

/** The members a manager can pick to see one person's projects (the first hundred, by name). */
function useMemberChoices(teamId: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: [...projectKeys.all, 'members', teamId],
    queryFn: () =>
      callList(enterpriseRoutes.users, { params: { id: teamId }, query: { page: 0, size: 100 } }),
    staleTime: 5 * 60_000,
  });
}

/**
 * The team's projects: managers see and arrange everything (trash, team bookmarks, one member's
 * projects, bulk moves); members, when the team lets them see each other's projects, look only.
 */
function TeamProjects({ teamId, manager }: { teamId: string; manager: boolean }) {
  const { t } = useTranslation();
  const [filters, update] = useFilters();
  const [memberId, setMemberId] = useState<string | null>(null);
  const [view, setView] = useState<'all' | 'bookmarks'>('all');
  const projects = useProjects(
    view === 'all' ? { kind: 'team', teamId, memberId } : { kind: 'teamBookmarks', teamId },
    filters,
    PAGE_SIZE,
  );
  const list = projects.data?.data ?? [];
  const members = useMemberChoices(teamId, manager);
  const selection = useSelection(
    list.map((p) => p.id),
    JSON.stringify([filters, memberId, view]),
  );
  const commands = useProjectCommands();
  const trashDays = useTrashDays();
  return (
    <>
      <PageHeader
        title={t('projects.views.team')}
        description={t(manager ? 'projects.team.description' : 'projects.team.membersDescription')}
        actions={
          manager && (
            <SegmentedControl
              aria-label={t('projects.views.team')}
              value={view}
              onChange={(value) => {
                setView(value as 'all' | 'bookmarks');
                update({ page: 0 });
              }}
              data={[
                { value: 'all', label: t('projects.team.all') },
                { value: 'bookmarks', label: t('projects.team.bookmarks') },
              ]}
            />
          )
        }
      />
      {view === 'all' && !manager && (
        <ProjectToolbar filters={filters} onChange={update} controls={['search', 'picked', 'days', 'sort']} />
      )}
      {view === 'all' && manager && (
        <ProjectToolbar filters={filters} onChange={update}>
          <Select
            w={160}
            aria-label={t('projects.team.member')}
            placeholder={t('projects.team.everyone')}
            data={(members.data?.data ?? []).map((m) => ({ value: m.id, label: m.nickname }))}
            value={memberId}
            clearable
            searchable
            onChange={(value) => {
              setMemberId(value);
              update({ page: 0 });
            }}
          />
        </ProjectToolbar>
      )}
      {manager && (
        <BulkBar
          selection={selection}
          mode={filters.state === 0 ? 'active' : 'trash'}
          busy={commands.actions.trash.isPending || commands.actions.restore.isPending}
          onMove={commands.moveMany}
          onTrash={(ids) => commands.actions.trash.mutate(ids)}
          onRestore={(ids) => commands.actions.restore.mutate(ids)}
        />
      )}
      <ProjectGrid
        query={projects}
        page={filters.page}
        onPage={(page) => update({ page })}
        actionsOf={(project) => allowedActions(project, project.role, manager)}
        onAction={commands.run}
        showOwners
        selection={manager ? selection : undefined}
        trashDays={trashDays}
        empty={
          isFiltered(filters) || memberId ? (
            <EmptyState py={70} icon={<IconFilterOff size={28} />} title={t('projects.empty.noMatch')} />
          ) : (
            <EmptyState
              py={70}
              icon={<IconBuildingCommunity size={28} />}
              title={t(view === 'all' ? 'projects.team.empty' : 'projects.team.noBookmarks')}
            />
          )
        }
      />
      {commands.element}
    </>
  );
}

/** `/team/projects`: every project of the team, twenty to a page, for those `useTeamView` lets in. */
export default function TeamProjectsPage() {
  const user = useUser();
  const teamView = useTeamView();
  if (teamView === 'pending') return null;
  if (!teamView || !user.enterpriseId) return <NoAccess />;
  return <TeamProjects teamId={user.enterpriseId} manager={teamView === 'manage'} />;
}
