import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app';

describe('GET /api/health', () => {
  const ctx = useTestApp();

  it('answers 200 with the database up while the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });
});
