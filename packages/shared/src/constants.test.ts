import { describe, expect, it } from 'vitest';
import { pageWindowSize, queryRetryDelay } from './constants';

describe('pageWindowSize', () => {
  it.each([
    [375, 3],
    [499, 3],
    [500, 4],
    [767, 4],
    [768, 5],
    [1023, 5],
    [1024, 7],
    [1920, 7],
  ])('shows %i px wide screens a window of %i page buttons', (width, size) => {
    expect(pageWindowSize(width)).toBe(size);
  });
});

describe('queryRetryDelay', () => {
  it('doubles from 1 s and stops growing at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
