import { IconBox } from '@tabler/icons-react';
import type { NavItem } from '../shell/nav.ts';
import { LIBRARY_PATH } from './paths.ts';

export const libraryNav: NavItem[] = [
  {
    to: LIBRARY_PATH,
    label: 'library.nav',
    description: 'library.navDescription',
    icon: IconBox,
    visible: () => true,
  },
];
