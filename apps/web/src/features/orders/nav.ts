import { IconCube } from '@tabler/icons-react';
import { isMember } from '../enterprise/roles.ts';
import type { NavItem } from '../shell/nav.ts';
import { ORDERS_PATH } from './paths.ts';

export const ordersNav: NavItem[] = [
  { to: ORDERS_PATH, label: 'orders.nav', icon: IconCube, visible: isMember },
];
