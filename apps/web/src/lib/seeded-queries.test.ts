import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { seededQueriesElement, seedQueries } from './seeded-queries';

/** A page whose head holds `html`, as the browser parses it. */
function pageWith(html: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${html}</head><body></body></html>`,
    'text/html',
  );
}

describe('queries that come with the page', () => {
  it('reach the app’s cache as they were, under their keys', () => {
    const queries = [
      { queryKey: ['biodatas', 'search', { page: 1 }], data: { items: [{ name: 'Lamia' }] } },
      { queryKey: ['premium', 'asc'], data: [1, 2, 3] },
    ];
    const queryClient = createQueryClient();
    seedQueries(queryClient, pageWith(seededQueriesElement(queries)));
    expect(queryClient.getQueryData(['biodatas', 'search', { page: 1 }])).toEqual({
      items: [{ name: 'Lamia' }],
    });
    expect(queryClient.getQueryData(['premium', 'asc'])).toEqual([1, 2, 3]);
  });

  it('cannot end their element or start markup, whatever text the data holds', () => {
    const hostile =
      '</script><script>alert(1)</script><!-- & \u2028\u2029 <img src=x onerror=alert(2)>';
    const element = seededQueriesElement([{ queryKey: ['x'], data: { name: hostile } }]);
    expect(element).not.toMatch(/<(?!script type="application\/json"|\/script>$)/);
    const page = pageWith(element);
    expect(page.querySelectorAll('script')).toHaveLength(1);
    expect(page.querySelectorAll('img')).toHaveLength(0);
    const queryClient = createQueryClient();
    seedQueries(queryClient, page);
    expect(queryClient.getQueryData(['x'])).toEqual({ name: hostile });
  });

  it('leave the cache as it is on a page without any', () => {
    const queryClient = createQueryClient();
    seedQueries(queryClient, pageWith('<link rel="icon" href="/favicon.svg">'));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
