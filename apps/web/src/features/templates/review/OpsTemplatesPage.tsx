import { Card, Grid, NavLink, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useOpsQueue, useOpsTemplate } from '../api/templates.ts';
import { TemplateDetail } from '../detail/TemplateDetail.tsx';

/** The back office's review of templates asked to be published to everyone. */
export default function OpsTemplatesPage() {
  const { t } = useTranslation();
  const queue = useOpsQueue();
  const [chosen, setChosen] = useState<string>();
  const template = useOpsTemplate(chosen);
  return (
    <>
      <PageHeader title={t('templates.review.opsTitle')} description={t('templates.review.opsDescription')} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <QueryState
            query={queue}
            isEmpty={(page) => page.totalCount === 0}
            empty={<Text c="dimmed">{t('templates.review.empty')}</Text>}
          >
            {(page) => (
              <Stack gap={2} data-testid="ops-template-queue">
                {page.data.map((x) => (
                  <NavLink
                    key={x.id}
                    label={x.name}
                    description={`${t(`templates.statuses.${x.status ?? 'DRAFT'}`)} · ${x.author.nickname}`}
                    active={x.id === chosen}
                    onClick={() => setChosen(x.id)}
                  />
                ))}
              </Stack>
            )}
          </QueryState>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {chosen && (
            <Card withBorder>
              <QueryState query={template}>
                {(data) => <TemplateDetail template={data} asOperator />}
              </QueryState>
            </Card>
          )}
        </Grid.Col>
      </Grid>
    </>
  );
}
