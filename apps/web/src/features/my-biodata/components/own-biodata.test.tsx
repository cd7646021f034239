import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { customer, json, pending, stubApi } from '../../../test/api-stub';
import { OwnBiodata } from './own-biodata';
import { noBiodata, ownBiodataPath, savedBiodata } from './test-biodata';

const statusPath = `GET /api/stutas/${customer.email}`;
const requestPath = `POST /api/request-premium/${customer.email}`;
const EDIT_HREF = '/dashboard/customer/editBioData';

function renderOwnBiodata() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/dashboard/customer/viewbioData']}>
        <OwnBiodata email={customer.email} editHref={EDIT_HREF} />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** The value shown for a labelled field (a dt/dd pair). */
function valueOf(label: string): string | null {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('Your Biodata', () => {
  it('invites someone without a biodata to create one', async () => {
    stubApi({ [ownBiodataPath]: () => json(noBiodata) });
    renderOwnBiodata();

    expect(
      await screen.findByRole('heading', { name: "You haven't added your biodata yet" }),
    ).toBeTruthy();
    const create = screen.getByRole('link', { name: 'Create Your Biodata' });
    expect(create.getAttribute('href')).toBe(EDIT_HREF);
    expect(screen.queryByRole('button', { name: 'Make Premium' })).toBeNull();
  });

  it('shows the photo, the Biodata ID and every field with its label', async () => {
    stubApi({
      [ownBiodataPath]: () => json(savedBiodata),
      [statusPath]: () => json({ person: 'normal', role: 'customer' }),
    });
    renderOwnBiodata();

    expect(await screen.findByRole('heading', { level: 2, name: 'Ayesha Rahman' })).toBeTruthy();
    const photo = screen.getByRole('img', { name: 'Ayesha Rahman' });
    expect(photo.getAttribute('src')).toBe('https://example.com/ayesha.jpg');
    expect({
      id: valueOf('Biodata ID'),
      type: valueOf('Biodata Type'),
      name: valueOf('Name'),
      dob: valueOf('Date of Birth'),
      age: valueOf('Age'),
      height: valueOf('Height'),
      weight: valueOf('Weight'),
      occupation: valueOf('Occupation'),
      race: valueOf('Race (skin colour)'),
      father: valueOf("Father's Name"),
      mother: valueOf("Mother's Name"),
      permanent: valueOf('Permanent Division'),
      present: valueOf('Present Division'),
      partnerAge: valueOf('Expected Partner Age'),
      partnerHeight: valueOf('Expected Partner Height'),
      partnerWeight: valueOf('Expected Partner Weight'),
      email: valueOf('Contact Email'),
      mobile: valueOf('Mobile Number'),
    }).toEqual({
      id: '1042',
      type: 'Female',
      name: 'Ayesha Rahman',
      dob: '12 March 1998',
      age: '27',
      height: `5'2"`,
      weight: '50kg',
      occupation: 'Teacher',
      race: 'Fair',
      father: 'Abdul Rahman',
      mother: 'Not given',
      permanent: 'Dhaka',
      present: 'Sylhet',
      partnerAge: '30',
      partnerHeight: `5'7"`,
      partnerWeight: '65kg',
      email: customer.email,
      mobile: '01712345678',
    });
    expect(screen.getByRole('link', { name: 'Edit Biodata' }).getAttribute('href')).toBe(EDIT_HREF);
    for (const section of ['About you', 'Family', 'Location', 'Partner expectations', 'Contact']) {
      expect(screen.getByRole('heading', { level: 3, name: section })).toBeTruthy();
    }
  });

  it('shows the education, work and family facts given, leaving out those not given and About me', async () => {
    stubApi({
      [ownBiodataPath]: () => json(savedBiodata),
      [statusPath]: () => json({ person: 'normal', role: 'customer' }),
    });
    renderOwnBiodata();

    // Their labels arrive after the first paint.
    await screen.findByRole('heading', { level: 3, name: 'Education and work' });
    expect({
      education: valueOf('Highest Education'),
      institution: valueOf('Institution'),
      income: valueOf('Monthly Income'),
      mothersOccupation: valueOf("Mother's Occupation"),
      brothers: valueOf('Brothers'),
      economicStatus: valueOf('Economic Status'),
    }).toEqual({
      education: "Bachelor's (Honours)",
      institution: 'Dhaka University',
      income: 'Tk 20,000 – 50,000',
      mothersOccupation: 'Homemaker',
      brothers: '2',
      economicStatus: 'Middle class',
    });
    for (const absent of ['Subject', 'Occupation Details', "Father's Occupation", 'Sisters']) {
      expect(screen.queryByText(absent, { selector: 'dt' }), absent).toBeNull();
    }
    expect(screen.queryByRole('heading', { level: 3, name: 'About me' })).toBeNull();
  });

  it('shows the partner expectations given under Partner expectations, leaving out the rest', async () => {
    stubApi({
      [ownBiodataPath]: () =>
        json({ ...savedBiodata, expectationsNote: 'Kind and honest.\nLoves books.' }),
      [statusPath]: () => json({ person: 'normal', role: 'customer' }),
    });
    renderOwnBiodata();

    // Their labels arrive after the first paint.
    const heading = await screen.findByRole('heading', { level: 3, name: 'Partner expectations' });
    const section = heading.closest('section');
    await within(section!).findByText('Partner Age Range');
    expect({
      ageRange: valueOf('Partner Age Range'),
      heightRange: valueOf('Partner Height Range'),
      maritalStatuses: valueOf('Acceptable Marital Status'),
      divisions: valueOf('Preferred Divisions'),
      education: valueOf('Minimum Education'),
      note: valueOf('Other Expectations'),
    }).toEqual({
      ageRange: '28 to 34 years',
      heightRange: `5'5" or taller`,
      maritalStatuses: 'Never married',
      divisions: 'Dhaka or Sylhet',
      education: "Bachelor's (Honours)",
      note: 'Kind and honest.\nLoves books.',
    });
    // After the spec's three, in the same section.
    expect([...section!.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Expected Partner Age',
      'Expected Partner Height',
      'Expected Partner Weight',
      'Partner Age Range',
      'Partner Height Range',
      'Acceptable Marital Status',
      'Preferred Divisions',
      'Minimum Education',
      'Other Expectations',
    ]);
  });

  it('leaves out the expectations a biodata does not give', async () => {
    stubApi({
      [ownBiodataPath]: () =>
        json({
          ...savedBiodata,
          expectedPartnerAge: null,
          expectedAgeMin: null,
          expectedAgeMax: null,
          expectedHeightMin: null,
          acceptableMaritalStatuses: null,
          preferredDivisions: null,
          expectedMinEducation: null,
        }),
      [statusPath]: () => json({ person: 'normal', role: 'customer' }),
    });
    renderOwnBiodata();

    await screen.findByRole('heading', { level: 3, name: 'Education and work' });
    const section = screen
      .getByRole('heading', { level: 3, name: 'Partner expectations' })
      .closest('section');
    expect(section?.querySelectorAll('dt')).toHaveLength(3);
  });

  it('says how complete the biodata is and links what is missing to its part of the form', async () => {
    stubApi({
      [ownBiodataPath]: () => json(savedBiodata),
      [statusPath]: () => json({ person: 'normal', role: 'customer' }),
    });
    renderOwnBiodata();

    const meter = (
      await screen.findByRole('heading', { name: 'How complete your biodata is' })
    ).closest('section')!;
    // 16 of the 28 facts a biodata may give beyond the required ones.
    expect(within(meter).getByText('57% complete')).toBeTruthy();
    expect(within(meter).getByRole('progressbar').getAttribute('value')).toBe('57');
    // Their labels arrive after the first paint.
    await within(meter).findByRole('list');
    expect(
      within(meter)
        .getAllByRole('listitem')
        .map((item) => ({
          text: item.textContent,
          href: within(item).getByRole('link').getAttribute('href'),
        })),
    ).toEqual([
      {
        text: 'Education and work: Subject, Occupation Details',
        href: `${EDIT_HREF}#biodata-section-educationWork`,
      },
      {
        text: "Family: Mother's Name, Father's Occupation, Sisters, Family Type",
        href: `${EDIT_HREF}#biodata-section-family`,
      },
      {
        text: 'Marriage and faith: Religious Practice',
        href: `${EDIT_HREF}#biodata-section-marriageFaith`,
      },
      {
        text: 'Location: Permanent District, Present District',
        href: `${EDIT_HREF}#biodata-section-location`,
      },
      { text: 'About me: About Me', href: `${EDIT_HREF}#biodata-section-aboutMe` },
      {
        text: 'Partner expectations: Other Expectations',
        href: `${EDIT_HREF}#biodata-section-partner`,
      },
      { text: 'Contact: Guardian', href: `${EDIT_HREF}#biodata-section-contact` },
    ]);
  });

  it('says a biodata that gives everything is complete', async () => {
    stubApi({
      [ownBiodataPath]: () =>
        json({
          ...savedBiodata,
          mothersName: 'Rokeya Begum',
          permanentDistrict: 'Gazipur',
          presentDistrict: 'Sylhet',
          religiousPractice: 'Prays five times a day',
          educationSubject: 'Accounting',
          occupationDetail: 'Teaches mathematics',
          fathersOccupation: 'Farmer',
          sistersCount: 1,
          familyType: 'Joint',
          aboutMe: 'I love books.',
          expectationsNote: 'Kind and honest.',
          guardianName: 'Abdul Rahman',
          guardianRelation: 'Father',
          guardianMobile: '+8801812345678',
        }),
      [statusPath]: () => json({ person: 'normal', role: 'customer' }),
    });
    renderOwnBiodata();

    const meter = (
      await screen.findByRole('heading', { name: 'How complete your biodata is' })
    ).closest('section')!;
    expect(within(meter).getByText('100% complete')).toBeTruthy();
    expect(
      within(meter).getByText('Every section is filled in. Families see your whole biodata.'),
    ).toBeTruthy();
    expect(within(meter).queryByRole('link')).toBeNull();
  });

  it('shows a placeholder instead of a photo when there is none', async () => {
    stubApi({
      [ownBiodataPath]: () => json({ ...savedBiodata, profileImage: null }),
      [statusPath]: () => json({ person: 'normal', role: 'customer' }),
    });
    renderOwnBiodata();

    await screen.findByRole('heading', { level: 2, name: 'Ayesha Rahman' });
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("disables Make Premium for a premium user, reading 'Already Premium'", async () => {
    stubApi({
      [ownBiodataPath]: () => json(savedBiodata),
      [statusPath]: () => json({ person: 'premium', role: 'customer' }),
    });
    renderOwnBiodata();

    const button = await screen.findByRole('button', { name: 'Already Premium' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Make Premium' })).toBeNull();
  });

  it('never offers Make Premium while the standing loads: a disabled, busy button says it is checking', async () => {
    stubApi({
      [ownBiodataPath]: () => json(savedBiodata),
      [statusPath]: () => pending(),
    });
    renderOwnBiodata();

    const button = await screen.findByRole('button', { name: 'Checking premium status…' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.loading')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make Premium' })).toBeNull();
  });

  it.each([
    ['sent', () => json({ success: true, message: 'Premium request sent!' }, { status: 201 })],
    ['already pending', () => json({ success: false, message: 'Already requested!' })],
  ])("reads 'Premium request pending' (disabled) once a request is %s", async (_case, answer) => {
    // As the server does: once the request is made, the standing says one is pending.
    let isRequestPending = false;
    stubApi({
      [ownBiodataPath]: () => json(savedBiodata),
      [statusPath]: () =>
        json({ person: 'normal', role: 'customer', premiumRequestPending: isRequestPending }),
      [requestPath]: () => {
        isRequestPending = true;
        return answer();
      },
    });
    const user = renderOwnBiodata();

    const button = await screen.findByRole('button', { name: 'Make Premium' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await user.click(button);

    const pendingButton = await screen.findByRole('button', { name: 'Premium request pending' });
    expect(pendingButton).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Make Premium' })).toBeNull();
  });

  it("reads 'Premium request pending' (disabled) on a fresh visit when the server says a request waits", async () => {
    const { requests } = stubApi({
      [ownBiodataPath]: () => json(savedBiodata),
      [statusPath]: () => json({ person: 'normal', role: 'customer', premiumRequestPending: true }),
    });
    renderOwnBiodata();

    const button = await screen.findByRole('button', { name: 'Premium request pending' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Make Premium' })).toBeNull();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it("still reads 'Premium request pending' after a reload, the server remembering the request", async () => {
    let isRequestPending = false;
    const { requests } = stubApi({
      [ownBiodataPath]: () => json(savedBiodata),
      [statusPath]: () =>
        json({ person: 'normal', role: 'customer', premiumRequestPending: isRequestPending }),
      [requestPath]: () => {
        isRequestPending = true;
        return json({ success: true, message: 'Premium request sent!' }, { status: 201 });
      },
    });
    const user = renderOwnBiodata();
    const button = await screen.findByRole('button', { name: 'Make Premium' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await user.click(button);
    await screen.findByRole('button', { name: 'Premium request pending' });

    // A reload: the page and its caches start afresh; only the server knows of the request.
    cleanup();
    renderOwnBiodata();

    const pendingButton = await screen.findByRole('button', { name: 'Premium request pending' });
    expect(pendingButton).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Make Premium' })).toBeNull();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it("sends a premium request for a normal user and says 'Premium request sent!'", async () => {
    const { requests } = stubApi({
      [ownBiodataPath]: () => json(savedBiodata),
      [statusPath]: () => json({ person: 'normal', role: 'customer' }),
      [requestPath]: () =>
        json({ success: true, message: 'Premium request sent!' }, { status: 201 }),
    });
    const user = renderOwnBiodata();

    const button = await screen.findByRole('button', { name: 'Make Premium' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await user.click(button);

    expect(await screen.findByText('Premium request sent!')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({
      path: `/api/request-premium/${customer.email}`,
      body: { name: 'Ayesha Rahman', email: customer.email, id: savedBiodata._id },
    });
  });

  it('shows an info notice, not a success, when a request is already pending', async () => {
    stubApi({
      [ownBiodataPath]: () => json(savedBiodata),
      [statusPath]: () => json({ person: 'normal', role: 'customer' }),
      [requestPath]: () => json({ success: false, message: 'Already requested!' }),
    });
    const user = renderOwnBiodata();

    const button = await screen.findByRole('button', { name: 'Make Premium' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await user.click(button);

    const toastBar = (await screen.findByText('Already requested!')).closest(
      '[role="status"]',
    )!.parentElement!;
    expect(toastBar.querySelector('svg.text-info')).toBeTruthy();
    expect(screen.queryByText('Premium request sent!')).toBeNull();
  });

  it("says 'Something went wrong!' when the request fails", async () => {
    stubApi({
      [ownBiodataPath]: () => json(savedBiodata),
      [statusPath]: () => json({ person: 'normal', role: 'customer' }),
      [requestPath]: () => json({ code: 'INTERNAL', message: 'Internal error' }, { status: 500 }),
    });
    const user = renderOwnBiodata();

    const button = await screen.findByRole('button', { name: 'Make Premium' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await user.click(button);

    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByRole('heading', { hidden: true }).textContent).toBe(
      'Something went wrong!',
    );
  });

  it("reads 'Already Premium' once the server says the user is already premium", async () => {
    let person = 'normal';
    stubApi({
      [ownBiodataPath]: () => json(savedBiodata),
      [statusPath]: () => json({ person, role: 'customer' }),
      [requestPath]: () => {
        person = 'premium';
        return json({ success: false, message: 'You are already premium.' });
      },
    });
    const user = renderOwnBiodata();

    const button = await screen.findByRole('button', { name: 'Make Premium' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await user.click(button);

    expect(await screen.findByText('You are already premium.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Already Premium' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it("shows a loading indicator, then says so when the biodata can't be loaded", async () => {
    stubApi({
      [ownBiodataPath]: () =>
        json(
          { code: 'FORBIDDEN', message: 'You can only read your own biodata.' },
          { status: 403 },
        ),
    });
    renderOwnBiodata();

    expect(screen.getByRole('status', { name: 'Loading your biodata' })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your biodata.');
    expect(alert.textContent).toContain('You can only read your own biodata.');
  });
});
