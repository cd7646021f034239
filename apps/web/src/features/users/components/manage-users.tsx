import { TOAST_MS } from '@bondhon/shared/constants';
import type { Person, Role } from '@bondhon/shared/options';
import type { ActionResult, UserRecord } from '@bondhon/shared/schemas/users';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingIndicator } from '../../../components/ui/loading-indicator';
import { PrevNextPager } from '../../../components/ui/prev-next-pager';
import { ApiError } from '../../../lib/api-client';
import { showError } from '../../../lib/dialogs';
import { formatBangladeshDay } from '../../../lib/format-date';
import i18n from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { USERS_PAGE_SIZE, useUsers } from '../api/get-users';
import { useUpdateUserPerson } from '../api/update-user-person';
import { useUpdateUserRole } from '../api/update-user-role';
import { answerReason, errorText } from '../../../lib/error-text';

const SEARCH_DEBOUNCE_MS = 300;

type SuspensionAction = (user: UserRecord) => ReactNode;

/**
 * Spec §8: a refusal (4xx, or an answer with success false) shows its title with the server's
 * message; anything else (no answer, a 5xx) the generic 'Oops...' / 'Something went wrong!'.
 */
function showUpdateFailure(title: string, error: unknown) {
  const isRefusal = error instanceof ApiError && error.status >= 400 && error.status < 500;
  void (isRefusal
    ? showError(title, errorText(error))
    : showError(i18n.t('users.oops'), i18n.t('users.somethingWrong')));
}

function onUpdated(result: ActionResult, successText: string, failureTitle: string) {
  if (result.success) toast.success(successText, { duration: TOAST_MS.userChange });
  else void showError(failureTitle, answerReason(result.message) ?? i18n.t('users.somethingWrong'));
}

/** Why a row's Make Admin toggle is off limits, if it is. */
function lockReasons(user: UserRecord, isSelf: boolean) {
  const reasons: { key: 'superAdmin' | 'self'; badge: string; text: string }[] = [];
  if (user.isSuperAdmin) {
    reasons.push({
      key: 'superAdmin',
      badge: i18n.t('users.superAdminBadge'),
      text: i18n.t('users.superAdminReason'),
    });
  }
  if (isSelf) {
    reasons.push({
      key: 'self',
      badge: i18n.t('users.youBadge'),
      text: i18n.t('users.selfReason'),
    });
  }
  return reasons;
}

function UserRow({
  user,
  isSelf,
  suspensionAction,
}: {
  user: UserRecord;
  isSelf: boolean;
  suspensionAction: SuspensionAction;
}) {
  const { t, i18n } = useTranslation();
  const rowId = useId();
  const roleUpdate = useUpdateUserRole();
  const personUpdate = useUpdateUserPerson();
  const reasons = lockReasons(user, isSelf);
  const isRoleLocked = reasons.length > 0;

  // While a change is on its way, the toggle shows where it is going.
  const role: Role = roleUpdate.isPending ? roleUpdate.variables.role : user.role;
  const person: Person = personUpdate.isPending ? personUpdate.variables.person : user.person;

  const onRoleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next: Role = event.target.checked ? 'admin' : 'customer';
    roleUpdate.mutate(
      { id: user._id, role: next },
      {
        onSuccess: (result) =>
          onUpdated(
            result,
            t('users.roleChanged', { role: t(`users.roleNames.${next}`) }),
            t('users.roleFailed'),
          ),
        onError: (error) => showUpdateFailure(t('users.roleFailed'), error),
      },
    );
  };

  const onPersonChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next: Person = event.target.checked ? 'premium' : 'normal';
    personUpdate.mutate(
      { id: user._id, person: next },
      {
        onSuccess: (result) =>
          onUpdated(
            result,
            t('users.personChanged', { person: t(`users.personNames.${next}`) }),
            t('users.personFailed'),
          ),
        onError: (error) => showUpdateFailure(t('users.personFailed'), error),
      },
    );
  };

  return (
    <tr>
      <td>
        <div className="flex items-center gap-2 sm:gap-3">
          <Avatar
            name={user.name}
            image={user.image}
            alt=""
            className="size-8 text-sm sm:size-10 sm:text-base"
          />
          <div className="min-w-0">
            <p className="font-semibold break-words">{user.name}</p>
            <p className="text-xs break-all text-muted sm:hidden">{user.email}</p>
            {user.suspension ? (
              <div className="mt-1 flex flex-wrap items-center gap-2">
                <span className="badge badge-sm badge-error" title={user.suspension.reason}>
                  {user.suspension.until
                    ? t('users.suspendedUntil', {
                        date: formatBangladeshDay(user.suspension.until, i18n.language),
                      })
                    : t('users.suspendedIndefinitely')}
                </span>
                {suspensionAction(user)}
              </div>
            ) : null}
          </div>
        </div>
      </td>
      <td className="hidden break-all sm:table-cell">{user.email}</td>
      <td>
        <div className="flex flex-col items-start gap-1.5 sm:flex-row sm:items-center sm:gap-2">
          <input
            type="checkbox"
            role="switch"
            className="toggle toggle-primary"
            checked={role === 'admin'}
            disabled={isRoleLocked || roleUpdate.isPending}
            aria-label={t('users.makeAdminLabel', { name: user.name })}
            aria-describedby={
              isRoleLocked ? reasons.map((reason) => `${rowId}-${reason.key}`).join(' ') : undefined
            }
            onChange={onRoleChange}
          />
          {reasons.map((reason) => (
            <span
              key={reason.key}
              className={`badge badge-sm whitespace-nowrap ${reason.key === 'superAdmin' ? 'badge-accent' : 'badge-neutral'}`}
              title={reason.text}
            >
              {reason.badge}
              <span id={`${rowId}-${reason.key}`} className="sr-only">
                {reason.text}
              </span>
            </span>
          ))}
        </div>
      </td>
      <td>
        <input
          type="checkbox"
          role="switch"
          className="toggle toggle-accent"
          checked={person === 'premium'}
          disabled={personUpdate.isPending}
          aria-label={t('users.makePremiumLabel', { name: user.name })}
          onChange={onPersonChange}
        />
      </td>
    </tr>
  );
}

