import { Button, Tabs } from '@mantine/core';
import { templateRoutes } from '@roomcraft/contract';
import { IconChecklist } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useUser } from '../../auth/session.tsx';
import { useTemplatePages } from '../api/templates.ts';
import { TEMPLATE_REVIEW_PATH } from '../paths.ts';
import { GalleryFilters, galleryQuery, NO_FILTERS } from './GalleryFilters.tsx';
import { TemplateGrid } from './TemplateGrid.tsx';

const LISTS = {
  gallery: templateRoutes.availablePublished,
  mine: templateRoutes.personal,
  liked: templateRoutes.personalLiked,
} as const;
type Tab = keyof typeof LISTS;

/** The template gallery: what the user may use, their own templates, and those they liked. */
export default function TemplatesPage() {
  const { t } = useTranslation();
  const user = useUser();
  const [tab, setTab] = useState<Tab>('gallery');
  const [filters, setFilters] = useState(NO_FILTERS);
  const pages = useTemplatePages(LISTS[tab], galleryQuery(filters));
  const manager = user.roleRank >= 2 && user.enterpriseId !== null;
  return (
    <>
      <PageHeader
        title={t('templates.title')}
        description={t('templates.description')}
        actions={
          manager && (
            <Button
              component={Link}
              to={TEMPLATE_REVIEW_PATH}
              variant="default"
              leftSection={<IconChecklist size={16} />}
            >
              {t('templates.review.title')}
            </Button>
          )
        }
      />
      <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)} mb="md">
        <Tabs.List>
          {(Object.keys(LISTS) as Tab[]).map((key) => (
            <Tabs.Tab key={key} value={key}>
              {t(`templates.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <GalleryFilters value={filters} onChange={setFilters} />
      <TemplateGrid query={pages} />
    </>
  );
}
