import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { formatInteger, loadStrings } from '../../lib/i18n';
import {
  clampPlacement,
  cropRect,
  dragPlacement,
  initialPlacement,
  outputSize,
  ZOOM_MAX,
  type CropPlacement,
} from '../../lib/photo-crop';
import { uploadPhoto } from '../../lib/upload-photo';
import { photoStrings } from '../../locales/photos';
import { Button } from './button';
import { Modal } from './modal';

// Its strings come with its code, after the page's first paint.
await loadStrings(photoStrings);

/** How far one press of an arrow key moves the photo: a twentieth of the frame. */
const KEY_STEP = 0.05;

interface LoadedImage {
  element: HTMLImageElement;
  width: number;
  height: number;
}

/** The chosen file as an image the browser has decoded (turned upright by its EXIF). */
function useLoadedImage(file: File) {
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'ready'; image: LoadedImage } | { status: 'failed' }
  >({ status: 'loading' });
  useEffect(() => {
    const url = URL.createObjectURL(file);
    const element = new Image();
    let isCurrent = true;
    element.onload = () => {
      if (!isCurrent) return;
      setState({
        status: 'ready',
        image: { element, width: element.naturalWidth, height: element.naturalHeight },
      });
    };
    element.onerror = () => {
      if (isCurrent) setState({ status: 'failed' });
    };
    element.src = url;
    return () => {
      isCurrent = false;
      URL.revokeObjectURL(url);
    };
  }, [file]);
  return state;
}

/** The framed part of the photo as a JPEG, at most 1600 pixels wide. */
function cropToBlob(image: LoadedImage, placement: CropPlacement): Promise<Blob> {
  const rect = cropRect(image.width, image.height, placement);
  const size = outputSize(rect);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No canvas to crop the photo on'));
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    image.element,
    rect.x,
    rect.y,
    rect.width,
    rect.height,
    0,
    0,
    size.width,
    size.height,
  );
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be cropped'))),
      'image/jpeg',
      0.9,
    ),
  );
}

/**
 * Crop, then upload (issue 22): the chosen photo in a frame of the card's shape, moved by
 * dragging or the arrow keys and zoomed with a slider; "Use this photo" sends the framed part,
 * with a progress bar, and hands its address to `onUploaded`. A refusal is said in the dialog,
 * which stays open to try again.
 */
export function PhotoCropDialog({
  file,
  use,
  onUploaded,
  onClose,
}: {
  file: File;
  use: 'biodata' | 'account';
  onUploaded: (address: string) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const loaded = useLoadedImage(file);
  // Where the owner moved the photo; until they do, where it starts.
  const [moved, setPlacement] = useState<CropPlacement | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const abort = useRef<AbortController | null>(null);

  const image = loaded.status === 'ready' ? loaded.image : null;
  const placement = moved ?? (image ? initialPlacement(image.width, image.height) : null);
  useEffect(() => () => abort.current?.abort(), []);

  const isUploading = progress !== null;
  const move = (dx: number, dy: number) => {
    if (!image || !placement || !frameRef.current) return;
    const frameWidth = frameRef.current.clientWidth || 1;
    setPlacement(dragPlacement(image.width, image.height, placement, { dx, dy, frameWidth }));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (isUploading) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    move(event.clientX - drag.current.x, event.clientY - drag.current.y);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const width = frameRef.current?.clientWidth ?? 0;
    const step = width * KEY_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const delta = moves[event.key];
    if (!delta || isUploading) return;
    event.preventDefault();
    move(...delta);
  };
  const onZoom = (zoom: number) => {
    if (!image || !placement) return;
    setPlacement(clampPlacement(image.width, image.height, { ...placement, zoom }));
  };

  const onUse = async () => {
    if (!image || !placement) return;
    setError(null);
    setProgress(0);
    abort.current = new AbortController();
    try {
      const blob = await cropToBlob(image, placement);
      const { address } = await uploadPhoto(blob, {
        use,
        onProgress: setProgress,
        signal: abort.current.signal,
      });
      onUploaded(address);
      onClose();
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      setProgress(null);
      setError(errorText(failure));
    }
  };

  // The photo as it sits in the frame: scaled so the framed part fills the frame's width.
  const rect = image && placement ? cropRect(image.width, image.height, placement) : null;
  const percent = progress === null ? 0 : Math.round(progress * 100);
  return (
    <Modal title={t('photos.title')} closeLabel={t('photos.close')} onClose={onClose}>
      <p className="mb-4 text-sm text-muted">{t('photos.lead')}</p>
      {loaded.status === 'failed' ? (
        <p role="alert" className="text-error">
          {t('photos.unreadable')}
        </p>
      ) : (
        <div
          ref={frameRef}
          role="img"
          tabIndex={0}
          aria-label={t('photos.frameLabel')}
          className="relative aspect-[4/3] w-full cursor-move touch-none overflow-hidden rounded-box bg-base-300 outline-offset-2 select-none focus-visible:outline-2 focus-visible:outline-primary"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
        >
          {image && rect ? (
            <img
              src={image.element.src}
              alt=""
              draggable={false}
              className="pointer-events-none absolute top-0 left-0 max-w-none origin-top-left"
              style={{
                width: `${(image.width / rect.width) * 100}%`,
                transform: `translate(${(-rect.x / image.width) * 100}%, ${(-rect.y / image.height) * 100}%)`,
              }}
            />
          ) : (
            <span className="loading absolute inset-0 m-auto loading-md loading-spinner" />
          )}
        </div>
      )}
      <label className="mt-4 flex items-center gap-3">
        <span className="shrink-0 font-medium">{t('photos.zoom')}</span>
        <input
          type="range"
          className="range range-primary range-sm"
          min={1}
          max={ZOOM_MAX}
          step={0.05}
          value={placement?.zoom ?? 1}
          disabled={!image || isUploading}
          onChange={(event) => onZoom(Number(event.target.value))}
        />
      </label>
      {isUploading ? (
        <div className="mt-4">
          <p id="photo-upload-progress" className="mb-1 text-sm font-medium">
            {t('photos.uploading', { percent: formatInteger(percent, i18n.language) })}
          </p>
          <progress
            className="progress w-full progress-primary"
            max={100}
            value={percent}
            aria-labelledby="photo-upload-progress"
          />
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="mt-4 text-error">
          {t('photos.failed')} {error}
        </p>
      ) : null}
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t('photos.cancel')}
        </button>
        <Button
          type="button"
          className="btn btn-primary"
          isBusy={isUploading}
          disabled={!image}
          onClick={() => void onUse()}
        >
          {t('photos.use')}
        </Button>
      </div>
    </Modal>
  );
}
