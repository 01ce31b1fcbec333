import { ActionIcon, Avatar, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Product } from '@roomcraft/contract';
import { IconCheck, IconPhoto, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useRegroup, useRenameOption } from '../api/groups.ts';
import { productPath } from '../paths.ts';
import { AddOption } from './AddOption.tsx';

type Option = Product['options'][number];

/** The members of the product's group (its options), each with its thumbnail and renamable option name. */
export function ProductOptions({ product, readOnly }: { product: Product; readOnly: boolean }) {
  const { t } = useTranslation();
  const groupId = product.groupId;
  const regroup = useRegroup(product);
  const others = (id: string) => product.options.map((o) => o.id).filter((member) => member !== id);
  return (
    <Card withBorder padding="lg" radius="lg" mt="xl" data-testid="product-options">
      <Title order={4} mb="sm">
        {t('library.options.title')}
      </Title>
      {groupId === null || product.options.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('library.options.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          {[...product.options]
            .sort((a, b) => a.optionOrder - b.optionOrder)
            .map((option) => (
              <OptionRow
                key={`${option.id}-${option.optionName ?? ''}`}
                groupId={groupId}
                option={option}
                current={option.id === product.id}
                readOnly={readOnly}
                onRemove={product.options.length > 1 ? () => regroup.mutate(others(option.id)) : undefined}
              />
            ))}
        </Stack>
      )}
      <ErrorAlert error={regroup.error} />
      {!readOnly && <AddOption product={product} />}
    </Card>
  );
}

function OptionRow(props: {
  groupId: string;
  option: Option;
  current: boolean;
  readOnly: boolean;
  /** Takes the option out of the group; absent for the last one. */
  onRemove: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const { option } = props;
  const rename = useRenameOption(props.groupId);
  const [name, setName] = useState(option.optionName ?? '');
  const changed = name.trim() !== '' && name.trim() !== (option.optionName ?? '');
  return (
    <div data-testid={`option-${option.id}`}>
      <Group gap="sm" wrap="nowrap">
        <Avatar src={option.thumbnail} radius="md" size={48} alt="">
          <IconPhoto size={20} />
        </Avatar>
        <Stack gap={2} style={{ flex: 1 }}>
          {props.current ? (
            <Text size="sm" fw={600}>
              {option.name} · {t('library.options.this')}
            </Text>
          ) : (
            <Text size="sm" component={Link} to={productPath(option.id)}>
              {option.name}
            </Text>
          )}
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (changed) rename.mutate({ productId: option.id, optionName: name.trim() });
            }}
          >
            <Group gap={4} wrap="nowrap">
              <TextInput
                size="xs"
                aria-label={t('library.options.name', { product: option.name })}
                placeholder={t('library.options.unnamed')}
                value={name}
                readOnly={props.readOnly}
                maxLength={50}
                onChange={(e) => setName(e.currentTarget.value)}
                style={{ flex: 1 }}
              />
              {!props.readOnly && (
                <ActionIcon
                  type="submit"
                  variant="light"
                  disabled={!changed}
                  loading={rename.isPending}
                  aria-label={t('library.options.save')}
                >
                  <IconCheck size={16} />
                </ActionIcon>
              )}
              {!props.readOnly && props.onRemove && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={props.onRemove}
                  aria-label={t('library.options.remove', { product: option.name })}
                >
                  <IconX size={16} />
                </ActionIcon>
              )}
            </Group>
          </form>
        </Stack>
      </Group>
      <ErrorAlert error={rename.error} />
    </div>
  );
}
