import type { Image, Project } from '@roomcraft/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PlanSummary } from '../projects/model/plan-summary.ts';
import { CoverArt, CoverPlaceholder } from '../projects/parts/CoverArt.tsx';
import { PlanDrawing } from '../projects/parts/PlanDrawing.tsx';
import classes from './Home.module.css';

/**
 * What a project looks like on the home: the cover someone chose, else its latest picture, else a
 * drawing of its plan; a project with nothing drawn yet gets the soft placeholder.
 */
export function ProjectCover({
  project,
  latest,
  plan,
}: {
  project: Pick<Project, 'id' | 'name' | 'coverImage'>;
  latest?: Image;
  plan?: UseQueryResult<PlanSummary | null>;
}) {
  const { t } = useTranslation();
  if (project.coverImage) return <CoverArt project={project} />;
  if (latest?.thumbnailUrl)
    return (
      <img
        className={classes.fill}
        src={latest.thumbnailUrl}
        alt={t('home.latestRender', { name: project.name })}
        loading="lazy"
      />
    );
  const floor = plan?.data?.floors.find((f) => f.walls.length > 0);
  if (floor)
    return (
      <div className={classes.plan}>
        <PlanDrawing floor={floor} label={t('home.planOf', { name: project.name })} />
      </div>
    );
  return <CoverPlaceholder seed={project.id} />;
}