/**
 * Manage Users (spec §2, §4, §8): every user with Make Admin and Make Premium toggles, a search
 * box and Prev/Next pages. Nobody changes the super admin's role or their own.
 */
export function ManageUsers({
  currentUserEmail,
  suspensionAction,
}: {
  currentUserEmail: string | null;
  /** What an admin may do about a suspended member's suspension (the route composes it in). */
  suspensionAction: SuspensionAction;
}) {
  const { t } = useTranslation();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const usersQuery = useUsers({ search: debouncedSearch, page, pageSize: USERS_PAGE_SIZE });

  const total = usersQuery.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const ownEmail = currentUserEmail?.toLowerCase() ?? null;

  const onSearchChange = (event: ChangeEvent<HTMLInputElement>) => {
    setSearch(event.target.value);
    setPage(1);
  };

  let content;
  if (usersQuery.isPending) {
    content = <LoadingIndicator label={t('users.loading')} />;
  } else if (usersQuery.isError) {
    content = (
      <LoadError
        message={`${t('users.loadFailed')} ${errorText(usersQuery.error)}`}
        retryLabel={t('users.retry')}
        onRetry={() => void usersQuery.refetch()}
      />
    );
  } else if (usersQuery.data.users.length === 0) {
    content = (
      <EmptyState
        icon={<Icon name="users" />}
        title={
          debouncedSearch ? t('users.emptySearch', { search: debouncedSearch }) : t('users.empty')
        }
      />
    );
  } else {
    content = (
      // While a new search loads, the previous rows stay at full contrast (dimming them would
      // fail WCAG contrast); aria-busy tells assistive technology they are about to change.
      <div
        className="overflow-x-auto rounded-box border border-base-300 bg-base-100"
        aria-busy={usersQuery.isPlaceholderData}
      >
        <table className="table table-sm sm:table-md max-sm:[&_td]:px-2 max-sm:[&_th]:px-2 max-sm:[&_th]:leading-tight">
          <caption className="sr-only">{t('users.tableCaption')}</caption>
          <thead className="text-muted">
            <tr>
              <th scope="col">{t('users.columns.name')}</th>
              <th scope="col" className="hidden sm:table-cell">
                {t('users.columns.email')}
              </th>
              <th scope="col" className="w-0">
                {t('users.columns.makeAdmin')}
              </th>
              <th scope="col" className="w-0">
                {t('users.columns.makePremium')}
              </th>
            </tr>
          </thead>
          <tbody>
            {usersQuery.data.users.map((user) => (
              <UserRow
                key={user._id}
                user={user}
                isSelf={ownEmail !== null && user.email.toLowerCase() === ownEmail}
                suspensionAction={suspensionAction}
              />
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <form role="search" onSubmit={(event) => event.preventDefault()} className="sm:w-80">
          <label htmlFor={searchId} className="mb-1.5 block font-medium">
            {t('users.searchLabel')}
          </label>
          <div className="input w-full">
            <Icon name="search" className="size-5 text-muted" />
            <input
              id={searchId}
              type="search"
              value={search}
              placeholder={t('users.searchPlaceholder')}
              autoComplete="off"
              onChange={onSearchChange}
            />
          </div>
        </form>
        <p className="text-sm text-muted" aria-live="polite">
          {usersQuery.data ? t('users.count', { count: total }) : null}
        </p>
      </div>

      {content}

      <PrevNextPager
        page={page}
        pages={pages}
        onPage={setPage}
        label={t('users.pagination.label')}
        prevLabel={t('users.pagination.prev')}
        nextLabel={t('users.pagination.next')}
        status={t('users.pagination.status', { page, pages })}
      />
    </div>
  );
}
