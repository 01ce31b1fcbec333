import { Stack } from '@mantine/core';
import { NoAccess } from '../../ui/NoAccess.tsx';
import { QueryState } from '../../ui/QueryState.tsx';
import { useUser } from '../auth/session.tsx';
import { isManager } from './roles.ts';
import { SettingsCard } from './SettingsCard.tsx';
import { ProductLibraryFields, ProjectFields, WatermarkFields } from './settings-fields.tsx';
import { useEnterprise } from './use-enterprise.ts';

/** The enterprise's settings, for its managers and admins: three groups, each saved on its own. */
export default function SettingsPage() {
  const user = useUser();
  const enterprise = useEnterprise(user.enterpriseId);
  if (!isManager(user)) return <NoAccess />;
  return (
    <QueryState query={enterprise}>
      {(data) => (
        <Stack gap="lg">
          <SettingsCard enterprise={data} kind="productLibrarySettings">
            {(form) => <ProductLibraryFields form={form} />}
          </SettingsCard>
          <SettingsCard enterprise={data} kind="projectSettings">
            {(form) => <ProjectFields form={form} />}
          </SettingsCard>
          <SettingsCard enterprise={data} kind="watermarkSettings">
            {(form) => <WatermarkFields form={form} />}
          </SettingsCard>
        </Stack>
      )}
    </QueryState>
  );
}
