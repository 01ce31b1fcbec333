import { ActionIcon, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { itemPrice } from '@roomcraft/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../ui/ErrorAlert.tsx';
import { NoAccess } from '../../ui/NoAccess.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useUser } from '../auth/session.tsx';
import { isManager } from '../enterprise/roles.ts';
import { type NewItem, useCreateOrder } from './api/orders.ts';
import { blankItem, ItemFields } from './ItemFields.tsx';
import { orderPath } from './paths.ts';
import { formatPrice } from './price-text.ts';

/** The order form: the products to model, their photos and drawings, and the price before submitting. */
export default function NewOrderPage() {
  const { t, i18n } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [items, setItems] = useState<NewItem[]>([blankItem()]);
  const create = useCreateOrder(user.enterpriseId ?? '');
  if (!isManager(user)) return <NoAccess />;
  const total = items.reduce((sum, item) => sum + itemPrice(item.properties), 0);
  const ready = name.trim() !== '' && items.every((item) => item.properties.name.trim() !== '');
  const submit = () =>
    create.mutate({ name: name.trim(), items }, { onSuccess: (order) => navigate(orderPath(order.id)) });
  return (
    <>
      <PageHeader title={t('orders.new')} description={t('orders.newDescription')} />
      <Stack gap="md">
        <TextInput
          label={t('orders.fields.name')}
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maw={420}
        />
        {items.map((item, index) => (
          <Card withBorder key={item.key} padding="md">
            <Group justify="space-between" mb="xs">
              <Text fw={600}>{t('orders.itemNumber', { n: index + 1 })}</Text>
              {items.length > 1 && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('orders.removeItem')}
                  onClick={() => setItems(items.filter((_, i) => i !== index))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
            <ItemFields
              index={index}
              item={item}
              onChange={(changed) => setItems(items.map((it, i) => (i === index ? changed : it)))}
            />
          </Card>
        ))}
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => setItems([...items, blankItem()])}
          >
            {t('orders.addItem')}
          </Button>
          <Group>
            <Text data-testid="order-total">
              {t('orders.estimate')}: <b>{formatPrice(total, i18n.language)}</b>
            </Text>
            <Button onClick={submit} disabled={!ready} loading={create.isPending}>
              {t('orders.submit')}
            </Button>
          </Group>
        </Group>
        <ErrorAlert error={create.error} />
      </Stack>
    </>
  );
}
