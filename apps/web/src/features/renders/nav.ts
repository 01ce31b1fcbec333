import { IconPhotoSpark } from '@tabler/icons-react';
import type { NavItem } from '../shell/nav.ts';
import { RENDERS_PATH } from './paths.ts';

export const rendersNav: NavItem[] = [
  {
    to: RENDERS_PATH,
    label: 'renders.nav',
    icon: IconPhotoSpark,
    visible: () => true,
  },
];
