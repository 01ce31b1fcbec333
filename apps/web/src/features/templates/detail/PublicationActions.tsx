import { Button, Group, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Template } from '@roomcraft/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useComment, useUpdateTemplate } from '../api/templates.ts';

const REVIEWS = ['PUBLISHED', 'IN_REVISION', 'REJECTED'] as const;

/**
 * What the reader may do with the template's publication now, from the server's `transitions`:
 * the author asks, resubmits or withdraws; a reviewer publishes, asks for a revision or rejects,
 * with a comment (required for the last two, as the state machine says).
 */
export function PublicationActions({
  template,
  asOperator = false,
}: {
  template: Template;
  asOperator?: boolean;
}) {
  const { t } = useTranslation();
  const update = useUpdateTemplate(template.id);
  const comment = useComment(template.id, asOperator);
  const [content, setContent] = useState('');
  const allowed = new Set(template.transitions);
  const done = () => notifications.show({ color: 'green', message: t('templates.publish.done') });
  const decide = (status?: (typeof REVIEWS)[number]) =>
    comment.mutate(
      { content, ...(status ? { status } : {}) },
      {
        onSuccess: () => {
          setContent('');
          done();
        },
      },
    );
  const reviewer = REVIEWS.some((s) => allowed.has(s));
  const draft = template.status === null;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {draft && allowed.has('REQUESTED') && template.enterpriseId && (
          <Button
            size="xs"
            onClick={() => update.mutate({ status: 'REQUESTED', scope: 'ENTERPRISE' }, { onSuccess: done })}
          >
            {t('templates.publish.toEnterprise')}
          </Button>
        )}
        {draft && allowed.has('REQUESTED') && (
          <Button
            size="xs"
            variant="light"
            onClick={() => update.mutate({ status: 'REQUESTED', scope: 'PUBLIC' }, { onSuccess: done })}
          >
            {t('templates.publish.toPublic')}
          </Button>
        )}
        {!draft && allowed.has('REQUESTED') && (
          <Button size="xs" onClick={() => update.mutate({ status: 'REQUESTED' }, { onSuccess: done })}>
            {t('templates.publish.resubmit')}
          </Button>
        )}
        {allowed.has('DRAFT') && (
          <Button
            size="xs"
            variant="default"
            onClick={() => update.mutate({ status: null }, { onSuccess: done })}
          >
            {t('templates.publish.withdraw')}
          </Button>
        )}
      </Group>
      {(reviewer || !draft) && (
        <Stack gap={6}>
          <Textarea
            label={t('templates.review.comment')}
            placeholder={t('templates.review.commentPlaceholder')}
            value={content}
            onChange={(e) => setContent(e.currentTarget.value)}
            autosize
            minRows={2}
          />
          <Group gap="xs">
            {allowed.has('PUBLISHED') && (
              <Button size="xs" color="green" onClick={() => decide('PUBLISHED')} loading={comment.isPending}>
                {t('templates.review.publish')}
              </Button>
            )}
            {allowed.has('IN_REVISION') && (
              <Button
                size="xs"
                color="yellow"
                onClick={() => decide('IN_REVISION')}
                disabled={!content.trim()}
              >
                {t('templates.review.revise')}
              </Button>
            )}
            {allowed.has('REJECTED') && (
              <Button size="xs" color="red" onClick={() => decide('REJECTED')} disabled={!content.trim()}>
                {t('templates.review.reject')}
              </Button>
            )}
            <Button size="xs" variant="default" onClick={() => decide()} disabled={!content.trim()}>
              {t('templates.review.send')}
            </Button>
          </Group>
        </Stack>
      )}
      {(update.error || comment.error) && <ErrorAlert error={update.error ?? comment.error} />}
    </Stack>
  );
}
