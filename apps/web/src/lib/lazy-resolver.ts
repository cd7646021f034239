import type { FieldValues, Resolver } from 'react-hook-form';
import { useIdlePreload } from './idle';

type FormResolver<TValues extends FieldValues, TOutput> = Resolver<TValues, unknown, TOutput>;

/** A form's validation whose code (a shared schema, zod, the zod resolver) loads on its own. */
export interface LazyResolver<TValues extends FieldValues, TOutput> {
  /** Starts loading the real resolver; a failed load is tried again on the next call. */
  preload: () => Promise<FormResolver<TValues, TOutput>>;
  /** What react-hook-form calls: the real resolver, once it has loaded. */
  resolver: FormResolver<TValues, TOutput>;
}

/**
 * A resolver that loads the real one (`load`, a dynamic import) when the form first validates,
 * so the form paints without zod in its screen's first load. Rules and messages are the real
 * resolver's; react-hook-form awaits every resolver, so the form cannot tell the difference.
 */
export function lazyResolver<TValues extends FieldValues, TOutput>(
  load: () => Promise<FormResolver<TValues, TOutput>>,
): LazyResolver<TValues, TOutput> {
  let loading: Promise<FormResolver<TValues, TOutput>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    preload,
    resolver: async (values, context, options) => (await preload())(values, context, options),
  };
}

/**
 * The resolver of a lazy one, whose code starts loading once the browser is idle after the form
 * mounts: by the first submit it is there, and the submit does not wait for the network.
 */
export function usePreloadedResolver<TValues extends FieldValues, TOutput>({
  preload,
  resolver,
}: LazyResolver<TValues, TOutput>): FormResolver<TValues, TOutput> {
  useIdlePreload(preload);
  return resolver;
}
