import { describe, expect, it } from 'vitest';
import './zod-config';
import { z } from 'zod';

describe('zod settings', () => {
  it('parses without compiling code (no eval under our content security policy)', () => {
    expect(z.config().jitless).toBe(true);
  });
});
