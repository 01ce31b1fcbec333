import { templateRoutes } from '@roomcraft/contract';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useTemplatePages } from '../api/templates.ts';
import { TemplateGrid } from '../gallery/TemplateGrid.tsx';

/** The managers' review queue: the enterprise's templates waiting for, or back from, review. */
export default function ReviewQueuePage() {
  const { t } = useTranslation();
  const pages = useTemplatePages(templateRoutes.manager, { sortBy: 'updatedAsc' });
  return (
    <>
      <PageHeader title={t('templates.review.title')} description={t('templates.review.description')} />
      <TemplateGrid query={pages} />
    </>
  );
}
