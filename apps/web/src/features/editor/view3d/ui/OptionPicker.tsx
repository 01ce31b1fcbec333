import { Avatar, Button, Group, Menu, Text } from '@mantine/core';
import type { Product } from '@roomcraft/contract';
import { IconChevronDown, IconPalette } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { switchOption } from '../controller/item-commands.ts';
import type { View3DController } from '../controller/view3d-controller.ts';

type ProductOption = Product['options'][number];

/** An option's label: its option name in the library, else the member product's own name. */
export const optionLabel = (option: ProductOption) => option.optionName ?? option.name;

/**
 * The options of the selected item's product (the members of its product group, each with its
 * thumbnail and option name); choosing one switches the model drawn in place, as one undo step.
 * Nothing shows for a product without options, and the item stays as it is while they load or
 * when they cannot be had.
 */
export function OptionPicker({ controller, itemId }: { controller: View3DController; itemId: string }) {
  const { t } = useTranslation();
  const item = controller.floor().items.find((i) => i.archiId === itemId);
  const product = useQuery({
    queryKey: ['view3d', 'product', item?.productId],
    enabled: item !== undefined,
    queryFn: () => controller.directory.product(item!.productId),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const options = [...(product.data?.options ?? [])].sort((a, b) => a.optionOrder - b.optionOrder);
  if (!item || options.length < 2) return null;
  const shown = item.optionId ?? item.productId;
  const current = options.find((o) => o.id === shown);
  return (
    <Menu position="top" withinPortal shadow="md">
      <Menu.Target>
        <Button
          size="xs"
          variant="default"
          disabled={item.lock}
          leftSection={<IconPalette size={14} />}
          rightSection={<IconChevronDown size={12} />}
          aria-label={t('view3d.options.label')}
          style={{ flexShrink: 0 }}
        >
          {current ? optionLabel(current) : t('view3d.options.label')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('view3d.options.title', { count: options.length })}</Menu.Label>
        {options.map((option) => (
          <Menu.Item
            key={option.id}
            onClick={() => switchOption(controller, option.id)}
            leftSection={
              <Avatar src={option.thumbnail} size={32} radius="sm" color={option.colorCode ?? undefined}>
                {optionLabel(option).slice(0, 1)}
              </Avatar>
            }
            data-testid="product-option"
          >
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={option.id === shown ? 600 : 400}>
                {optionLabel(option)}
              </Text>
              {option.id === shown && (
                <Text size="xs" c="dimmed">
                  {t('view3d.options.current')}
                </Text>
              )}
            </Group>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
