import { type User, UserRoleRank } from '@roomcraft/contract';
import { IconCreditCard } from '@tabler/icons-react';
import type { NavItem } from '../shell/nav.ts';
import { BILLING_PATH } from './paths.ts';

/** Personal users pay for themselves; in an enterprise, managers read the billing and the admin changes it. */
export const seesBilling = (user: User) =>
  user.enterpriseId === null || user.roleRank >= UserRoleRank.MANAGER;
export const paysForEnterprise = (user: User) =>
  user.enterpriseId !== null && user.roleRank >= UserRoleRank.ADMIN;

export const billingNav: NavItem[] = [
  { to: BILLING_PATH, label: 'billing.nav', icon: IconCreditCard, visible: seesBilling },
];
