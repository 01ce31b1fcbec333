import { IconLayoutGrid } from '@tabler/icons-react';
import type { NavItem } from '../shell/nav.ts';
import { TEMPLATES_PATH } from './paths.ts';

export const templatesNav: NavItem[] = [
  {
    to: TEMPLATES_PATH,
    label: 'templates.nav',
    icon: IconLayoutGrid,
    visible: () => true,
  },
];
