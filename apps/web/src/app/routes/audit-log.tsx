import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { AuditLog } from '../../features/audit-log/components/audit-log';
import { auditLogStrings } from '../../features/audit-log/locales';
import { loadStrings } from '../../lib/i18n';

// This screen's strings, loaded with its code (before it renders): lib/i18n.ts.
await loadStrings(auditLogStrings);

/** The audit log (issue 21): every admin's and operator's action, for admins. */
export function AuditLogPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader title={t('auditLog.title')} lead={t('auditLog.lead')} />
      <AuditLog />
    </div>
  );
}

export { AuditLogPage as Component };
