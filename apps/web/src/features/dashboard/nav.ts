import { IconChartBar } from '@tabler/icons-react';
import { isManager } from '../enterprise/roles.ts';
import type { NavItem } from '../shell/nav.ts';

export const DASHBOARD_PATH = '/dashboard';

/** Managers' screen; anyone else opening it sees their own figures. */
export const dashboardNav: NavItem[] = [
  { to: DASHBOARD_PATH, label: 'dashboard.nav', icon: IconChartBar, visible: isManager },
];
