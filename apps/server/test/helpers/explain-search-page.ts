import type { Division, FILTER_ALL, BiodataType } from '@bondhon/shared/options';
import type { Db } from '../../src/db/client';
import { arrayLiteral, runStatement } from '../../src/db/run-statement';
import {
  blockedPageStatement,
  searchPagesStatements,
  type CardsAs,
} from '../../src/services/biodatas/search-biodatas';

/**
 * What PostgreSQL does for a listing page of this filter shape, from the birth month starting at
 * `monthFrom`, read as `as` says (EXPLAIN ANALYZE with buffers, as JSON): the test of the listing's indexes reads it.
 */
export async function explainSearchPage(
  db: Db,
  values: {
    type: BiodataType | typeof FILTER_ALL;
    division: Division | typeof FILTER_ALL;
    after: string;
    monthFrom: string;
    until: string;
    skipInMonth: number;
    /** A member's blocked biodatas (ADR 0037): their Biodata IDs and birth dates, as arrays. */
    blockedAddids?: string;
    blockedDobs?: string;
    /** How the page's cards are read (rows unless said). */
    as?: CardsAs;
  },
): Promise<unknown> {
  const isBlocking = values.blockedAddids !== undefined;
  const statement = isBlocking
    ? blockedPageStatement(values.type, values.division)
    : searchPagesStatements[values.as ?? 'rows'](values.type, values.division);
  // The listing reads pages in batches: this one alone, as the only row of each array.
  const placeholders = isBlocking
    ? values
    : {
        types: arrayLiteral([values.type]),
        divisions: arrayLiteral([values.division]),
        afters: arrayLiteral([values.after]),
        monthFroms: arrayLiteral([values.monthFrom]),
        untils: arrayLiteral([values.until]),
        skips: arrayLiteral([values.skipInMonth]),
        todays: arrayLiteral([values.after]),
      };
  const [row] = await runStatement<{ 'QUERY PLAN': unknown }>(
    db,
    {
      ...statement,
      name: `${statement.name}_explained`,
      text: `explain (analyze, buffers, format json) ${statement.text}`,
    },
    placeholders,
  );
  return row?.['QUERY PLAN'];
}

/** Every node of an EXPLAIN (FORMAT JSON) answer, depth first. */
export function planNodes(plan: unknown): Record<string, unknown>[] {
  const nodes: Record<string, unknown>[] = [];
  const visit = (node: Record<string, unknown>) => {
    nodes.push(node);
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) visit(child);
  };
  for (const { Plan } of plan as { Plan: Record<string, unknown> }[]) visit(Plan);
  return nodes;
}

/** How a plan reads a table (biodatas unless said): each read's node type, index and rows fetched from it. */
export function readsOf(plan: unknown, table = 'biodatas') {
  return planNodes(plan)
    .filter((node) => node['Relation Name'] === table)
    .map((node) => ({
      node: node['Node Type'],
      index: node['Index Name'],
      heapFetches: node['Heap Fetches'],
    }));
}
