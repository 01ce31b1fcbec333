import { Center, Loader, Text } from '@mantine/core';
import type { Template } from '@roomcraft/contract';
import { DesignStore, designOfTemplate } from '@roomcraft/scene';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DesignView3D } from '../../editor/view-3d.ts';

/**
 * A template in 3D: its room walled in, its doors and windows, its products on their real models,
 * in the editor's own 3D view, read-only, so people can walk around it before they use it.
 */
export function TemplateView3D({ template, height }: { template: Template; height: number }) {
  const { t } = useTranslation();
  const store = useMemo(
    () =>
      new DesignStore(
        designOfTemplate({
          room: template.room,
          products: template.products,
          roomType: template.roomType,
        }),
      ),
    [template],
  );
  if (!DesignView3D) return <Text c="dimmed">{t('templates.detail.no3d')}</Text>;
  return (
    <div style={{ height, position: 'relative' }} data-testid="template-3d">
      <Suspense
        fallback={
          <Center h="100%">
            <Loader />
          </Center>
        }
      >
        <DesignView3D store={store} readOnly />
      </Suspense>
    </div>
  );
}
