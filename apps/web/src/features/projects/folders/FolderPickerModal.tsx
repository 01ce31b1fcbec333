import { Button, Group, Modal, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Directory, DirectoryType } from '@roomcraft/contract';
import { IconFolder, IconFolderOff, IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildFolderTree, type FolderNode } from '../model/folder-tree.ts';
import classes from './Sidebar.module.css';

export interface PickerSection {
  type: DirectoryType;
  title: string;
  folders: Directory[];
  /** The choice of no folder of this kind (taking projects out, or a folder to the top level). */
  noneLabel?: string;
}

export type Picked = { folder: Directory } | { folder: null; type: DirectoryType };

const keyOf = (picked: Picked) => (picked.folder ? picked.folder.id : `none:${picked.type}`);

/** Picks the folder to move projects or a folder to, from the trees the user may file in. */
export function FolderPickerModal({
  opened,
  title,
  confirmLabel,
  sections,
  disabled,
  pending,
  onPick,
  onClose,
}: {
  opened: boolean;
  title: string;
  confirmLabel: string;
  sections: PickerSection[];
  /** Folders that cannot be picked (a folder itself and what is inside it). */
  disabled?: (folder: Directory) => boolean;
  pending?: boolean;
  onPick(picked: Picked): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<Picked | null>(null);
  const close = () => {
    setPicked(null);
    onClose();
  };
  const option = (
    key: string,
    depth: number,
    icon: React.ReactNode,
    label: string,
    value: Picked,
    off = false,
  ) => (
    <UnstyledButton
      key={key}
      className={classes.row}
      style={{ '--depth': depth, opacity: off ? 0.4 : 1 } as React.CSSProperties}
      data-active={picked && keyOf(picked) === key ? true : undefined}
      disabled={off}
      onClick={() => setPicked(value)}
      aria-pressed={picked ? keyOf(picked) === key : false}
    >
      {icon}
      <span className={classes.label}>{label}</span>
    </UnstyledButton>
  );
  const rows = (nodes: FolderNode[]): React.ReactNode[] =>
    nodes.flatMap((node) => [
      option(
        node.folder.id,
        node.depth,
        node.folder.type === 'PUBLIC' ? <IconWorld size={16} /> : <IconFolder size={16} />,
        node.folder.name,
        { folder: node.folder },
        disabled?.(node.folder) ?? false,
      ),
      ...rows(node.children),
    ]);
  return (
    <Modal opened={opened} onClose={close} title={title} radius="lg">
      <ScrollArea.Autosize mah={380} type="auto">
        <Stack gap={2}>
          {sections.map((section) => (
            <div key={section.type}>
              <Text className={classes.sectionTitle} component="div">
                {section.title}
              </Text>
              {section.noneLabel &&
                option(`none:${section.type}`, 0, <IconFolderOff size={16} />, section.noneLabel, {
                  folder: null,
                  type: section.type,
                })}
              {rows(buildFolderTree(section.folders))}
            </div>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={close}>
          {t('common.cancel')}
        </Button>
        <Button
          disabled={!picked}
          loading={pending}
          onClick={() => {
            if (!picked) return;
            onPick(picked);
            setPicked(null);
          }}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
