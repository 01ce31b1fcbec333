import type { User } from '@roomcraft/contract';
import type { Icon } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import { billingNav } from '../billing/nav.ts';
import { dashboardNav } from '../dashboard/nav.ts';
import { developersNav } from '../developers/nav.ts';
import { enterpriseNav } from '../enterprise/nav.ts';
import { libraryNav } from '../library/nav.ts';
import { mapsNav } from '../maps/nav.ts';
import { ordersNav } from '../orders/nav.ts';
import { projectsNav } from '../projects/nav.ts';
import { rendersNav } from '../renders/nav.ts';
import { templatesNav } from '../templates/nav.ts';

/** One screen in the main navigation, shown only to those who may open it. */
export interface NavItem {
  to: string;
  label: ParseKeys;
  icon: Icon;
  visible(user: User): boolean;
}

/**
 * The main navigation, in order. Each feature adds its screens here once they exist (Projects,
 * Library and Renders join with theirs), so the header never links to a page that is not there.
 */
const navItems: NavItem[] = [
  ...projectsNav,
  ...libraryNav,
  ...templatesNav,
  ...ordersNav,
  ...mapsNav,
  ...rendersNav,
  ...enterpriseNav,
  ...dashboardNav,
  ...billingNav,
  ...developersNav,
];

export const visibleNav = (user: User) => navItems.filter((item) => item.visible(user));
