import { PHOTO_ASPECT } from '@bondhon/shared/photos';

/** The part of a photo the frame shows, in the photo's own pixels. */
export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the frame is: the photo's point at its centre, and how far in it is zoomed (1 or more). */
export interface CropPlacement {
  centerX: number;
  centerY: number;
  zoom: number;
}

export const ZOOM_MAX = 4;
const RATIO = PHOTO_ASPECT.width / PHOTO_ASPECT.height;

/** The card-shaped rectangle the frame holds at `zoom`: at 1 the largest that fits the photo. */
function frameSize(imageWidth: number, imageHeight: number, zoom: number) {
  const width = Math.min(imageWidth, imageHeight * RATIO) / zoom;
  return { width, height: width / RATIO };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A placement kept inside the photo: the frame never shows anything beyond its edges. */
export function clampPlacement(
  imageWidth: number,
  imageHeight: number,
  placement: CropPlacement,
): CropPlacement {
  const zoom = clamp(placement.zoom, 1, ZOOM_MAX);
  const { width, height } = frameSize(imageWidth, imageHeight, zoom);
  return {
    zoom,
    centerX: clamp(placement.centerX, width / 2, imageWidth - width / 2),
    centerY: clamp(placement.centerY, height / 2, imageHeight - height / 2),
  };
}

/**
 * Where a photo starts: the whole width or height, centred across and from the top down (a face
 * is near the top of most portraits).
 */
export function initialPlacement(imageWidth: number, imageHeight: number): CropPlacement {
  const { height } = frameSize(imageWidth, imageHeight, 1);
  return clampPlacement(imageWidth, imageHeight, {
    zoom: 1,
    centerX: imageWidth / 2,
    centerY: height / 2,
  });
}

/** The rectangle of the photo a placement shows. */
export function cropRect(
  imageWidth: number,
  imageHeight: number,
  placement: CropPlacement,
): CropRect {
  const { zoom, centerX, centerY } = clampPlacement(imageWidth, imageHeight, placement);
  const { width, height } = frameSize(imageWidth, imageHeight, zoom);
  return { x: centerX - width / 2, y: centerY - height / 2, width, height };
}

/**
 * The placement after the photo is dragged by (`dx`, `dy`) screen pixels in a frame `frameWidth`
 * pixels wide: the photo follows the pointer, so the frame's centre moves the other way.
 */
export function dragPlacement(
  imageWidth: number,
  imageHeight: number,
  placement: CropPlacement,
  { dx, dy, frameWidth }: { dx: number; dy: number; frameWidth: number },
): CropPlacement {
  const { width } = frameSize(imageWidth, imageHeight, placement.zoom);
  const scale = width / frameWidth;
  return clampPlacement(imageWidth, imageHeight, {
    ...placement,
    centerX: placement.centerX - dx * scale,
    centerY: placement.centerY - dy * scale,
  });
}

/** The size to write the cropped photo at: its own pixels, at most 1600 wide. */
export function outputSize(rect: CropRect): { width: number; height: number } {
  const width = Math.max(1, Math.round(Math.min(rect.width, 1600)));
  return { width, height: Math.max(1, Math.round(width / RATIO)) };
}
