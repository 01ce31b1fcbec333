import { IconMap } from '@tabler/icons-react';
import type { NavItem } from '../shell/nav.ts';
import { MAPS_PATH } from './paths.ts';

export const mapsNav: NavItem[] = [{ to: MAPS_PATH, label: 'maps.nav', icon: IconMap, visible: () => true }];
