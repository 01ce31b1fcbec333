import {
  Anchor,
  Button,
  Card,
  FileInput,
  Grid,
  Group,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { MOD_REQ_STATES, MODIFICATION_REQUESTS_PER_ROUND, ModificationType } from '@roomcraft/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { QueryState } from '../../ui/QueryState.tsx';
import { useProduct } from '../library/api/products.ts';
import { ModelViewer } from '../library/product/ModelViewer.tsx';
import { useItemTransition, useModReqs, useOrder, useRequestModification } from './api/orders.ts';
import { orderPath } from './paths.ts';
import { StateBadge } from './StateBadge.tsx';

/** The delivered model, orbitable in 3D, with the item's modification requests and the approval. */
export default function ItemReviewPage() {
  const { orderId = '', itemId = '' } = useParams();
  const { t } = useTranslation();
  const order = useOrder(orderId);
  return (
    <QueryState query={order}>
      {(data) => {
        const item = data.items.find((i) => i.id === itemId);
        if (!item) return <Text c="dimmed">{t('orders.itemMissing')}</Text>;
        return (
          <>
            <PageHeader
              title={item.name}
              description={
                <Group gap="xs" component="span">
                  <Anchor component={Link} to={orderPath(orderId)} size="sm">
                    {data.order.name}
                  </Anchor>
                  <StateBadge state={item.state} />
                </Group>
              }
            />
            <Grid>
              <Grid.Col span={{ base: 12, md: 7 }}>
                {item.productId ? (
                  <DeliveredModel productId={item.productId} />
                ) : (
                  <Text c="dimmed">{t('orders.noModel')}</Text>
                )}
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <ReviewPanel itemId={item.id} state={item.state} round={item.reviewRound} />
              </Grid.Col>
            </Grid>
          </>
        );
      }}
    </QueryState>
  );
}

function DeliveredModel({ productId }: { productId: string }) {
  const product = useProduct(productId);
  return (
    <QueryState query={product}>
      {(data) =>
        data.editorAsset.threeD ? (
          <ModelViewer url={data.editorAsset.threeD} />
        ) : (
          <StateBadge state={data.status} />
        )
      }
    </QueryState>
  );
}

function ReviewPanel({ itemId, state, round }: { itemId: string; state: string; round: number }) {
  const { t, i18n } = useTranslation();
  const requests = useModReqs(itemId);
  const move = useItemTransition();
  const ask = useRequestModification(itemId);
  const [type, setType] = useState<(typeof ModificationType)[number]>('MATERIAL');
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const inRound = requests.data?.data.filter((r) => r.round === round).length ?? 0;
  const canAsk =
    (MOD_REQ_STATES as readonly string[]).includes(state) && inRound < MODIFICATION_REQUESTS_PER_ROUND;
  const canApprove = ['CHECKING_STARTED', 'CHECKING_MODIFY_FINISHED', 'CHECKING_MODIFY_REFUSED'].includes(
    state,
  );
  const send = () =>
    ask.mutate(
      { type, content: content.trim(), files },
      {
        onSuccess: () => {
          setContent('');
          setFiles([]);
        },
      },
    );
  return (
    <Stack>
      {state === 'CHECKING_WAITING' && (
        <Button onClick={() => move.mutate({ itemId, to: 'CHECKING_STARTED' })} loading={move.isPending}>
          {t('orders.startReview')}
        </Button>
      )}
      {canApprove && (
        <Button
          color="teal"
          onClick={() => move.mutate({ itemId, to: 'CHECKING_FINISHED' })}
          loading={move.isPending}
        >
          {t('orders.approve')}
        </Button>
      )}
      <ErrorAlert error={move.error ?? ask.error} />
      <Card withBorder>
        <Title order={4} mb="xs">
          {t('orders.modReqs.title')}
        </Title>
        <QueryState
          query={requests}
          isEmpty={(d) => d.totalCount === 0}
          empty={
            <Text c="dimmed" size="sm">
              {t('orders.modReqs.none')}
            </Text>
          }
        >
          {(d) => (
            <Stack gap="xs">
              {d.data.map((r) => (
                <div key={r.id} data-testid="mod-req">
                  <Text size="sm" fw={500}>
                    {t(`orders.modReqs.types.${r.type}`)} · {t('orders.modReqs.round', { n: r.round })} ·{' '}
                    {new Date(r.createdAt).toLocaleDateString(i18n.language)}
                  </Text>
                  <Text size="sm">{r.content}</Text>
                  {r.refFiles.map((f) => (
                    <Anchor key={f.id} href={f.url} target="_blank" size="xs" mr="xs">
                      {f.name}
                    </Anchor>
                  ))}
                </div>
              ))}
            </Stack>
          )}
        </QueryState>
      </Card>
      {canAsk && (
        <Card withBorder>
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('orders.modReqs.left', { n: MODIFICATION_REQUESTS_PER_ROUND - inRound })}
            </Text>
            <Select
              label={t('orders.modReqs.type')}
              data={ModificationType.map((value) => ({ value, label: t(`orders.modReqs.types.${value}`) }))}
              value={type}
              onChange={(value) => value && setType(value as typeof type)}
              allowDeselect={false}
            />
            <Textarea
              label={t('orders.modReqs.content')}
              value={content}
              onChange={(e) => setContent(e.currentTarget.value)}
              autosize
              minRows={2}
            />
            <FileInput
              label={t('orders.modReqs.files')}
              multiple
              accept="image/png,image/jpeg,image/webp,application/pdf"
              value={files}
              onChange={setFiles}
              clearable
            />
            <Button onClick={send} disabled={content.trim() === ''} loading={ask.isPending}>
              {t('orders.modReqs.send')}
            </Button>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
