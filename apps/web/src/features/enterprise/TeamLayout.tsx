import { Skeleton, Tabs } from '@mantine/core';
import { IconAdjustments, IconCategory, IconUsers } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { NoAccess } from '../../ui/NoAccess.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/QueryState.tsx';
import { useUser } from '../auth/session.tsx';
import { TEAM_PATH } from './nav.ts';
import { isManager } from './roles.ts';
import { useEnterprise } from './use-enterprise.ts';

/** `/team`: the enterprise's name, its tabs (members; room types and settings for managers) and the open tab. */
export default function TeamLayout() {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const enterprise = useEnterprise(user.enterpriseId);
  if (!user.enterpriseId) return <NoAccess />;
  const tab = pathname.split('/')[2] ?? 'members';
  return (
    <>
      <PageHeader
        title={
          enterprise.data?.name ?? (enterprise.isError ? t('enterprise.nav') : <Skeleton h={30} w={220} />)
        }
        description={t('enterprise.description')}
      />
      <Tabs value={tab} onChange={(next) => next && navigate(`${TEAM_PATH}/${next}`)} mb="lg">
        <Tabs.List>
          <Tabs.Tab value="members" leftSection={<IconUsers size={16} />}>
            {t('enterprise.members.tab')}
          </Tabs.Tab>
          {isManager(user) && (
            <>
              <Tabs.Tab value="room-types" leftSection={<IconCategory size={16} />}>
                {t('enterprise.roomTypes.tab')}
              </Tabs.Tab>
              <Tabs.Tab value="settings" leftSection={<IconAdjustments size={16} />}>
                {t('enterprise.settings.tab')}
              </Tabs.Tab>
            </>
          )}
        </Tabs.List>
      </Tabs>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
