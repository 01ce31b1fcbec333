import { IconApi } from '@tabler/icons-react';
import { isManager } from '../enterprise/roles.ts';
import type { NavItem } from '../shell/nav.ts';
import { DEVELOPERS_PATH } from './paths.ts';

export const developersNav: NavItem[] = [
  { to: DEVELOPERS_PATH, label: 'developers.nav', icon: IconApi, visible: isManager },
];
