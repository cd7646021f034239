import {
  PHOTO_MAX_BYTES,
  PHOTO_VISIBILITIES,
  uploadedPhotoName,
  type PhotoVisibility,
} from '@bondhon/shared/photos';
import type { BiodataInput } from '@bondhon/shared/schemas/biodata-input';
import { useId, useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhotoPicker } from '../../../components/ui/photo-picker';
import { ProfilePhoto } from '../../../components/ui/profile-photo';
import { RadioGroup } from '../../../components/ui/radio-group';
import { TextField } from '../../../components/ui/text-field';

/**
 * The biodata's photo (issue 22): the photo as the card shows it, a button to upload one from
 * the phone or computer (cropped first), "or use a link" (the spec's Image URL field), and who
 * may see it. An uploaded photo's address is the field's value; the link box shows only links.
 */
export function PhotoField({
  control,
  error,
  visibilityError,
}: {
  control: Control<BiodataInput>;
  error: string | undefined;
  visibilityError: string | undefined;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const [uploaded, setUploaded] = useState(false);
  const megabytes = PHOTO_MAX_BYTES / 1024 / 1024;
  return (
    <fieldset className="space-y-4 md:col-span-2">
      <legend className="mb-2 font-semibold">{t('biodataFields.profileImage')}</legend>
      <Controller
        control={control}
        name="profileImage"
        render={({ field }) => {
          const value = typeof field.value === 'string' ? field.value : '';
          const isUploaded = uploadedPhotoName(value) !== null;
          return (
            <div className="space-y-4">
              <div className="flex flex-wrap items-center gap-4">
                <ProfilePhoto
                  src={value || null}
                  alt={t('biodataForm.photo.preview')}
                  className="aspect-[4/3] w-40 shrink-0 rounded-box border border-base-300"
                />
                <div className="min-w-0 flex-1 basis-56 space-y-2">
                  <p id={hintId} className="text-sm text-muted">
                    {t('biodataForm.photo.hint', { megabytes })}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <PhotoPicker
                      use="biodata"
                      label={t(value ? 'biodataForm.photo.change' : 'biodataForm.photo.choose')}
                      refusals={{
                        type: t('biodataForm.photo.typeRefused'),
                        size: t('biodataForm.photo.sizeRefused', { megabytes }),
                      }}
                      describedBy={hintId}
                      onUploaded={(address) => {
                        field.onChange(address);
                        setUploaded(true);
                      }}
                    />
                    {value ? (
                      <button
                        type="button"
                        className="btn btn-ghost"
                        onClick={() => {
                          field.onChange('');
                          setUploaded(false);
                        }}
                      >
                        {t('biodataForm.photo.remove')}
                      </button>
                    ) : null}
                  </div>
                  <p role="status" className="text-sm font-medium text-success empty:hidden">
                    {uploaded && isUploaded ? t('biodataForm.photo.uploaded') : null}
                  </p>
                </div>
              </div>
              <details className="rounded-field border border-base-300 p-3" open={Boolean(error)}>
                <summary className="cursor-pointer font-medium">
                  {t('biodataForm.photo.linkToggle')}
                </summary>
                <div className="mt-3">
                  <TextField
                    label={t('biodataForm.photo.linkLabel')}
                    type="url"
                    inputMode="url"
                    autoComplete="photo"
                    placeholder={t('biodataForm.placeholders.profileImage')}
                    hint={t('biodataForm.hints.profileImage')}
                    error={error}
                    name={field.name}
                    ref={field.ref}
                    value={isUploaded ? '' : value}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                  />
                </div>
              </details>
            </div>
          );
        }}
      />
      <Controller
        control={control}
        name="photoVisibility"
        render={({ field }) => (
          <RadioGroup<PhotoVisibility>
            legend={t('biodataForm.photo.visibility.legend')}
            name={field.name}
            options={PHOTO_VISIBILITIES.map((value) => ({
              value,
              label: t(`biodataForm.photo.visibility.${value}`),
            }))}
            value={field.value ?? 'everyone'}
            onChange={field.onChange}
            error={visibilityError}
          />
        )}
      />
      <p className="text-sm text-muted">{t('biodataForm.photo.visibility.hint')}</p>
    </fieldset>
  );
}
