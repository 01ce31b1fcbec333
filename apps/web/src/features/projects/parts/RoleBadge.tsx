import { Badge } from '@mantine/core';
import { IconCrown, IconEye, IconPencil, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProjectRole } from '../model/roles.ts';

const LOOK = {
  OWNER: { color: 'brand', icon: IconCrown },
  MANAGER: { color: 'grape', icon: IconShieldCheck },
  EDIT: { color: 'teal', icon: IconPencil },
  VIEW: { color: 'gray', icon: IconEye },
} as const;

/** What the signed-in user may do with a project, in one word. */
export function RoleBadge({ role, size = 'sm' }: { role: ProjectRole; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation();
  const { color, icon: Icon } = LOOK[role];
  return (
    <Badge
      color={color}
      variant="light"
      size={size}
      leftSection={<Icon size={12} />}
      data-testid="project-role"
    >
      {t(`projects.roles.${role}`)}
    </Badge>
  );
}
