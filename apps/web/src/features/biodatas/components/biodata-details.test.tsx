import type {
  BiodataCard,
  BiodataPublicRecord,
  BiodataRecordWithContact,
} from '@bondhon/shared/schemas/biodata';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  admin,
  customer,
  json,
  sessionEndpoints,
  stubApi,
  type TestUser,
} from '../../../test/api-stub';
import { changeLanguage } from '../../../lib/i18n';
import { findDialog } from '../../../test/dialogs';
import { renderApp } from '../../../test/render-app';

const ID = '3f0c9a4e-6a3b-4c1e-9d2f-5b7a8c9d0e1f';

const publicRecord: BiodataPublicRecord = {
  _id: ID,
  addid: 42,
  biodataType: 'Female',
  name: 'Nusrat Jahan',
  profileImage: '/media/portraits/female-07.svg',
  photoWithheld: null,
  dob: '1998-03-12',
  height: `5'2"`,
  weight: '50kg',
  yourAge: 27,
  occupation: 'Teacher',
  race: 'Medium',
  fathersName: 'Abdul Karim',
  mothersName: null,
  permanentDivision: 'Sylhet',
  presentDivision: 'Dhaka',
  permanentDistrict: 'Moulvibazar',
  presentDistrict: null,
  maritalStatus: 'Divorced',
  childrenCount: 1,
  religion: 'Islam',
  religiousPractice: null,
  educationLevel: "Master's",
  educationSubject: 'English',
  institution: null,
  occupationDetail: 'Lecturer at a college in Sylhet',
  monthlyIncome: null,
  fathersOccupation: 'Retired headmaster',
  mothersOccupation: null,
  brothersCount: 0,
  sistersCount: null,
  familyType: 'Joint',
  economicStatus: null,
  aboutMe: 'I teach English.\nI love books and long walks.',
  expectedPartnerAge: 32,
  expectedPartnerHeight: `5'7"`,
  expectedPartnerWeight: '65kg',
  expectedAgeMin: null,
  expectedAgeMax: null,
  expectedHeightMin: `5'5"`,
  expectedHeightMax: `6'0"`,
  acceptableMaritalStatuses: ['Never married', 'Divorced'],
  preferredDivisions: null,
  expectedMinEducation: 'Fazil',
  expectationsNote: 'Someone kind.\nWho loves books too.',
  verifiedAt: '2026-11-20T06:00:00.000Z',
};

const withContact: BiodataRecordWithContact = {
  ...publicRecord,
  user: 'nusrat@example.com',
  mobile: '+8801712345678',
  contactEmail: 'nusrat@example.com',
  guardianName: 'Abdul Karim',
  guardianRelation: 'Father',
  guardianMobile: '+8801812345678',
  photoVisibility: 'everyone',
};

const similar: BiodataCard = {
  _id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  addid: 43,
  name: 'Farzana Akter',
  biodataType: 'Female',
  profileImage: null,
  photoWithheld: null,
  permanentDivision: 'Dhaka',
  yourAge: 25,
  occupation: 'Doctor',
  verifiedAt: null,
};

function renderDetails(
  user: TestUser,
  record: BiodataPublicRecord | BiodataRecordWithContact | null = publicRecord,
  handlers: Parameters<typeof stubApi>[0] = {},
) {
  const stub = stubApi({
    ...sessionEndpoints(user),
    [`GET /api/details/${ID}`]: () =>
      record
        ? json(record)
        : json({ code: 'NOT_FOUND', message: 'No such biodata.' }, { status: 404 }),
    'GET /api/biodataByGender': () => json([similar]),
    'POST /api/create-payment-intent': () =>
      json({
        success: true,
        message: 'Payment intent created',
        clientSecret: 'pi_1_secret_x',
        paymentIntentId: 'pi_1',
        amount: 500,
        currency: 'usd',
        gateway: 'local',
      }),
    ...handlers,
  });
  return { ...stub, ...renderApp(`/details/${ID}`) };
}

/** The value shown for a labelled field. */
function field(label: string) {
  // The profile's own: the cards of similar biodatas below it, once loaded, share some labels.
  const term = screen
    .getAllByText(label, { selector: 'dt' })
    .find((candidate) => !candidate.closest('article'));
  return term?.nextElementSibling?.textContent;
}

// The route's code loads lazily; load it once up front so no test waits on the first import.
beforeAll(async () => {
  await import('../../../app/routes/biodata-details');
});

