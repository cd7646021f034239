import { photoForPlace } from '@bondhon/shared/photos';
import { useState } from 'react';

/**
 * A person's photo, or their initial on maroon when there is no photo or it fails to load.
 * `alt` names the photo. Use it where the name is written beside it: the initial is decorative.
 */
export function Avatar({
  name,
  image,
  alt,
  className = 'size-8 text-sm',
}: {
  name: string;
  image: string | null | undefined;
  alt: string;
  className?: string;
}) {
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  // An uploaded photo in its avatar size (issue 22); a link as it is.
  const address = image ? photoForPlace(image, 'avatar') : null;

  if (address && address !== failedImage) {
    return (
      <img
        src={address}
        alt={alt}
        referrerPolicy="no-referrer"
        loading="lazy"
        onError={() => setFailedImage(address)}
        className={`shrink-0 rounded-full object-cover ring-2 ring-accent ${className}`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-content ${className}`}
    >
      {initial}
    </span>
  );
}
