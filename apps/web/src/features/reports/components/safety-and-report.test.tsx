import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { renderComponent } from '../../../test/render-component';
import { SafetyAndReport } from './safety-and-report';

const BIODATA_ID = 'b0000000-0000-4000-8000-000000000012';

const posts = (requests: { method: string; body: unknown }[]) =>
  requests.filter((request) => request.method === 'POST').map((request) => request.body);

describe('Stay safe, and Report this biodata', () => {
  it('sends the reason chosen and thanks the reporter', async () => {
    const { requests } = stubApi({
      'POST /api/reports': () => json({ alreadyReported: false }, { status: 201 }),
    });
    const { user } = renderComponent(<SafetyAndReport biodataId={BIODATA_ID} canReport />);

    expect(await screen.findByRole('heading', { name: 'Stay safe' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Report this biodata' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this biodata' });
    await user.click(within(dialog).getByRole('radio', { name: 'They asked for money' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Tell us more' }), 'For a visa.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText('Thank you. Our team will look into it.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(requests)).toEqual([
      { biodataId: BIODATA_ID, reason: 'asksForMoney', details: 'For a visa.' },
    ]);
  });

  it('asks for a reason, and for a few words with "Something else", before sending', async () => {
    const { requests } = stubApi({});
    const { user } = renderComponent(<SafetyAndReport biodataId={BIODATA_ID} canReport />);
    await user.click(await screen.findByRole('button', { name: 'Report this biodata' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this biodata' });

    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Choose one of the options')).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Say in a few words what is wrong')).toBeTruthy();
    expect(posts(requests)).toEqual([]);
  });

  it('says so when the reporter has already reported it', async () => {
    stubApi({ 'POST /api/reports': () => json({ alreadyReported: true }) });
    const { user } = renderComponent(<SafetyAndReport biodataId={BIODATA_ID} canReport />);
    await user.click(await screen.findByRole('button', { name: 'Report this biodata' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this biodata' });
    await user.click(within(dialog).getByRole('radio', { name: 'It is a fake profile' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(
      await screen.findByText(
        'You have already reported this biodata. Our team is looking into it.',
      ),
    ).toBeTruthy();
  });

  it('shows the safety advice without a report button on one’s own biodata', async () => {
    stubApi({});
    renderComponent(<SafetyAndReport biodataId={BIODATA_ID} canReport={false} />);
    expect(
      await screen.findByText(
        'Never send money to someone you met here, whatever the reason they give.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report this biodata' })).toBeNull();
  });
});
