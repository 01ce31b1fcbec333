import { ActionIcon, CopyButton, Modal, Tabs, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconLink, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ShareSubject } from '../api/sharing.ts';
import { editorPath } from '../workspace/paths.ts';
import { PeopleTab } from './PeopleTab.tsx';
import { ShareLinksTab } from './ShareLinksTab.tsx';

/**
 * Shares a project or a folder: people by e-mail with EDIT or VIEW, and (for projects) links that
 * open it read-only without signing in.
 */
export function ShareDialog({
  subject,
  ownerId,
  onClose,
}: {
  subject: ShareSubject | null;
  /** The owner, shown first and never offered (null for team folders, which the team holds). */
  ownerId: string | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={subject !== null}
      onClose={onClose}
      size="lg"
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={subject ? t('projects.share.title', { name: subject.name }) : ''}
    >
      {subject &&
        (subject.kind === 'PROJECT' ? (
          <>
            <ProjectLink projectId={subject.id} />
            <Tabs defaultValue="people" keepMounted={false}>
              <Tabs.List mb="lg">
                <Tabs.Tab value="people" leftSection={<IconUsers size={16} />}>
                  {t('projects.share.people')}
                </Tabs.Tab>
                <Tabs.Tab value="links" leftSection={<IconLink size={16} />}>
                  {t('projects.share.links')}
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="people">
                <PeopleTab subject={subject} ownerId={ownerId} />
              </Tabs.Panel>
              <Tabs.Panel value="links">
                <ShareLinksTab projectId={subject.id} />
              </Tabs.Panel>
            </Tabs>
          </>
        ) : (
          <PeopleTab subject={subject} ownerId={ownerId} />
        ))}
    </Modal>
  );
}

/** The project's own address: it opens the editor for whoever the project is shared with. */
function ProjectLink({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const url = `${window.location.origin}${editorPath(projectId)}`;
  return (
    <TextInput
      readOnly
      mb="lg"
      value={url}
      label={t('projects.share.projectLink')}
      description={t('projects.share.projectLinkHint')}
      onFocus={(event) => event.currentTarget.select()}
      rightSection={
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('projects.links.copied') : t('projects.links.copy')} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={t('projects.share.copyProjectLink')}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}
