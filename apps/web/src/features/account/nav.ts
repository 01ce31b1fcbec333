import { IconUserCircle } from '@tabler/icons-react';
import type { NavItem } from '../shell/nav.ts';

export const ACCOUNT_PATH = '/account';

/** My account lives in the account menu, not the main navigation; the home screen links to it too. */
export const accountShortcut: NavItem = {
  to: ACCOUNT_PATH,
  label: 'account.title',
  description: 'account.description',
  icon: IconUserCircle,
  visible: () => true,
};
