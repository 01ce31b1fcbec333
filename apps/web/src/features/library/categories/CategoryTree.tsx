import { ActionIcon, Group, Menu, Stack, Text } from '@mantine/core';
import type { CategoryNode } from '@roomcraft/contract';
import {
  IconArrowsMove,
  IconDots,
  IconFolder,
  IconFolderPlus,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from '../library.module.css';

export type CategoryAction = 'add' | 'rename' | 'move' | 'delete';

/** A category tree, indented by depth, with each category's actions when the tree can be changed. */
export function CategoryTree({
  nodes,
  onAction,
}: {
  nodes: readonly CategoryNode[];
  onAction?: (action: CategoryAction, node: CategoryNode) => void;
}) {
  return (
    <Stack gap={2}>
      {nodes.map((node) => (
        <div key={node.id}>
          <CategoryRow node={node} onAction={onAction} />
          {node.children.length > 0 && (
            <div style={{ marginLeft: 22 }}>
              <CategoryTree nodes={node.children} onAction={onAction} />
            </div>
          )}
        </div>
      ))}
    </Stack>
  );
}

function CategoryRow({
  node,
  onAction,
}: {
  node: CategoryNode;
  onAction?: (action: CategoryAction, node: CategoryNode) => void;
}) {
  const { t } = useTranslation();
  const actions: [CategoryAction, typeof IconPencil][] = [
    ['add', IconFolderPlus],
    ['rename', IconPencil],
    ['move', IconArrowsMove],
    ['delete', IconTrash],
  ];
  return (
    <Group
      className={classes.treeRow}
      justify="space-between"
      px="xs"
      py={6}
      data-testid="category-row"
      data-depth={node.depth}
    >
      <Group gap="xs">
        <IconFolder size={16} color="var(--mantine-color-brand-6)" />
        <Text size="sm">{node.name}</Text>
      </Group>
      {onAction && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('library.categories.actionsOf', { name: node.name })}
            >
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {actions.map(([action, Icon]) => (
              <Menu.Item
                key={action}
                color={action === 'delete' ? 'red' : undefined}
                leftSection={<Icon size={14} />}
                onClick={() => onAction(action, node)}
              >
                {t(`library.categories.${action}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
