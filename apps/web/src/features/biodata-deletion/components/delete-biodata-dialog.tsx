import {
  DELETION_DETAILS_MAX,
  DELETION_REASONS,
  deleteBiodataInput,
  firstNameOf,
  SUCCESS_STORY_MAX,
  type DeleteBiodataInput,
  type DeletionReason,
} from '@bondhon/shared/schemas/biodata-deletion';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Icon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { RadioGroup } from '../../../components/ui/radio-group';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { fieldError } from '../../../lib/field-error';
import { messageText } from '../../../lib/validation-text';
import { useDeleteBiodata } from '../api/delete-biodata';
import type { Farewell } from './delete-biodata';

type Field = 'reason' | 'details' | 'spouseAddid' | 'sharesStory' | 'story' | 'password';
const FIELDS: readonly Field[] = [
  'reason',
  'details',
  'spouseAddid',
  'sharesStory',
  'story',
  'password',
];

/** A Biodata ID as typed (Bengali digits too): a number, or the text for the schema to refuse. */
function biodataIdOf(text: string): number | string | undefined {
  const latin = text.trim().replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
  if (latin === '') return undefined;
  return /^\d{1,10}$/.test(latin) ? Number(latin) : latin;
}

/**
 * The dialog of "Delete my biodata": why (and, for a marriage through Bondhon, the spouse's
 * Biodata ID, the story and the consent to share it), the password, and hiding offered as the
 * gentler way. Loaded on demand by DeleteBiodataSection.
 */
export function DeleteBiodataDialog({
  biodataName,
  onClose,
  onHideInstead,
  onDeleted,
}: {
  biodataName: string;
  onClose: () => void;
  onHideInstead: () => void;
  onDeleted: (farewell: Farewell) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<DeletionReason | null>(null);
  const [details, setDetails] = useState('');
  const [spouseAddid, setSpouseAddid] = useState('');
  const [sharesStory, setSharesStory] = useState(false);
  const [story, setStory] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const deletion = useDeleteBiodata({
    onDeleted: (answer, input) =>
      onDeleted({ reason: input.reason, isStoryShown: answer.isStoryShown }),
  });

  // The server's refusals: a wrong password, an unknown spouse, a stale sign-in.
  const { error } = deletion;
  const isWrongPassword =
    error instanceof ApiError && error.status === 403 && error.code === 'FORBIDDEN';
  const serverError = (field: Field) =>
    field === 'password' && isWrongPassword
      ? t('biodataDeletion.wrongPassword')
      : fieldError(error, field);
  const errorOf = (field: Field) => errors[field] ?? serverError(field);
  const hasFieldError = FIELDS.some((field) => serverError(field) !== undefined);

  const isMarriedThroughBondhon = reason === 'marriedThroughBondhon';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      reason: reason ?? undefined,
      ...(reason === 'other' ? { details } : {}),
      ...(isMarriedThroughBondhon
        ? {
            spouseAddid: biodataIdOf(spouseAddid),
            sharesStory,
            story: sharesStory && story.trim() !== '' ? story : undefined,
          }
        : {}),
      password: password === '' ? undefined : password,
    };
    const parsed = deleteBiodataInput.safeParse(input);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        if (FIELDS.includes(field) && !found[field]) found[field] = messageText(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    deletion.mutate(parsed.data as DeleteBiodataInput);
  };

  return (
    <Modal
      title={t('biodataDeletion.dialogTitle')}
      closeLabel={t('biodataDeletion.close')}
      onClose={onClose}
    >
      <p className="mb-4">{t('biodataDeletion.lead')}</p>
      <div role="note" className="mb-4 rounded-box border border-base-300 bg-base-200 p-4 text-sm">
        <p className="font-semibold">{t('biodataDeletion.gentlerTitle')}</p>
        <p className="mt-1">{t('biodataDeletion.gentlerText')}</p>
        <button type="button" className="btn btn-sm mt-3 btn-outline" onClick={onHideInstead}>
          <Icon name="lock" className="size-4" />
          {t('biodataDeletion.hideInstead')}
        </button>
      </div>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <RadioGroup
          legend={t('biodataDeletion.reasonLegend')}
          name="reason"
          options={DELETION_REASONS.map((value) => ({
            value,
            label: t(`biodataDeletion.reasons.${value}`),
          }))}
          value={reason}
          onChange={setReason}
          error={errors.reason}
        />
        {reason === 'other' ? (
          <TextAreaField
            label={t('biodataDeletion.details')}
            hint={t('biodataDeletion.detailsHint', { max: DELETION_DETAILS_MAX })}
            error={errorOf('details')}
            value={details}
            maxLength={DELETION_DETAILS_MAX}
            rows={3}
            onChange={(event) => setDetails(event.target.value)}
          />
        ) : null}
        {isMarriedThroughBondhon ? (
          <>
            <TextField
              label={t('biodataDeletion.spouse')}
              hint={t('biodataDeletion.spouseHint')}
              error={errorOf('spouseAddid')}
              value={spouseAddid}
              inputMode="numeric"
              autoComplete="off"
              onChange={(event) => setSpouseAddid(event.target.value)}
            />
            <CheckboxField
              label={t('biodataDeletion.sharesStory')}
              hint={t('biodataDeletion.sharesStoryHint', { name: firstNameOf(biodataName) })}
              error={errorOf('sharesStory')}
              checked={sharesStory}
              onChange={(event) => setSharesStory(event.target.checked)}
            />
            {sharesStory ? (
              <TextAreaField
                label={t('biodataDeletion.story')}
                hint={t('biodataDeletion.storyHint', { max: SUCCESS_STORY_MAX })}
                error={errorOf('story')}
                value={story}
                maxLength={SUCCESS_STORY_MAX}
                rows={3}
                onChange={(event) => setStory(event.target.value)}
              />
            ) : null}
          </>
        ) : null}
        <TextField
          label={t('biodataDeletion.password')}
          type="password"
          autoComplete="current-password"
          hint={t('biodataDeletion.passwordHint')}
          error={errorOf('password')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {deletion.isError && !hasFieldError ? (
          <p role="alert" className="text-sm font-medium text-error">
            {t('biodataDeletion.failed')} {errorText(deletion.error)}
          </p>
        ) : null}
        <div className="flex flex-col-reverse justify-end gap-3 sm:flex-row">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('biodataDeletion.cancel')}
          </button>
          <Button type="submit" className="btn btn-error" isBusy={deletion.isPending}>
            {deletion.isPending ? t('biodataDeletion.busy') : t('biodataDeletion.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
