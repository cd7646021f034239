import { TOAST_MS } from '@bondhon/shared/constants';
import { REPORT_DETAILS_MAX, REPORT_REASONS, reportInput } from '@bondhon/shared/schemas/reports';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { RadioGroup } from '../../../components/ui/radio-group';
import { SafetyNotes } from '../../../components/ui/safety-notes';
import { TextAreaField } from '../../../components/ui/text-field';
import { showError } from '../../../lib/dialogs';
import { errorText } from '../../../lib/error-text';
import { loadStrings } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { messageText } from '../../../lib/validation-text';
import { useReportBiodata } from '../api/report-biodata';
import { reportStrings } from '../locales';

// Its strings come with its code, after the profile's first paint.
await loadStrings(reportStrings);

type Reason = (typeof REPORT_REASONS)[number];

/**
 * Where money and contact meet (issue 21): how to stay safe, and a way to report the biodata to
 * the admins. `canReport` is false on one's own biodata. `otherAction` (a page's own, such as
 * blocking the member) stands beside Report.
 */
export function SafetyAndReport({
  biodataId,
  canReport,
  otherAction,
}: {
  biodataId: string;
  canReport: boolean;
  otherAction?: ReactNode;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <SafetyNotes>
      {canReport || otherAction ? (
        <div className="mt-4 flex flex-wrap gap-3">
          {canReport ? (
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => setIsOpen(true)}
            >
              <Icon name="info" className="size-4" />
              {t('reports.button')}
            </button>
          ) : null}
          {otherAction}
        </div>
      ) : null}
      {isOpen ? <ReportDialog biodataId={biodataId} onClose={() => setIsOpen(false)} /> : null}
    </SafetyNotes>
  );
}

function ReportDialog({ biodataId, onClose }: { biodataId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<Reason | null>(null);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; details?: string }>({});
  const report = useReportBiodata();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reportInput.safeParse({
      biodataId,
      reason: reason ?? undefined,
      details: details.trim() === '' ? undefined : details,
    });
    if (!parsed.success) {
      const found: { reason?: string; details?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'reason' || field === 'details') && !found[field]) {
          found[field] = messageText(issue.message);
        }
      }
      setErrors(found);
      return;
    }
    setErrors({});
    report.mutate(parsed.data, {
      onSuccess: ({ alreadyReported }) => {
        onClose();
        if (alreadyReported) toast.notice(t('reports.already'), { duration: TOAST_MS.standard });
        else toast.success(t('reports.thanks'), { duration: TOAST_MS.standard });
      },
      onError: (error) => void showError(t('reports.failed'), errorText(error)),
    });
  };

  return (
    <Modal title={t('reports.title')} closeLabel={t('reports.close')} onClose={onClose}>
      <p className="mb-4">{t('reports.lead')}</p>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <RadioGroup
          legend={t('reports.reasonLegend')}
          name="reason"
          options={REPORT_REASONS.map((value) => ({ value, label: t(`reports.reasons.${value}`) }))}
          value={reason}
          onChange={setReason}
          error={errors.reason}
        />
        <TextAreaField
          label={t('reports.details')}
          hint={t('reports.detailsHint', { max: REPORT_DETAILS_MAX })}
          error={errors.details}
          value={details}
          maxLength={REPORT_DETAILS_MAX}
          rows={3}
          onChange={(event) => setDetails(event.target.value)}
        />
        <Button
          type="submit"
          className="btn btn-primary w-full sm:w-auto"
          isBusy={report.isPending}
        >
          {t('reports.submit')}
        </Button>
      </form>
    </Modal>
  );
}
