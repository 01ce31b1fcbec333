import { Button } from '@mantine/core';
import type { Project } from '@roomcraft/contract';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareDialog } from './ShareDialog.tsx';

/** The editor's Share button: the project's share dialog (its link, collaborators, public page) without leaving. */
export function ShareButton({ project }: { project: Pick<Project, 'id' | 'name' | 'userId'> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="default" leftSection={<IconShare size={16} />} onClick={() => setOpen(true)}>
        {t('projects.actions.share')}
      </Button>
      <ShareDialog
        subject={open ? { kind: 'PROJECT', id: project.id, name: project.name } : null}
        ownerId={project.userId}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
