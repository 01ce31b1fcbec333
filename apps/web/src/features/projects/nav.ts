import { IconLayoutGrid } from '@tabler/icons-react';
import type { NavItem } from '../shell/nav.ts';
import { PROJECTS_PATH } from './workspace/paths.ts';

export const projectsNav: NavItem[] = [
  {
    to: PROJECTS_PATH,
    label: 'projects.nav',
    icon: IconLayoutGrid,
    visible: () => true,
  },
];
