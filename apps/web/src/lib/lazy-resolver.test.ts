import type { Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };

const options: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: undefined };

/** Stands in for a schema's resolver: a name is required. */
function realResolver(values: Values): ResolverResult<Values> {
  if (values.name) return { values, errors: {} };
  return {
    values: {},
    errors: { name: { type: 'too_small', message: 'validation.nameRequired' } },
  };
}

describe('lazyResolver', () => {
  it("answers with the real resolver's verdict, loading it once however often it validates", async () => {
    const load = vi.fn(() => Promise.resolve<Resolver<Values>>(realResolver));
    const { resolver, preload } = lazyResolver<Values, Values>(load);

    await preload();
    expect(await resolver({ name: '' }, undefined, options)).toEqual({
      values: {},
      errors: { name: { type: 'too_small', message: 'validation.nameRequired' } },
    });
    expect(await resolver({ name: 'Ayesha' }, undefined, options)).toEqual({
      values: { name: 'Ayesha' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the real resolver again when the last load failed', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(realResolver);
    const { resolver } = lazyResolver<Values, Values>(load);

    await expect(resolver({ name: 'Ayesha' }, undefined, options)).rejects.toThrow(TypeError);
    expect(await resolver({ name: 'Ayesha' }, undefined, options)).toEqual({
      values: { name: 'Ayesha' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
