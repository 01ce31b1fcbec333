import { Button, Card, EmptyState, Group } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFooter } from '../../ui/PageFooter.tsx';
import { QueryState } from '../../ui/QueryState.tsx';
import { useUser } from '../auth/session.tsx';
import { AddMemberModal } from './AddMemberModal.tsx';
import { MembersFilters } from './MembersFilters.tsx';
import { MembersTable } from './MembersTable.tsx';
import { isManager } from './roles.ts';
import { type MemberFilter, useMembers } from './use-enterprise.ts';

const NO_FILTER: MemberFilter = { search: '', role: null, active: null };

/** Members of the enterprise: managers change roles and activation and add members; designers read. */
export default function MembersPage() {
  const { t } = useTranslation();
  const user = useUser();
  const enterpriseId = user.enterpriseId!;
  const manager = isManager(user);
  const [filter, setFilter] = useState(NO_FILTER);
  const [search] = useDebouncedValue(filter.search.trim(), 300);
  const [page, setPage] = useState(0);
  const members = useMembers(enterpriseId, { ...filter, search }, page);
  const [adding, addDialog] = useDisclosure(false);
  const filtered = filter.search.trim() !== '' || filter.role !== null || filter.active !== null;

  return (
    <>
      <Group justify="space-between" align="flex-start" mb="md">
        <MembersFilters
          value={filter}
          withStatus={manager}
          onChange={(next) => {
            setFilter(next);
            setPage(0);
          }}
        />
        {manager && (
          <Button leftSection={<IconUserPlus size={18} />} onClick={addDialog.open}>
            {t('enterprise.members.add')}
          </Button>
        )}
      </Group>
      <Card padding={0}>
        <QueryState
          query={members}
          isEmpty={(answer) => answer.data.length === 0}
          empty={
            <EmptyState
              py={60}
              icon={<IconUsers size={28} />}
              title={t(filtered ? 'enterprise.members.noMatch' : 'enterprise.members.empty')}
            />
          }
        >
          {(answer) => (
            <>
              <MembersTable members={answer.data} actor={user} />
              <PageFooter page={page} answer={answer} onPage={setPage} />
            </>
          )}
        </QueryState>
      </Card>
      {manager && <AddMemberModal enterpriseId={enterpriseId} opened={adding} onClose={addDialog.close} />}
    </>
  );
}
