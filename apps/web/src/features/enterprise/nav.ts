import { IconUsersGroup } from '@tabler/icons-react';
import type { NavItem } from '../shell/nav.ts';
import { isMember } from './roles.ts';

export const TEAM_PATH = '/team';

export const enterpriseNav: NavItem[] = [
  {
    to: TEAM_PATH,
    label: 'enterprise.nav',
    icon: IconUsersGroup,
    visible: isMember,
  },
];
