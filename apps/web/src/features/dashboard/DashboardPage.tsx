import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack } from '@mantine/core';
import { DashboardAnswer, ImageType, statisticsRoutes } from '@roomcraft/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { QueryState } from '../../ui/QueryState.tsx';
import { ChartCard } from './ChartCard.tsx';
import { designerRows, quotaRows, typeTierRows, viewerOpenRows, weeklyByDesigner } from './figures.ts';

const WEEKS = 8;

/** The managers' dashboard (a designer sees their own): every figure from the recorded events' rollups. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['dashboard', WEEKS],
    queryFn: async () =>
      DashboardAnswer.parse(await callApi(statisticsRoutes.dashboard, { query: { weeks: WEEKS } })),
  });
  const typeName = (type: number) => t(`dashboard.imageTypes.${ImageType[type] ?? 'RENDER_SHOT'}`);
  return (
    <>
      <PageHeader title={t('dashboard.title')} description={t('dashboard.description')} />
      <QueryState query={query}>
        {(answer) => {
          const renders = weeklyByDesigner(answer, 'renders');
          const projects = weeklyByDesigner(answer, 'projects');
          const designerColumns = [
            { key: 'week', label: t('dashboard.week') },
            { key: 'designer', label: t('dashboard.designer') },
            { key: 'projects', label: t('dashboard.projects') },
            { key: 'renders', label: t('dashboard.renders') },
          ];
          return (
            <Stack gap="lg">
              <SimpleGrid cols={{ base: 1, lg: 2 }}>
                <ChartCard
                  testId="chart-renders-per-designer"
                  title={t('dashboard.rendersPerDesigner')}
                  columns={designerColumns}
                  rows={designerRows(answer)}
                  fileName="renders-per-designer.csv"
                  chart={
                    <BarChart
                      h={260}
                      data={renders.data}
                      dataKey="week"
                      series={renders.series}
                      type="stacked"
                    />
                  }
                />
                <ChartCard
                  testId="chart-projects-per-designer"
                  title={t('dashboard.projectsPerDesigner')}
                  columns={designerColumns}
                  rows={designerRows(answer)}
                  fileName="projects-per-designer.csv"
                  chart={
                    <BarChart
                      h={260}
                      data={projects.data}
                      dataKey="week"
                      series={projects.series}
                      type="stacked"
                    />
                  }
                />
                <ChartCard
                  testId="chart-renders-by-type"
                  title={t('dashboard.rendersByType')}
                  columns={[
                    { key: 'kind', label: t('dashboard.typeAndTier') },
                    { key: 'count', label: t('dashboard.renders') },
                  ]}
                  rows={typeTierRows(answer, typeName)}
                  fileName="renders-by-type-and-tier.csv"
                  chart={
                    <BarChart
                      h={260}
                      data={typeTierRows(answer, typeName)}
                      dataKey="kind"
                      series={[{ name: 'count', label: t('dashboard.renders'), color: 'blue.6' }]}
                    />
                  }
                />
                <ChartCard
                  testId="chart-quota"
                  title={t('dashboard.quota', { plan: answer.quota.plan })}
                  columns={[
                    { key: 'tier', label: t('dashboard.tier') },
                    { key: 'used', label: t('dashboard.used') },
                    { key: 'limit', label: t('dashboard.limit') },
                  ]}
                  rows={quotaRows(answer)}
                  fileName="quota-use.csv"
                  chart={
                    <BarChart
                      h={260}
                      data={quotaRows(answer)}
                      dataKey="tier"
                      series={[
                        { name: 'used', label: t('dashboard.used'), color: 'orange.6' },
                        { name: 'limit', label: t('dashboard.limit'), color: 'gray.4' },
                      ]}
                    />
                  }
                />
              </SimpleGrid>
              <ChartCard
                testId="chart-viewer-opens"
                title={t('dashboard.viewerOpens')}
                columns={[
                  { key: 'week', label: t('dashboard.week') },
                  { key: '360', label: '360°' },
                  { key: 'AR', label: 'AR' },
                  { key: 'IMAGE', label: t('dashboard.images') },
                ]}
                rows={viewerOpenRows(answer)}
                fileName="viewer-opens.csv"
                chart={
                  <BarChart
                    h={240}
                    data={viewerOpenRows(answer)}
                    dataKey="week"
                    series={[
                      { name: '360', label: '360°', color: 'blue.6' },
                      { name: 'AR', color: 'teal.6' },
                      { name: 'IMAGE', label: t('dashboard.images'), color: 'gray.6' },
                    ]}
                  />
                }
              />
            </Stack>
          );
        }}
      </QueryState>
    </>
  );
}
