import { PHOTO_MAX_BYTES, PHOTO_UPLOAD_TYPES } from '@bondhon/shared/photos';
import { lazy, Suspense, useRef, useState, type ChangeEvent } from 'react';
import { Icon } from './icons';

// The crop step and its strings load when a photo is chosen, not with the form.
const PhotoCropDialog = lazy(() =>
  import('./photo-crop-dialog').then((module) => ({ default: module.PhotoCropDialog })),
);

/**
 * Choose a photo (issue 22): a button that opens the device's picker (on a phone, the camera
 * among its choices) for a JPEG, PNG or WebP of 10 MB at most, then the crop step, which uploads
 * it and hands `onUploaded` its address. A file of another type or size is refused here, with
 * `refusals`' words, before it is read; the server checks again whatever it is sent.
 */
export function PhotoPicker({
  use,
  label,
  refusals,
  onUploaded,
  describedBy,
}: {
  use: 'biodata' | 'account';
  label: string;
  refusals: { type: string; size: string };
  onUploaded: (address: string) => void;
  /** The hint's id: what the button is for. */
  describedBy?: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // The same file may be chosen again after a cancel.
    event.target.value = '';
    if (!chosen) return;
    if (!(PHOTO_UPLOAD_TYPES as readonly string[]).includes(chosen.type)) {
      setRefusal(refusals.type);
    } else if (chosen.size > PHOTO_MAX_BYTES) {
      setRefusal(refusals.size);
    } else {
      setRefusal(null);
      setFile(chosen);
    }
  };

  return (
    <div>
      <input
        ref={inputRef}
        type="file"
        accept={PHOTO_UPLOAD_TYPES.join(',')}
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={onChange}
      />
      <button
        type="button"
        className="btn btn-outline btn-primary"
        aria-describedby={describedBy}
        onClick={() => inputRef.current?.click()}
      >
        <Icon name="camera" className="size-5" />
        {label}
      </button>
      {refusal ? (
        <p role="alert" className="mt-2 text-sm text-error">
          {refusal}
        </p>
      ) : null}
      {file ? (
        <Suspense fallback={null}>
          <PhotoCropDialog
            file={file}
            use={use}
            onUploaded={onUploaded}
            onClose={() => setFile(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
