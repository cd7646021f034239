import type { QueryClient } from '@tanstack/react-query';

/**
 * A query's data that came with the page (the server rendered the page with it, ADR 0033): the
 * app starts from it, so its first render is the markup the page arrived with.
 */
export interface SeededQuery {
  queryKey: readonly unknown[];
  data: unknown;
}

const SEEDED_QUERIES_ID = 'seeded-queries';

/**
 * The element that carries `queries` in the page: JSON, which the browser never runs (no inline
 * script, so the CSP holds). `<`, `>`, `&` and the line separators are written as escapes, so no
 * text in the data (a name such as `</script><script>…`) can end the element or start markup.
 */
export function seededQueriesElement(queries: readonly SeededQuery[]): string {
  const json = JSON.stringify(queries).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${SEEDED_QUERIES_ID}">${json}</script>`;
}

/** Puts the data the page came with into the app's query cache (nothing when there is none). */
export function seedQueries(queryClient: QueryClient, document: Document): void {
  const element = document.getElementById(SEEDED_QUERIES_ID);
  if (!element?.textContent) return;
  const queries = JSON.parse(element.textContent) as SeededQuery[];
  for (const { queryKey, data } of queries) queryClient.setQueryData(queryKey, data);
}
