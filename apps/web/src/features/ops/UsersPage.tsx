import { Badge, Button, Card, EmptyState, Group, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { opsConsoleRoutes } from '@roomcraft/contract';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, callList } from '../../api/client.ts';
import { useErrorText } from '../../ui/error-text.ts';
import { PageFooter } from '../../ui/PageFooter.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { QueryState } from '../../ui/QueryState.tsx';

const PAGE_SIZE = 20;
const usersKey = ['ops', 'users'] as const;

/** Every user of the platform, searchable; operators deactivate, activate and reset them (audited). */
export default function UsersPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(0);
  const users = useQuery({
    queryKey: [...usersKey, term, page],
    queryFn: () =>
      callList(opsConsoleRoutes.users, { query: { search: term || undefined, page, size: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const act = useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'deactivate' | 'activate' | 'reset' }) =>
      action === 'reset'
        ? callApi(opsConsoleRoutes.resetPassword, { params: { id } })
        : callApi(action === 'deactivate' ? opsConsoleRoutes.deactivateUser : opsConsoleRoutes.activateUser, {
            params: { id },
          }),
    onSuccess: (_answer, { action }) => {
      notifications.show({ color: 'green', message: t(`ops.users.done.${action}`) });
      void client.invalidateQueries({ queryKey: usersKey });
    },
    onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
  });
  return (
    <>
      <PageHeader title={t('ops.users.title')} description={t('ops.users.description')} />
      <TextInput
        mb="md"
        w={{ base: '100%', sm: 320 }}
        leftSection={<IconSearch size={16} />}
        placeholder={t('ops.users.search')}
        aria-label={t('ops.users.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(0);
        }}
      />
      <Card padding={0}>
        <QueryState
          query={users}
          isEmpty={(answer) => answer.data.length === 0}
          empty={<EmptyState py={60} icon={<IconUsers size={28} />} title={t('ops.users.empty')} />}
        >
          {(answer) => (
            <>
              <Table.ScrollContainer minWidth={760}>
                <Table highlightOnHover>
                  <Table.Thead bg="gray.0">
                    <Table.Tr>
                      <Table.Th>{t('ops.users.email')}</Table.Th>
                      <Table.Th>{t('ops.users.nickname')}</Table.Th>
                      <Table.Th>{t('ops.users.enterprise')}</Table.Th>
                      <Table.Th>{t('ops.users.state')}</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {answer.data.map((user) => (
                      <Table.Tr key={user.id} data-testid={`ops-user-${user.email}`}>
                        <Table.Td>
                          <Text size="sm" fw={600}>
                            {user.email}
                          </Text>
                        </Table.Td>
                        <Table.Td>{user.nickname}</Table.Td>
                        <Table.Td>{user.enterpriseName ?? t('ops.users.personal')}</Table.Td>
                        <Table.Td>
                          <Badge color={user.active ? 'green' : 'gray'} variant="light">
                            {t(user.active ? 'ops.users.active' : 'ops.users.inactive')}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <Group gap="xs" justify="flex-end" wrap="nowrap">
                            <Button
                              size="compact-sm"
                              variant="light"
                              color={user.active ? 'red' : 'green'}
                              loading={act.isPending && act.variables?.id === user.id}
                              onClick={() =>
                                act.mutate({ id: user.id, action: user.active ? 'deactivate' : 'activate' })
                              }
                            >
                              {t(user.active ? 'ops.users.deactivate' : 'ops.users.activate')}
                            </Button>
                            <Button
                              size="compact-sm"
                              variant="subtle"
                              onClick={() => act.mutate({ id: user.id, action: 'reset' })}
                            >
                              {t('ops.users.reset')}
                            </Button>
                          </Group>
                        </Table.Td>
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
    </>
  );
}
