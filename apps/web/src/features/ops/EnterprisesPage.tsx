import { Badge, Button, Card, EmptyState, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { opsRoutes } from '@roomcraft/contract';
import { IconBuildingSkyscraper, IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callList } from '../../api/client.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { formatDate } from '../../ui/format.ts';
import { PageFooter } from '../../ui/PageFooter.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { QueryState } from '../../ui/QueryState.tsx';
import { CreateEnterpriseModal } from './CreateEnterpriseModal.tsx';
import { enterprisesKey } from './ops-session.tsx';

const PAGE_SIZE = 20;

/** Every enterprise on the platform, searchable by name; operators create new ones here. */
export default function EnterprisesPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(0);
  const [creating, createDialog] = useDisclosure(false);
  const enterprises = useQuery({
    queryKey: [...enterprisesKey, term, page],
    queryFn: () =>
      callList(opsRoutes.enterprises, { query: { search: term || undefined, page, size: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeader
        title={t('ops.enterprises.title')}
        description={t('ops.enterprises.description')}
        actions={
          <Button leftSection={<IconPlus size={18} />} onClick={createDialog.open}>
            {t('ops.enterprises.create')}
          </Button>
        }
      />
      <TextInput
        mb="md"
        w={{ base: '100%', sm: 320 }}
        leftSection={<IconSearch size={16} />}
        placeholder={t('ops.enterprises.search')}
        aria-label={t('ops.enterprises.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(0);
        }}
      />
      <Card padding={0}>
        <QueryState
          query={enterprises}
          isEmpty={(answer) => answer.data.length === 0}
          empty={
            <EmptyState
              py={60}
              icon={<IconBuildingSkyscraper size={28} />}
              title={t(term ? 'ops.enterprises.noMatch' : 'ops.enterprises.empty')}
            />
          }
        >
          {(answer) => (
            <>
              <Table.ScrollContainer minWidth={640}>
                <Table highlightOnHover>
                  <Table.Thead bg="gray.0">
                    <Table.Tr>
                      <Table.Th>{t('ops.enterprises.name')}</Table.Th>
                      <Table.Th>{t('ops.enterprises.url')}</Table.Th>
                      <Table.Th>{t('ops.enterprises.seats')}</Table.Th>
                      <Table.Th>{t('ops.enterprises.createdAt')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {answer.data.map((enterprise) => (
                      <Table.Tr key={enterprise.id}>
                        <Table.Td>
                          <Text size="sm" fw={600}>
                            {enterprise.name}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Badge variant="light" color="gray" tt="none">
                            {enterprise.url}
                          </Badge>
                        </Table.Td>
                        <Table.Td>{enterprise.seats}</Table.Td>
                        <Table.Td>{formatDate(enterprise.createdAt, currentLanguage())}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <PageFooter page={page} answer={answer} onPage={setPage} />
            </>
          )}
        </QueryState>
      </Card>
      <CreateEnterpriseModal opened={creating} onClose={createDialog.close} />
    </>
  );
}
