import { photoForPlace, type PhotoRendition, type PhotoWithheld } from '@bondhon/shared/photos';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A head-and-shoulders outline, for a biodata without a photo (or whose photo fails). */
function PhotoPlaceholder({ className, note }: { className: string; note?: string }) {
  return (
    <div
      className={`relative flex flex-col items-center justify-center bg-base-300 text-primary/40 ${className}`}
    >
      <svg
        viewBox="0 0 64 64"
        className={note ? 'h-2/5 w-2/5' : 'h-1/2 w-1/2'}
        fill="currentColor"
        focusable="false"
        aria-hidden="true"
      >
        <circle cx="32" cy="22" r="12" />
        <path d="M8 60c0-13.3 10.7-22 24-22s24 8.7 24 22z" />
      </svg>
      {note ? (
        <p className="mt-2 rounded-full bg-base-100/90 px-3 py-1 text-center text-xs font-semibold text-base-content">
          {note}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A biodata's profile photo (an uploaded photo in the rendition for its place, an http(s) link
 * or one of our own /media pictures), cropped to the box `className` gives it; a neutral outline
 * when there is none or it does not load, and with a word why when its owner shows it only to
 * some (`withheld`, issue 22).
 */
export function ProfilePhoto({
  src,
  alt,
  className,
  loading = 'lazy',
  rendition = 'card',
  withheld = null,
}: {
  src: string | null;
  alt: string;
  className: string;
  loading?: 'lazy' | 'eager';
  /** Which of an uploaded photo's sizes this place shows. */
  rendition?: PhotoRendition;
  withheld?: PhotoWithheld | null;
}) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (withheld) {
    return (
      <PhotoPlaceholder
        className={className}
        note={t(
          withheld === 'members' ? 'biodataCard.photoForMembers' : 'biodataCard.photoOnRequest',
        )}
      />
    );
  }
  const address = src ? photoForPlace(src, rendition) : null;
  if (!address || address === failedSrc) return <PhotoPlaceholder className={className} />;
  return (
    <img
      src={address}
      alt={alt}
      loading={loading}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(address)}
      className={`bg-base-300 object-cover object-top ${className}`}
    />
  );
}
