import { describe, expect, it } from 'vitest';
import {
  clampPlacement,
  cropRect,
  dragPlacement,
  initialPlacement,
  outputSize,
} from './photo-crop';

describe('cropping a photo to the card’s 4:3 frame', () => {
  it('starts a portrait photo at its full width, from the top, where faces are', () => {
    // 3000 × 4000: the frame is 3000 × 2250 at the top.
    expect(cropRect(3000, 4000, initialPlacement(3000, 4000))).toEqual({
      x: 0,
      y: 0,
      width: 3000,
      height: 2250,
    });
  });

  it('starts a wide photo at its full height, in the middle', () => {
    expect(cropRect(4000, 2000, initialPlacement(4000, 2000))).toEqual({
      x: (4000 - 2000 * (4 / 3)) / 2,
      y: 0,
      width: 2000 * (4 / 3),
      height: 2000,
    });
  });

  it('zooms in around the same point and never shows beyond the photo’s edges', () => {
    const zoomed = cropRect(1200, 900, { centerX: 600, centerY: 450, zoom: 2 });
    expect(zoomed).toEqual({ x: 300, y: 225, width: 600, height: 450 });
    // Asked to centre on a corner, or zoom out past the whole photo: kept inside it.
    expect(cropRect(1200, 900, { centerX: 0, centerY: 0, zoom: 2 })).toEqual({
      x: 0,
      y: 0,
      width: 600,
      height: 450,
    });
    expect(clampPlacement(1200, 900, { centerX: 10, centerY: 10, zoom: 0.2 })).toEqual({
      centerX: 600,
      centerY: 450,
      zoom: 1,
    });
  });

  it('moves the photo with the pointer: dragging right shows more of its left', () => {
    const start = { centerX: 600, centerY: 450, zoom: 2 };
    // A 300-pixel-wide frame shows 600 photo pixels: 2 photo pixels a screen pixel.
    const moved = dragPlacement(1200, 900, start, { dx: 50, dy: -25, frameWidth: 300 });
    expect(moved).toEqual({ centerX: 500, centerY: 500, zoom: 2 });
  });

  it('writes the crop at its own size, at most 1600 pixels wide', () => {
    expect(outputSize({ x: 0, y: 0, width: 3000, height: 2250 })).toEqual({
      width: 1600,
      height: 1200,
    });
    expect(outputSize({ x: 0, y: 0, width: 640, height: 480 })).toEqual({
      width: 640,
      height: 480,
    });
  });
});
