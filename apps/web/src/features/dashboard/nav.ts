import { IconChartBar } from '@tabler/icons-react';
import type { NavItem } from '../shell/nav.ts';

export const DASHBOARD_PATH = '/dashboard';

export const dashboardNav: NavItem[] = [
  { to: DASHBOARD_PATH, label: 'dashboard.nav', icon: IconChartBar, visible: () => true },
];
