import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { BlockedList } from '../../features/blocks/components/blocked-list';
import { blockStrings } from '../../features/blocks/locales';
import { loadStrings } from '../../lib/i18n';

// This screen's strings, loaded with its code (before it renders): lib/i18n.ts.
await loadStrings(blockStrings);

/** Blocked members (issue 21, beyond the spec's menus): the customer's blocks, to unblock. */
export function BlockedMembersPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader title={t('blocks.title')} lead={t('blocks.lead')} />
      <BlockedList />
    </div>
  );
}

export { BlockedMembersPage as Component };
