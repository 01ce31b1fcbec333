import { Button, Card, FileButton, Grid, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { type ProductOrderItem, transitionsFrom } from '@roomcraft/contract';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useModellers, useOpsItemActions, useOpsOrder } from '../../orders/api/orders.ts';
import { ItemActions } from '../../orders/ItemActions.tsx';
import { OrderTimeline } from '../../orders/OrderTimeline.tsx';
import { StateBadge } from '../../orders/StateBadge.tsx';
import { useOpsSession } from '../ops-session.tsx';

/** One order in the console: assignment to modellers, model uploads and state changes per item. */
export default function OpsOrderPage() {
  const { orderId = '' } = useParams();
  const { t } = useTranslation();
  const detail = useOpsOrder(orderId);
  const actions = useOpsItemActions();
  const error =
    actions.transition.error ?? actions.assign.error ?? actions.upload.error ?? actions.orderAction.error;
  return (
    <QueryState query={detail}>
      {(data) => (
        <>
          <PageHeader
            title={data.order.name}
            description={<StateBadge state={data.order.state} />}
            actions={
              data.order.state === 'FINAL_FINISHED' && (
                <Button onClick={() => actions.orderAction.mutate({ orderId, action: 'serviceUpload' })}>
                  {t('orders.ops.serviceUpload')}
                </Button>
              )
            }
          />
          <ErrorAlert error={error} />
          <Grid mt="sm">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('orders.fields.productName')}</Table.Th>
                    <Table.Th>{t('orders.fields.state')}</Table.Th>
                    <Table.Th>{t('orders.ops.modeller')}</Table.Th>
                    <Table.Th>{t('common.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((item) => (
                    <OpsItemRow key={item.id} item={item} actions={actions} />
                  ))}
                </Table.Tbody>
              </Table>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Card withBorder>
                <Title order={4} mb="sm">
                  {t('orders.timeline')}
                </Title>
                <OrderTimeline detail={data} />
              </Card>
            </Grid.Col>
          </Grid>
        </>
      )}
    </QueryState>
  );
}

function OpsItemRow({
  item,
  actions,
}: {
  item: ProductOrderItem;
  actions: ReturnType<typeof useOpsItemActions>;
}) {
  const { t } = useTranslation();
  const modellers = useModellers();
  const me = useOpsSession().operator;
  const mine = me !== null && item.assignedUserId === me.id;
  const takesModel = mine && transitionsFrom(item.state, { via: 'upload' }).length > 0;
  return (
    <Table.Tr data-testid={`ops-item-${item.name}`}>
      <Table.Td>
        <Text fw={500}>{item.name}</Text>
        <Text size="xs" c="dimmed">
          {item.widthMm} × {item.depthMm} × {item.heightMm} mm · {t(`orders.quality.${item.quality}`)}
        </Text>
        <Group gap={6}>
          {item.refFiles.map((file) => (
            <a key={file.id} href={file.url} target="_blank" rel="noreferrer">
              <Text size="xs">{file.name}</Text>
            </a>
          ))}
        </Group>
      </Table.Td>
      <Table.Td>
        <StateBadge state={item.state} />
      </Table.Td>
      <Table.Td>
        <Select
          size="xs"
          aria-label={t('orders.ops.modeller')}
          placeholder={t('orders.ops.unassigned')}
          data={(modellers.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
          value={item.assignedUserId}
          onChange={(operatorId) => actions.assign.mutate({ itemId: item.id, operatorId })}
          clearable
        />
      </Table.Td>
      <Table.Td>
        <Stack gap={6}>
          <ItemActions
            item={item}
            actors={mine ? ['operator', 'modeller'] : ['operator']}
            pending={actions.transition.isPending}
            onMove={(to, note) => actions.transition.mutate({ itemId: item.id, to, note })}
          />
          {takesModel && (
            <FileButton
              accept=".glb,model/gltf-binary"
              onChange={(file) => file && actions.upload.mutate({ itemId: item.id, file })}
            >
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  leftSection={<IconUpload size={14} />}
                  loading={actions.upload.isPending}
                >
                  {t('orders.ops.uploadModel')}
                </Button>
              )}
            </FileButton>
          )}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
