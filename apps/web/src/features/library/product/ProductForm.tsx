import { Button, ColorInput, Group, NumberInput, Select, Stack, TagsInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { PriceUnit, type Product, SaleType } from '@roomcraft/contract';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useFormMutation } from '../../../ui/use-form-mutation.ts';
import { flattenCategories } from '../../editor/view3d/catalogue/use-catalogue.ts';
import { useBrandList, useCategoryTree } from '../api/catalogue.ts';
import { useUpdateProduct } from '../api/products.ts';
import { formValuesOf, type ProductFormValues, updateOf } from './product-form-values.ts';

/** Names (English and Korean), alias, brand, category, tags, price and sale type, colour. */
export function ProductForm({ product, readOnly }: { product: Product; readOnly: boolean }) {
  const { t } = useTranslation();
  const brands = useBrandList(product.ownerId);
  const categories = useCategoryTree(product.ownerId);
  const form = useForm<ProductFormValues>({ initialValues: formValuesOf(product) });
  const update = useUpdateProduct(product.id);
  const save = useFormMutation(form, {
    mutationFn: (values: ProductFormValues) => update.mutateAsync(updateOf(values, product)),
    onSuccess: (saved) => {
      form.resetDirty(formValuesOf(saved));
      notifications.show({ color: 'green', message: t('common.saved') });
    },
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="sm">
          <TextInput label={t('library.fields.name')} required {...form.getInputProps('name')} />
          <Group grow>
            <TextInput label={t('library.fields.koreanName')} {...form.getInputProps('koreanName')} />
            <TextInput
              label={t('library.fields.alias')}
              description={t('library.fields.aliasHint')}
              {...form.getInputProps('alias')}
            />
          </Group>
          <Group grow>
            <Select
              label={t('library.fields.brand')}
              clearable
              searchable
              data={(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
              {...form.getInputProps('brandId')}
            />
            <Select
              label={t('library.fields.category')}
              clearable
              searchable
              data={flattenCategories(categories.data ?? []).map((c) => ({
                value: c.id,
                label: `${'· '.repeat(c.depth)}${c.name}`,
              }))}
              {...form.getInputProps('categoryId')}
            />
          </Group>
          <TagsInput label={t('library.fields.tags')} clearable {...form.getInputProps('tags')} />
          <Group grow>
            <NumberInput
              label={t('library.fields.price')}
              min={0}
              thousandSeparator=","
              {...form.getInputProps('price')}
            />
            <Select
              label={t('library.fields.priceUnit')}
              allowDeselect={false}
              data={[...PriceUnit.options]}
              {...form.getInputProps('priceUnit')}
            />
            <Select
              label={t('library.fields.saleType')}
              clearable
              data={SaleType.map((value) => ({ value, label: t(`library.saleTypes.${value}`) }))}
              {...form.getInputProps('saleType')}
            />
          </Group>
          <Group grow>
            <ColorInput
              label={t('library.fields.colorCode')}
              format="hex"
              {...form.getInputProps('colorCode')}
            />
            <TextInput label={t('library.fields.colorName')} {...form.getInputProps('colorName')} />
          </Group>
          <ErrorAlert error={save.error} />
          {!readOnly && (
            <Group justify="flex-end">
              <Button variant="default" disabled={!form.isDirty()} onClick={() => form.reset()}>
                {t('common.discard')}
              </Button>
              <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
                {t('common.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
