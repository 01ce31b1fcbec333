import { Grid, SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useUser } from '../../auth/session.tsx';
import { TagGroups } from './TagGroups.tsx';
import { TagList } from './TagList.tsx';

type TagOwner = 'personal' | 'enterprise';

/**
 * The tags of the caller or of their enterprise, and their tag groups. A tag exists once something
 * is tagged with it (the server has no bare tag); a group names a set of tag values to pick together.
 */
export default function TagsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const [owner, setOwner] = useState<TagOwner>('personal');
  const enterpriseId = owner === 'enterprise' ? (user.enterpriseId ?? undefined) : undefined;
  return (
    <>
      <PageHeader title={t('library.tags.title')} description={t('library.tags.description')} />
      {user.enterpriseId && (
        <SegmentedControl
          mb="md"
          aria-label={t('library.scopeLabel')}
          value={owner}
          onChange={(value) => setOwner(value as TagOwner)}
          data={(['personal', 'enterprise'] as const).map((value) => ({
            value,
            label: t(`library.scopes.${value}`),
          }))}
        />
      )}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <TagList key={owner} enterpriseId={enterpriseId} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <TagGroups key={owner} enterpriseId={enterpriseId} />
        </Grid.Col>
      </Grid>
    </>
  );
}