describe('Biodata details', () => {
  it('shows the profile with its photo and every field', async () => {
    renderDetails(customer);

    expect(await screen.findByRole('heading', { level: 1, name: 'Nusrat Jahan' })).toBeTruthy();
    expect(document.title).toBe('Biodata details · Bondhon');
    expect(screen.getByRole('img', { name: 'Nusrat Jahan' }).getAttribute('src')).toBe(
      '/media/portraits/female-07.svg',
    );
    expect(field('Biodata ID')).toBe('42');
    expect(field('Gender')).toBe('Female');
    expect(field('Date of Birth')).toBe('12 March 1998');
    expect(field('Age')).toBe('27 years');
    expect(field('Height')).toBe(`5'2"`);
    expect(field('Weight')).toBe('50kg');
    expect(field('Occupation')).toBe('Teacher');
    expect(field('Race (skin colour)')).toBe('Medium');
    expect(field('Marital status')).toBe('Divorced');
    expect(field('Children')).toBe('1');
    expect(field('Religion')).toBe('Islam');
    // A fact the biodata leaves out is not shown blank.
    expect(screen.queryByText('Religious practice')).toBeNull();
    expect(field("Father's name")).toBe('Abdul Karim');
    expect(field("Mother's name")).toBe('Not given');
    expect(field('Permanent Division')).toBe('Sylhet');
    expect(field('Present Division')).toBe('Dhaka');
    // The districts' names arrive after the first paint; a district not given is left out.
    expect(await screen.findByText('Moulvibazar')).toBeTruthy();
    expect(field('Permanent District')).toBe('Moulvibazar');
    expect(screen.queryByText('Present District')).toBeNull();
    expect(field('Expected partner age')).toBe('32 years');
    expect(field('Expected partner height')).toBe(`5'7"`);
    expect(field('Expected partner weight')).toBe('65kg');
    // Verified at noon on 20 November in Bangladesh (issue 21).
    expect(screen.getByText("Verified by Bondhon's admins on 20 Nov 2026")).toBeTruthy();
  });

  it('shows the education, work, family and about-me facts given, and leaves out the rest', async () => {
    renderDetails(customer);

    const education = await screen.findByRole('heading', { level: 2, name: 'Education and work' });
    expect(field('Highest Education')).toBe("Master's");
    expect(field('Subject')).toBe('English');
    expect(field('Occupation Details')).toBe('Lecturer at a college in Sylhet');
    expect(screen.queryByText('Institution')).toBeNull();
    expect(screen.queryByText('Monthly Income')).toBeNull();
    expect(education.closest('section')?.querySelectorAll('dt')).toHaveLength(3);
    // Family: the parents' names as before, then what is given of the rest; none brothers is 0.
    expect(field("Father's Occupation")).toBe('Retired headmaster');
    expect(field('Brothers')).toBe('0');
    expect(field('Family Type')).toBe('Joint family');
    expect(screen.queryByText("Mother's Occupation")).toBeNull();
    expect(screen.queryByText('Sisters')).toBeNull();
    expect(screen.queryByText('Economic Status')).toBeNull();
    const about = screen.getByRole('heading', { level: 2, name: 'About me' }).closest('section');
    expect(about?.textContent).toContain('I teach English.\nI love books and long walks.');
  });

  it('shows the partner expectations given after the spec’s three, and leaves out the rest', async () => {
    renderDetails(customer);

    const heading = await screen.findByRole('heading', { level: 2, name: 'Expected partner' });
    const partner = heading.closest('section');
    // Their labels arrive after the first paint.
    await within(partner!).findByText('Partner Height Range');
    expect([...(partner?.querySelectorAll('dt') ?? [])].map((term) => term.textContent)).toEqual([
      'Expected partner age',
      'Expected partner height',
      'Expected partner weight',
      'Partner Age Range',
      'Partner Height Range',
      'Acceptable Marital Status',
      'Minimum Education',
      'Other Expectations',
    ]);
    // No range of its own: the single expected age (32) is its middle.
    expect(field('Partner Age Range')).toBe('29 to 35 years');
    expect(field('Partner Height Range')).toBe(`5'5" to 6'0"`);
    expect(field('Acceptable Marital Status')).toBe('Never married or Divorced');
    expect(field('Minimum Education')).toBe('Fazil');
    expect(field('Other Expectations')).toBe('Someone kind.\nWho loves books too.');
    expect(screen.queryByText('Preferred Divisions')).toBeNull();
  });

  it('reads a range with one end open, and lists of several, as a phrase', async () => {
    renderDetails(customer, {
      ...publicRecord,
      expectedAgeMin: 30,
      expectedHeightMin: null,
      expectedHeightMax: `5'7"`,
      acceptableMaritalStatuses: null,
      preferredDivisions: ['Dhaka', 'Sylhet', 'Rajshahi'],
      expectedMinEducation: null,
      expectationsNote: null,
    });

    expect(await screen.findByText('30 years or older')).toBeTruthy();
    expect(field('Partner Age Range')).toBe('30 years or older');
    expect(field('Partner Height Range')).toBe(`Up to 5'7"`);
    expect(field('Preferred Divisions')).toBe('Dhaka, Sylhet, or Rajshahi');
    for (const absent of ['Acceptable Marital Status', 'Minimum Education', 'Other Expectations']) {
      expect(screen.queryByText(absent), absent).toBeNull();
    }
  });

  it('reads the partner expectations in Bengali, numbers in Bengali digits', async () => {
    await changeLanguage('bn');
    onTestFinished(() => changeLanguage('en'));
    // A member who reads in Bengali.
    renderDetails({ ...customer, language: 'bn' });

    const section = (
      await screen.findByRole('heading', { level: 2, name: 'প্রত্যাশিত জীবনসঙ্গী' })
    ).closest('section');
    expect(await within(section!).findByText('২৯ থেকে ৩৫ বছর')).toBeTruthy();
    expect(within(section!).getByText('৫ ফুট ৫ ইঞ্চি থেকে ৬ ফুট ০ ইঞ্চি')).toBeTruthy();
    expect(within(section!).getByText('অবিবাহিত বা তালাকপ্রাপ্ত')).toBeTruthy();
    expect(within(section!).getByText('গ্রহণযোগ্য বৈবাহিক অবস্থা')).toBeTruthy();
    const labels = [...section!.querySelectorAll('dt')].map((term) => term.textContent).join(' ');
    expect(labels).not.toMatch(/[A-Za-z]{2,}/);
  });

  it('shows no expectation at all for an old biodata that gives none of them', async () => {
    renderDetails(customer, {
      ...publicRecord,
      expectedPartnerAge: null,
      expectedHeightMin: null,
      expectedHeightMax: null,
      acceptableMaritalStatuses: null,
      expectedMinEducation: null,
      expectationsNote: null,
    });

    // The other facts of that catalogue are in: the expectations would be too.
    await screen.findByRole('heading', { level: 2, name: 'Education and work' });
    const partner = screen.getByRole('heading', { level: 2, name: 'Expected partner' });
    expect(partner.closest('section')?.querySelectorAll('dt')).toHaveLength(3);
    expect(field('Expected partner age')).toBe('Not given');
  });

  it('shows mobile (as people write it, dialling the full number) and email as links when the answer carries them, and no purchase button', async () => {
    renderDetails(admin, withContact);

    const contact = await screen.findByRole('region', { name: 'Contact information' });
    expect(within(contact).getByRole('link', { name: '01712345678' }).getAttribute('href')).toBe(
      'tel:+8801712345678',
    );
    expect(
      within(contact).getByRole('link', { name: 'nusrat@example.com' }).getAttribute('href'),
    ).toBe('mailto:nusrat@example.com');
    expect(screen.queryByRole('button', { name: 'Purchase information' })).toBeNull();
  });

  it("shows the guardian's name, relation and number with the contact, once their labels are in", async () => {
    renderDetails(admin, withContact);

    const contact = await screen.findByRole('region', { name: 'Contact information' });
    const guardianLink = await within(contact).findByRole('link', { name: '01812345678' });
    expect(guardianLink.getAttribute('href')).toBe('tel:+8801812345678');
    expect(within(contact).getByText('Abdul Karim (Father)')).toBeTruthy();
  });

  it('shows no guardian without the rest of the contact, even if a record carried one', async () => {
    const { guardianName, guardianRelation, guardianMobile } = withContact;
    renderDetails(customer, {
      ...publicRecord,
      guardianName,
      guardianRelation,
      guardianMobile,
    } as BiodataPublicRecord);

    await screen.findByRole('heading', { level: 2, name: 'Education and work' });
    expect(screen.queryByText('Guardian')).toBeNull();
    expect(screen.queryByText(/Abdul Karim \(/)).toBeNull();
  });

  it('offers Purchase information instead when the contact fields are absent, in a modal with the card form that closes back to the button', async () => {
    renderDetails(customer);
    const user = userEvent.setup();

    const contact = await screen.findByRole('region', { name: 'Contact information' });
    expect(within(contact).queryByRole('link')).toBeNull();
    expect(within(contact).queryByText(/@example\.com/)).toBeNull();

    const purchase = within(contact).getByRole('button', { name: 'Purchase information' });
    await user.click(purchase);

    // The dialog's code may still be on its way (purchase-contact.tsx loads it apart).
    const dialog = await screen.findByRole('dialog', { name: 'Purchase contact information' });
    expect(within(dialog).getByText(/Nusrat Jahan \(Biodata ID 42\) for \$5/)).toBeTruthy();
    expect(await within(dialog).findByLabelText('Card number')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Submit $5' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(purchase);
  });

  it('pays for the contact details, says "Your payment was successful." and reads the biodata again', async () => {
    const { requests } = renderDetails(customer, publicRecord, {
      'POST /api/local-gateway/confirm': () =>
        json({ paymentIntentId: 'pi_1', status: 'succeeded' }),
      'POST /api/payments': () => json({ insertedId: 'c1' }, { status: 201 }),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Purchase information' }));
    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1234');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Submit $5' }));

    const success = await findDialog();
    expect(within(success).getByRole('heading', { hidden: true }).textContent).toBe('Success!');
    expect(within(success).getByText('Your payment was successful.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Purchase contact information' })).toBeNull();
    await waitFor(() =>
      expect(requests.filter((request) => request.path === `/api/details/${ID}`)).toHaveLength(2),
    );
    expect(requests.find((request) => request.path === '/api/payments')?.body).toMatchObject({
      parcelId: ID,
      email: customer.email,
      transactionId: 'pi_1',
    });
  });

  it('closes the purchase modal with Escape', async () => {
    renderDetails(customer);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Purchase information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Purchase contact information' });
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("adds the biodata to the customer's favourites and says 'Add to Favorites'", async () => {
    const { requests } = renderDetails(customer, publicRecord, {
      'POST /api/favourites': () => json({ insertedId: 'f1' }, { status: 201 }),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add Favorite' }));

    expect(await screen.findByText('Add to Favorites')).toBeTruthy();
    expect(requests.find((request) => request.path === '/api/favourites')?.body).toEqual({
      userEmail: customer.email,
      biodataId: ID,
      name: 'Nusrat Jahan',
      permanentDivision: 'Sylhet',
      addid: 42,
      Occupation: 'Teacher',
    });
  });

  it("says 'Already added' as a notice, not a success, when it is a favourite already", async () => {
    renderDetails(customer, publicRecord, {
      'POST /api/favourites': () => json({ insertedId: null, message: 'Already added' }),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add Favorite' }));

    const toastBar = (await screen.findByText('Already added')).closest(
      '[role="status"]',
    )!.parentElement!;
    expect(toastBar.querySelector('svg.text-info')).toBeTruthy();
    expect(screen.queryByText('Add to Favorites')).toBeNull();
  });

  it('shows an error toast when the favourite cannot be added', async () => {
    renderDetails(customer, publicRecord, {
      'POST /api/favourites': () =>
        json({ code: 'INTERNAL', message: 'Internal error' }, { status: 500 }),
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add Favorite' }));

    expect(await screen.findByText('Could not add this biodata to your favourites.')).toBeTruthy();
  });

  it('hides Add Favorite from admins', async () => {
    const { requests } = renderDetails(admin);

    await screen.findByRole('heading', { level: 1, name: 'Nusrat Jahan' });
    await waitFor(() =>
      expect(requests.some((request) => request.path === `/api/users/role/${admin.email}`)).toBe(
        true,
      ),
    );
    expect(screen.queryByRole('button', { name: 'Add Favorite' })).toBeNull();
  });

  it('shows more biodatas of the same type, leaving this one out', async () => {
    const { requests } = renderDetails(customer);

    const section = await screen.findByRole('region', { name: 'More Female biodatas' });
    const card = await within(section).findByRole('heading', { level: 3, name: 'Farzana Akter' });
    expect(
      within(card.closest('article')!)
        .getByRole('link', { name: 'View Profile' })
        .getAttribute('href'),
    ).toBe(`/details/${similar._id}`);
    const call = requests.find((request) => request.path === '/api/biodataByGender');
    expect(Object.fromEntries(call!.query)).toEqual({ gender: 'Female', exclude: ID });
  });

  it('says "Biodata not found" for an unknown id, with a way back to the listing', async () => {
    renderDetails(customer, null);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Biodata not found' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Biodata details');
    expect(screen.getByRole('link', { name: 'Back to all biodatas' }).getAttribute('href')).toBe(
      '/matremony/allData',
    );
  });
});
