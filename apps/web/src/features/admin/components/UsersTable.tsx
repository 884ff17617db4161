import { Box, Link, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@shop/i18n/dates';
import type { ToggleTarget } from './ToggleStatusDialog';
import { CompanyCell, fullNameOf, PhoneLink, UserAction, WrappingEmail, type AdminUser } from './userCells';
import { RoleBadge, StatusBadge } from './UserBadges';

export interface UsersViewProps {
  users: AdminUser[];
  currentUserId: number;
  onToggle: (target: ToggleTarget) => void;
}

const COLUMNS = [
  'username',
  'email',
  'phone',
  'name',
  'company',
  'role',
  'status',
  'registered',
  'actions',
] as const;
// The registration date (also on the user's own page and the cards) gives way
// to the company below 1536 px.
const hiddenBelow = (column: (typeof COLUMNS)[number]) => (column === 'registered' ? '2xl' : undefined);

/**
 * The spec's user table, from 1024 px (UserCards below), with the company
 * (issue 29.12: whom an activation lets in). It fits a 1280 px
 * desktop without sideways scrolling: the free-text columns have a maximum
 * width and wrap (an address breaks before '@'), and so do the headers, the
 * phone and the 'Текущий пользователь' note.
 */
export function UsersTable({ users, currentUserId, onToggle }: UsersViewProps) {
  const { t } = useTranslation('admin');
  return (
    <Table.ScrollArea borderWidth="1px" rounded="xl" bg="white" hideBelow="lg">
      {/* The scroll area's nowrap would keep every cell on one line. */}
      <Table.Root size="sm" striped whiteSpace="normal">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((column) => (
              <Table.ColumnHeader key={column} hideBelow={hiddenBelow(column)}>
                {t(`users.list.columns.${column}`)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {users.map((user) => (
            <Table.Row key={user.id}>
              <Table.Cell>
                <Box minW="16" maxW="28" overflowWrap="anywhere">
                  <Link asChild color="brand.fg" fontWeight="medium" display="inline">
                    <RouterLink to={`/admin/users/${user.id}`}>{user.username}</RouterLink>
                  </Link>
                </Box>
              </Table.Cell>
              <Table.Cell>
                <Box minW="24" maxW="44">
                  <WrappingEmail email={user.email} />
                </Box>
              </Table.Cell>
              <Table.Cell>{user.phone && <PhoneLink phone={user.phone} />}</Table.Cell>
              <Table.Cell>
                <Box minW="20" maxW="40" overflowWrap="break-word">
                  {fullNameOf(user)}
                </Box>
              </Table.Cell>
              <Table.Cell>
                <Box minW="20" maxW="40">
                  <CompanyCell user={user} />
                </Box>
              </Table.Cell>
              <Table.Cell>
                <RoleBadge role={user.role} />
              </Table.Cell>
              <Table.Cell>
                <StatusBadge state={user.state} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" hideBelow={hiddenBelow('registered')}>
                {formatDate(user.created_at)}
              </Table.Cell>
              <Table.Cell>
                <UserAction user={user} currentUserId={currentUserId} onToggle={onToggle} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
