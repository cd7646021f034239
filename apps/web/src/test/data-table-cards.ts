import { screen, within } from '@testing-library/react';

/**
 * The cards a DataTable shows on a phone, in the list named by the table's title. (jsdom has no
 * media queries, so the table that replaces them from md up is on the page as well.)
 */
export async function findCards(title: string): Promise<HTMLElement[]> {
  return within(await screen.findByRole('list', { name: title })).getAllByRole('listitem');
}

/**
 * A card as it reads: each term (a column header) with its definition's text, in order. The last
 * pair is the actions column's header with the text of the row's buttons.
 */
export function cardFields(card: HTMLElement): [string, string][] {
  return within(card)
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

/** The ids in the page's body that more than one element has. */
export function duplicateIds(): string[] {
  const ids = Array.from(document.body.querySelectorAll('[id]'), (element) => element.id);
  return ids.filter((id, index) => ids.indexOf(id) !== index);
}
