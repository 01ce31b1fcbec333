import { Group, Pagination, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { Page, ProjectListItem } from '@roomcraft/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../ui/QueryState.tsx';
import { ProjectCard } from './ProjectCard.tsx';
import type { ProjectAction } from './ProjectMenu.tsx';
import type { Selection } from './use-selection.ts';

/** Card placeholders while the first page loads, in the grid's own shape. */
export function GridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3, xl: 4 }} spacing="lg" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <div key={i}>
          <Skeleton radius="lg" style={{ aspectRatio: '4 / 3' }} h="auto" />
          <Skeleton h={14} w="65%" mt="sm" />
          <Skeleton h={10} w="40%" mt={8} />
        </div>
      ))}
    </SimpleGrid>
  );
}

export interface ProjectGridProps {
  query: UseQueryResult<Page<ProjectListItem>>;
  empty: ReactNode;
  page: number;
  onPage(page: number): void;
  actionsOf(project: ProjectListItem): Set<ProjectAction>;
  onAction(action: ProjectAction, project: ProjectListItem): void;
  /** Name each card's owner (lists of other people's projects). */
  showOwners?: boolean;
  selection?: Selection;
  draggable?(project: ProjectListItem): boolean;
  trashDays?: number;
}

/** A page of projects as cards, with the count and the pages below. */
export function ProjectGrid(props: ProjectGridProps) {
  const { t } = useTranslation();
  const { query, selection, page } = props;
  if (query.isPending) return <GridSkeleton />;
  return (
    <QueryState query={query} isEmpty={(answer) => answer.data.length === 0} empty={props.empty}>
      {(answer) => (
        <>
          <SimpleGrid
            cols={{ base: 1, xs: 2, lg: 3, xl: 4 }}
            spacing="lg"
            style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms ease' }}
            data-testid="project-grid"
          >
            {answer.data.map((project) => (
              <ProjectCard
                key={project.id}
                project={project}
                actions={props.actionsOf(project)}
                onAction={props.onAction}
                role={project.role}
                owner={props.showOwners ? project.owner : undefined}
                draggable={props.draggable?.(project) ?? false}
                trashDays={props.trashDays}
                selection={
                  selection && {
                    selected: selection.has(project.id),
                    active: selection.selected.length > 0,
                    onToggle: (range) => selection.toggle(project.id, range),
                    dragIds: () => selection.dragIds(project.id),
                  }
                }
              />
            ))}
          </SimpleGrid>
          <Group justify="space-between" mt="xl">
            <Text size="sm" c="dimmed">
              {t('projects.showing', {
                from: page * answer.size + 1,
                to: page * answer.size + answer.count,
                total: answer.totalCount,
              })}
            </Text>
            {answer.totalPages > 1 && (
              <Pagination
                size="sm"
                total={answer.totalPages}
                value={page + 1}
                onChange={(p) => props.onPage(p - 1)}
              />
            )}
          </Group>
        </>
      )}
    </QueryState>
  );
}
