import { createHash } from 'node:crypto';
import { CAROUSEL_SLIDE_WIDTHS } from '@bondhon/shared/constants';
import sharp from 'sharp';
import { renderSlideSvg, SLIDE_WIDTH } from './slides';

/** A carousel slide drawn as a WebP picture at one of CAROUSEL_SLIDE_WIDTHS. */
export interface SlidePicture {
  bytes: Buffer;
  etag: string;
}

/** Flat colours and soft shapes: a quality the eye cannot tell from the drawing at these sizes. */
const QUALITY = 75;

const drawn = new Map<string, Promise<SlidePicture>>();

function isSlideWidth(width: number): width is (typeof CAROUSEL_SLIDE_WIDTHS)[number] {
  return (CAROUSEL_SLIDE_WIDTHS as readonly number[]).includes(width);
}

/**
 * Slide `number` as a WebP `width` pixels wide (its drawing scaled, so lines stay sharp), or
 * undefined when there is no such slide or width. Each is drawn once (50–180 ms) and kept, a few
 * kilobytes each; callers at the same time share the one drawing, and a failure is not kept.
 */
export function drawSlidePicture({
  number,
  width,
}: {
  number: number;
  width: number;
}): Promise<SlidePicture> | undefined {
  if (!isSlideWidth(width)) return undefined;
  const key = `${number}:${width}`;
  const known = drawn.get(key);
  if (known) return known;
  const svg = renderSlideSvg({ number });
  if (svg === undefined) return undefined;
  // librsvg draws the SVG at 72 dpi by default: its own 1600 px at density 72.
  const drawing = sharp(Buffer.from(svg), { density: (72 * width) / SLIDE_WIDTH })
    .webp({ quality: QUALITY })
    .toBuffer()
    .then((bytes) => ({
      bytes,
      etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`,
    }));
  drawn.set(key, drawing);
  drawing.catch(() => drawn.delete(key));
  return drawing;
}
