import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { json, stubApi } from '../../../test/api-stub';
import { BiodataCounts } from './biodata-counts';

function renderCounts() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BiodataCounts />
    </QueryClientProvider>,
  );
}

describe('Admin overview counts', () => {
  it('shows Total, Male, Female and Premium Biodata with thousands separators', async () => {
    stubApi({
      'GET /api/bioDatas/counts': () =>
        json({ total: 1_234_567, male: 617_890, female: 616_677, premium: 987 }),
    });
    renderCounts();

    const list = await screen.findByRole('list', { name: 'Biodata counts' });
    const cards = within(list).getAllByRole('listitem');
    expect(
      cards.map((card) => [
        within(card).getByRole('heading', { level: 2 }).textContent,
        card.querySelector('p')?.textContent,
      ]),
    ).toEqual([
      ['Total Biodata', '1,234,567'],
      ['Male Biodata', '617,890'],
      ['Female Biodata', '616,677'],
      ['Premium Biodata', '987'],
    ]);
  });

  it('lets the cards appear 100 ms apart', async () => {
    stubApi({
      'GET /api/bioDatas/counts': () => json({ total: 4, male: 2, female: 2, premium: 1 }),
    });
    renderCounts();

    const cards = within(await screen.findByRole('list', { name: 'Biodata counts' })).getAllByRole(
      'listitem',
    );
    expect(cards.map((card) => card.style.animationDelay)).toEqual([
      '0ms',
      '100ms',
      '200ms',
      '300ms',
    ]);
  });

  it('shows a loading indicator, then says so when the counts cannot be loaded', async () => {
    stubApi({
      'GET /api/bioDatas/counts': () =>
        json({ code: 'FORBIDDEN', message: 'Admins only.' }, { status: 403 }),
    });
    renderCounts();

    expect(screen.getByRole('status', { name: 'Loading biodata counts' })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the biodata counts.');
    expect(alert.textContent).toContain('Admins only.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
