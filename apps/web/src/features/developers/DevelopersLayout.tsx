import { Tabs } from '@mantine/core';
import { IconApi, IconApps, IconChartBar, IconKey, IconWebhook } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { NoAccess } from '../../ui/NoAccess.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/QueryState.tsx';
import { useUser } from '../auth/session.tsx';
import { isManager } from '../enterprise/roles.ts';
import { DEVELOPERS_PATH, type DeveloperTab } from './paths.ts';

const TAB_ICONS: Record<DeveloperTab, typeof IconKey> = {
  keys: IconKey,
  applications: IconApps,
  webhooks: IconWebhook,
  usage: IconChartBar,
  api: IconApi,
};

/** `/developers`: the enterprise's open API for its managers: keys, applications, webhooks, usage, docs. */
export default function DevelopersLayout() {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (!isManager(user)) return <NoAccess />;
  const tab = pathname.split('/')[2] ?? 'keys';
  return (
    <>
      <PageHeader title={t('developers.title')} description={t('developers.description')} />
      <Tabs value={tab} onChange={(next) => next && navigate(`${DEVELOPERS_PATH}/${next}`)} mb="lg">
        <Tabs.List>
          {(Object.keys(TAB_ICONS) as DeveloperTab[]).map((value) => {
            const Icon = TAB_ICONS[value];
            return (
              <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} />}>
                {t(`developers.tabs.${value}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </Tabs>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
