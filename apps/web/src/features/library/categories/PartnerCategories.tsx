import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { libraryCategoryRoutes } from '@roomcraft/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../api/client.ts';
import { QueryState } from '../../../ui/QueryState.tsx';
import { libraryKeys } from '../api/keys.ts';

/** The root categories that partner enterprises share with this one (read only: they are theirs). */
export function PartnerCategories({ enterpriseId }: { enterpriseId: string }) {
  const { t } = useTranslation();
  const shared = useQuery({
    queryKey: [...libraryKeys.all, 'partner-categories', enterpriseId],
    queryFn: async () =>
      (
        (await callApi(libraryCategoryRoutes.rootPartners, {
          params: { libType: 'enterprise', ownerId: enterpriseId },
        })) as {
          partners: {
            enterprise: { id: string; name: string };
            categories: { id: string; name: string }[];
          }[];
        }
      ).partners,
  });
  return (
    <Card withBorder radius="lg" padding="md" mt="lg" data-testid="partner-categories">
      <Title order={4}>{t('library.categories.partnersTitle')}</Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('library.categories.partnersDescription')}
      </Text>
      <QueryState
        query={shared}
        isEmpty={(partners) => partners.length === 0}
        empty={<Text size="sm">{t('library.categories.partnersNone')}</Text>}
      >
        {(partners) => (
          <Stack gap="xs">
            {partners.map(({ enterprise, categories }) => (
              <Group key={enterprise.id} gap="xs">
                <Text size="sm" fw={600}>
                  {enterprise.name}
                </Text>
                {categories.map((c) => (
                  <Badge key={c.id} variant="light">
                    {c.name}
                  </Badge>
                ))}
              </Group>
            ))}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
