import { IconBox, IconTags } from '@tabler/icons-react';
import type { NavItem } from '../shell/nav.ts';
import { LIBRARY_PATH, LIBRARY_TAGS_PATH } from './paths.ts';

export const libraryNav: NavItem[] = [
  {
    to: LIBRARY_PATH,
    label: 'library.nav',
    icon: IconBox,
    visible: () => true,
  },
  {
    to: LIBRARY_TAGS_PATH,
    label: 'library.tags.nav',
    icon: IconTags,
    visible: () => true,
  },
];
