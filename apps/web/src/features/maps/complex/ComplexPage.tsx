import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useSession } from '../../auth/session.tsx';
import { editorPath } from '../../projects/workspace/paths.ts';
import { useComplex, useStartFromPlan } from '../api/maps.ts';
import { MAPS_PATH } from '../paths.ts';
import { UnitPlanCard } from './UnitPlanCard.tsx';

/** `/maps/:mapId`: a complex, its addresses and its unit plans, each one a project away. */
export default function ComplexPage() {
  const { t } = useTranslation();
  const { mapId } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const complex = useComplex(mapId!);
  const start = useStartFromPlan(user!.id);
  return (
    <>
      <Anchor component={Link} to={MAPS_PATH} size="sm" mb="md" display="inline-flex" style={{ gap: 4 }}>
        <IconArrowLeft size={14} /> {t('maps.complex.back')}
      </Anchor>
      <QueryState query={complex}>
        {({ map, addresses, floorplans }) => (
          <Stack gap="lg">
            <PageHeader
              title={map.name}
              description={t('maps.complex.facts', {
                households: map.households,
                year: map.builtYear ?? '—',
              })}
            />
            <Stack gap={2}>
              {addresses.map((a) => (
                <Group key={a.id} gap="xs">
                  <Text size="sm">{a.roadAddress}</Text>
                  <Text size="xs" c="dimmed">
                    {a.lotAddress} · {a.districtCode}
                  </Text>
                </Group>
              ))}
            </Stack>
            {start.isError && <ErrorAlert error={start.error} />}
            {floorplans.length === 0 ? (
              <Text c="dimmed">{t('maps.complex.noPlans')}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {floorplans.map((plan) => (
                  <UnitPlanCard
                    key={plan.id}
                    plan={plan}
                    starting={start.isPending && start.variables?.mapFloorplanId === plan.id}
                    onStart={(flip) =>
                      start.mutate(
                        { name: `${map.name} ${plan.name}`, mapFloorplanId: plan.id, flip },
                        { onSuccess: (project) => navigate(editorPath(project.id)) },
                      )
                    }
                  />
                ))}
              </SimpleGrid>
            )}
          </Stack>
        )}
      </QueryState>
    </>
  );
}
