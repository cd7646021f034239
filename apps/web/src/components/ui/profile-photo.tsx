import { useState } from 'react';

/** A head-and-shoulders outline, for a biodata without a photo (or whose photo fails). */
function PhotoPlaceholder({ className }: { className: string }) {
  return (
    <div
      aria-hidden="true"
      className={`flex items-center justify-center bg-base-300 text-primary/40 ${className}`}
    >
      <svg viewBox="0 0 64 64" className="h-1/2 w-1/2" fill="currentColor" focusable="false">
        <circle cx="32" cy="22" r="12" />
        <path d="M8 60c0-13.3 10.7-22 24-22s24 8.7 24 22z" />
      </svg>
    </div>
  );
}

/**
 * A biodata's profile photo (an http(s) link or one of our own /media pictures), cropped to the
 * box `className` gives it; a neutral outline when there is none or it does not load.
 */
export function ProfilePhoto({
  src,
  alt,
  className,
  loading = 'lazy',
}: {
  src: string | null;
  alt: string;
  className: string;
  loading?: 'lazy' | 'eager';
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || src === failedSrc) return <PhotoPlaceholder className={className} />;
  return (
    <img
      src={src}
      alt={alt}
      loading={loading}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(src)}
      className={`bg-base-300 object-cover object-top ${className}`}
    />
  );
}
