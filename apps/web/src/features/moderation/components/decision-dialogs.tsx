import { TOAST_MS } from '@bondhon/shared/constants';
import { todayInBangladesh } from '@bondhon/shared/schemas/biodata';
import {
  DECISION_REASON_MAX,
  decisionReasonInput,
  suspendUserInput,
} from '@bondhon/shared/schemas/moderation';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { showError } from '../../../lib/dialogs';
import { errorText } from '../../../lib/error-text';
import { loadStrings } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { messageText } from '../../../lib/validation-text';
import { useRemoveBiodata, useRemovePhoto, useSuspendMember } from '../api/moderation';
import { useRequestChanges } from '../api/review-queue';
import { moderationStrings } from '../locales';

// Its strings come with its code.
await loadStrings(moderationStrings);

type FieldErrors = Partial<Record<'reason' | 'until', string>>;

/** The first message of each field a schema refused, in the reader's language. */
function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrors {
  const found: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if ((field === 'reason' || field === 'until') && !found[field]) {
      found[field] = messageText(issue.message);
    }
  }
  return found;
}

/** The reason every decision carries, shown to the member. */
function ReasonField({
  value,
  error,
  hint,
  onChange,
}: {
  value: string;
  error: string | undefined;
  hint: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextAreaField
      label={t('moderation.reason')}
      hint={hint}
      error={error}
      value={value}
      required
      maxLength={DECISION_REASON_MAX}
      rows={3}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * A decision that needs only a reason the member reads (remove, ask for changes): the dialog asks
 * for it, checks it as the server does, and closes once `decide` succeeds.
 */
function ReasonDialog({
  title,
  lead,
  hint,
  submitLabel,
  submitClassName,
  isBusy,
  decide,
  onClose,
}: {
  title: string;
  lead: string;
  hint: string;
  submitLabel: string;
  submitClassName: string;
  isBusy: boolean;
  /** Makes the decision; resolves once it is made, rejects with the refusal. */
  decide: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { t } = useTranslation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = decisionReasonInput.safeParse({ reason });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    decide(parsed.data.reason).then(onClose, () => {});
  };

  return (
    <Modal title={title} closeLabel={t('moderation.close')} onClose={onClose}>
      <p className="mb-4">{lead}</p>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <ReasonField value={reason} error={errors.reason} hint={hint} onChange={setReason} />
        <Button type="submit" className={`btn w-full sm:w-auto ${submitClassName}`} isBusy={isBusy}>
          {submitLabel}
        </Button>
      </form>
    </Modal>
  );
}

/**
 * A decision's call, as a dialog's `decide`: a toast saying it is done, or a dialog saying why
 * not (and the dialog stays open).
 */
function announced(
  call: (reason: string) => Promise<unknown>,
  words: { done: string; failed: string },
): (reason: string) => Promise<void> {
  return (reason) =>
    call(reason).then(
      () => void toast.success(words.done, { duration: TOAST_MS.standard }),
      (error: unknown) => {
        void showError(words.failed, errorText(error));
        throw error;
      },
    );
}

/**
 * Taking a biodata down (issue 21) or only its photo (issue 22): a reason its owner is told,
 * then the call; each with its own words (`moderation.remove.*`, `moderation.removePhoto.*`).
 */
function TakeDownDialog({
  what,
  biodataId,
  addid,
  onClose,
}: {
  what: 'remove' | 'removePhoto';
  biodataId: string;
  addid: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const removeBiodata = useRemoveBiodata();
  const removePhoto = useRemovePhoto();
  const decision = what === 'remove' ? removeBiodata : removePhoto;
  return (
    <ReasonDialog
      title={t(`moderation.${what}.title`)}
      lead={t(`moderation.${what}.lead`, { addid })}
      hint={t(`moderation.${what}.reasonHint`, { max: DECISION_REASON_MAX })}
      submitLabel={t(`moderation.${what}.submit`)}
      submitClassName="btn-error"
      isBusy={decision.isPending}
      onClose={onClose}
      decide={announced((reason) => decision.mutateAsync({ biodataId, reason }), {
        done: t(`moderation.${what}.done`),
        failed: t(`moderation.${what}.failed`),
      })}
    />
  );
}

interface TakeDownProps {
  biodataId: string;
  addid: number;
  onClose: () => void;
}

/** Remove biodata's dialog: a reason, then the biodata is taken down. */
export function RemoveBiodataDialog(props: TakeDownProps) {
  return <TakeDownDialog what="remove" {...props} />;
}

/** Remove photo's dialog (issue 22): a reason, then the photo is taken off the biodata. */
export function RemovePhotoDialog(props: TakeDownProps) {
  return <TakeDownDialog what="removePhoto" {...props} />;
}

/** The Bangladesh day after `today` (YYYY-MM-DD). */
function dayAfter(today: string): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Suspend member's dialog: a reason, and a day it ends on or indefinitely. */
export function SuspendMemberDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const legendId = useId();
  const tomorrow = dayAfter(todayInBangladesh());
  const [reason, setReason] = useState('');
  const [isIndefinite, setIsIndefinite] = useState(false);
  const [until, setUntil] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const suspend = useSuspendMember();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = suspendUserInput.safeParse({ reason, until: isIndefinite ? null : until });
    const found = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
    if (!isIndefinite && !found.until && until !== '' && until < tomorrow) {
      found.until = t('validation.dateNotLater');
    }
    if (!parsed.success || found.until) {
      setErrors(found);
      return;
    }
    setErrors({});
    // Awaited, not mutate's callbacks: the decision takes the card (and this dialog) off the
    // list as it is read again, before those would run.
    suspend.mutateAsync({ userId, ...parsed.data }).then(
      () => {
        onClose();
        toast.success(t('moderation.suspend.done'), { duration: TOAST_MS.standard });
      },
      (error: unknown) => void showError(t('moderation.suspend.failed'), errorText(error)),
    );
  };

  return (
    <Modal
      title={t('moderation.suspend.title')}
      closeLabel={t('moderation.close')}
      onClose={onClose}
    >
      <p className="mb-4">{t('moderation.suspend.lead')}</p>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <ReasonField
          value={reason}
          error={errors.reason}
          hint={t('moderation.suspend.reasonHint', { max: DECISION_REASON_MAX })}
          onChange={setReason}
        />
        <fieldset aria-labelledby={legendId} className="space-y-2">
          <legend id={legendId} className="mb-2 font-semibold">
            {t('moderation.suspend.lengthLegend')}
          </legend>
          <label className="flex cursor-pointer items-center gap-3">
            <input
              type="radio"
              name="suspension-length"
              className="radio radio-primary radio-sm"
              checked={!isIndefinite}
              onChange={() => setIsIndefinite(false)}
            />
            {t('moderation.suspend.untilDay')}
          </label>
          <label className="flex cursor-pointer items-center gap-3">
            <input
              type="radio"
              name="suspension-length"
              className="radio radio-primary radio-sm"
              checked={isIndefinite}
              onChange={() => setIsIndefinite(true)}
            />
            {t('moderation.suspend.indefinitely')}
          </label>
        </fieldset>
        {isIndefinite ? null : (
          <TextField
            label={t('moderation.suspend.until')}
            hint={t('moderation.suspend.untilHint')}
            error={errors.until}
            type="date"
            min={tomorrow}
            value={until}
            required
            onChange={(event) => setUntil(event.target.value)}
          />
        )}
        <Button type="submit" className="btn btn-error w-full sm:w-auto" isBusy={suspend.isPending}>
          {t('moderation.suspend.submit')}
        </Button>
      </form>
    </Modal>
  );
}

/** Request changes' dialog (the review queue): the reason the owner reads. */
export function RequestChangesDialog({
  biodataId,
  onClose,
}: {
  biodataId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const requestChanges = useRequestChanges();
  return (
    <ReasonDialog
      title={t('moderation.queue.changesTitle')}
      lead={t('moderation.queue.changesLead')}
      hint={t('moderation.queue.changesHint', { max: DECISION_REASON_MAX })}
      submitLabel={t('moderation.queue.changesSubmit')}
      submitClassName="btn-primary"
      isBusy={requestChanges.isPending}
      onClose={onClose}
      decide={announced((reason) => requestChanges.mutateAsync({ biodataId, reason }), {
        done: t('moderation.queue.changesDone'),
        failed: t('moderation.queue.changesFailed'),
      })}
    />
  );
}
