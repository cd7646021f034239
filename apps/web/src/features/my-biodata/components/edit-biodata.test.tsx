import { DIVISIONS, MARITAL_STATUSES } from '@bondhon/shared/options';
import { ageOn, latestDobForAge, todayInBangladesh } from '@bondhon/shared/schemas/biodata';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import {
  customer,
  json,
  pending,
  sessionEndpoints,
  stubApi,
  type StubRequest,
} from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { EditBiodata } from './edit-biodata';
import {
  draftEndpoint,
  newBiodataEndpoints,
  noBiodata,
  ownBiodataPath,
  savedBiodata,
} from './test-biodata';

const REQUIRED_FIELDS = [
  'Biodata Type',
  'Name',
  'Date of Birth',
  'Height',
  'Weight',
  'Occupation',
  'Race (skin colour)',
  'Permanent Division',
  'Present Division',
  'Expected Partner Height',
  'Expected Partner Weight',
  'Mobile Number',
];
/** The photo's link (the spec's Image URL) sits under "Or use a link to a photo" (issue 22). */
const PHOTO_LINK = 'Link to a photo (Image URL)';
const OPTIONAL_FIELDS = [PHOTO_LINK, "Father's Name", "Mother's Name", 'Expected Partner Age'];

function renderEditBiodata() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <EditBiodata email={customer.email} />
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** The text of everything that describes a field (its error and hint). */
function descriptionOf(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** A field by its label; the date of birth's day choice stands for the date of birth. */
const field = (label: string) =>
  label === 'Date of Birth' ? dobPart('Day') : screen.getByLabelText<HTMLInputElement>(label);
const dobPart = (part: 'Day' | 'Month' | 'Year') =>
  within(screen.getByRole('group', { name: 'Date of Birth' })).getByLabelText<HTMLSelectElement>(
    part,
  );
/** The date of birth the three choices make, as the form keeps it. */
function dobValue(): string {
  const [day, month, year] = (['Day', 'Month', 'Year'] as const).map((part) => dobPart(part).value);
  return day && month && year ? `${year}-${month}-${day}` : '';
}
async function chooseDob(user: ReturnType<typeof userEvent.setup>, dob: string) {
  const [year = '', month = '', day = ''] = dob.split('-');
  await user.selectOptions(dobPart('Day'), day);
  await user.selectOptions(dobPart('Month'), month);
  await user.selectOptions(dobPart('Year'), year);
}
const saveRequests = (requests: StubRequest[]) =>
  requests.filter((request) => request.method === 'PUT');

/** Fills the About you section's required fields. */
async function fillAboutYou(user: ReturnType<typeof userEvent.setup>, dob: string) {
  await user.selectOptions(field('Biodata Type'), 'Female');
  await user.type(field('Name'), 'Ayesha Rahman');
  await chooseDob(user, dob);
  await user.selectOptions(field('Height'), `5'2"`);
  await user.selectOptions(field('Weight'), '50kg');
  await user.selectOptions(field('Occupation'), 'Teacher');
  await user.selectOptions(field('Race (skin colour)'), 'Fair');
}

/** Fills every required field after About you's, and makes the declarations. */
async function fillTheRestRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(field('Permanent Division'), 'Dhaka');
  await user.selectOptions(field('Present Division'), 'Sylhet');
  await user.selectOptions(field('Expected Partner Height'), `5'7"`);
  await user.selectOptions(field('Expected Partner Weight'), '65kg');
  await user.type(field('Mobile Number'), '01712345678');
  await declare(user);
}

async function fillNewBiodata(user: ReturnType<typeof userEvent.setup>, dob: string) {
  await fillAboutYou(user, dob);
  await fillTheRestRequired(user);
}

const DECLARATIONS = [
  'The information in this biodata is true.',
  'My guardian knows about this biodata.',
];
async function declare(user: ReturnType<typeof userEvent.setup>) {
  for (const label of DECLARATIONS) await user.click(field(label));
}

/** A section of the form, by its legend. */
const section = (legend: string) => screen.getByRole('group', { name: legend });
const saveSectionButton = (legend: string) =>
  within(section(legend)).getByRole('button', { name: 'Save and continue' });
/** What a section's badge says beside its legend: 'Saved', or nothing. */
const sectionStatus = (legend: string) =>
  section(legend).querySelector('[data-section-status]')?.textContent;

/** The whole saved biodata as a save sends it back: its fields, declared. */
function savedBiodataSent() {
  const {
    _id,
    addid: _addid,
    user: _user,
    yourAge: _yourAge,
    contactEmail: _contactEmail,
    ...fields
  } = savedBiodata;
  return { ...fields, declaresTruth: true, declaresGuardianKnows: true };
}

/** Saves the saved biodata again, declared, and has the server refuse it naming `fieldErrors`. */
async function saveRefusedWith(fieldErrors: Record<string, string[]>) {
  stubApi({
    [ownBiodataPath]: () => json(savedBiodata),
    'PUT /api/addBioData': () =>
      json(
        {
          code: 'VALIDATION_FAILED',
          message: 'Please correct the highlighted fields.',
          fieldErrors,
        },
        { status: 400 },
      ),
  });
  const user = renderEditBiodata();
  await screen.findByRole('button', { name: 'Save Biodata' });
  await declare(user);
  await user.click(screen.getByRole('button', { name: 'Save Biodata' }));
}

describe('Create Your Biodata form', () => {
  it('shows "This field is required" under every required field on an empty submit, and sends nothing', async () => {
    const { requests } = stubApi({ ...newBiodataEndpoints() });
    const user = renderEditBiodata();

    await user.click(await screen.findByRole('button', { name: 'Save Biodata' }));
    // The schema arrives with the first validation (lib/lazy-resolver.ts): wait for its verdict.
    await screen.findAllByRole('alert');

    for (const label of REQUIRED_FIELDS) {
      const input = field(label);
      expect(input.getAttribute('aria-invalid'), label).toBe('true');
      expect(descriptionOf(input), label).toContain('This field is required');
    }
    for (const label of OPTIONAL_FIELDS) {
      expect(field(label).getAttribute('aria-invalid'), label).toBe('false');
    }
    for (const label of DECLARATIONS) {
      expect(descriptionOf(field(label)), label).toContain('Confirm this to save your biodata');
    }
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    // The declarations come first, above the sections.
    expect(alerts).toEqual([
      ...DECLARATIONS.map(() => 'Confirm this to save your biodata'),
      ...REQUIRED_FIELDS.map(() => 'This field is required'),
    ]);
    expect(saveRequests(requests)).toEqual([]);
  });

  it('says "Invalid URL" under the photo’s link for one that is not a link, as sign-up does, and sends nothing', async () => {
    const { requests } = stubApi({ [ownBiodataPath]: () => json(savedBiodata) });
    const user = renderEditBiodata();
    const image = await screen.findByLabelText<HTMLInputElement>(PHOTO_LINK);

    await user.clear(image);
    await user.type(image, 'not a link');
    await user.click(screen.getByRole('button', { name: 'Save Biodata' }));

    await waitFor(() => expect(image.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(image)).toContain('Invalid URL');
    expect(descriptionOf(image)).not.toContain('Invalid input');
    expect(saveRequests(requests)).toEqual([]);
  });

  it("shows only '...' while the biodata loads, then the form pre-filled with it", async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({
      [ownBiodataPath]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderEditBiodata();

    const placeholder = await screen.findByRole('status', { name: 'Loading your biodata' });
    expect(placeholder.textContent).toBe('...');
    expect(screen.queryByRole('button', { name: 'Save Biodata' })).toBeNull();
    expect(screen.queryByLabelText('Name')).toBeNull();

    answer(json(savedBiodata));

    await screen.findByRole('button', { name: 'Save Biodata' });
    expect(screen.queryByRole('status', { name: 'Loading your biodata' })).toBeNull();
    expect({
      type: field('Biodata Type').value,
      name: field('Name').value,
      image: field(PHOTO_LINK).value,
      dob: dobValue(),
      age: field('Age').value,
      height: field('Height').value,
      weight: field('Weight').value,
      occupation: field('Occupation').value,
      race: field('Race (skin colour)').value,
      father: field("Father's Name").value,
      mother: field("Mother's Name").value,
      permanent: field('Permanent Division').value,
      present: field('Present Division').value,
      partnerAge: field('Expected Partner Age').value,
      partnerHeight: field('Expected Partner Height').value,
      partnerWeight: field('Expected Partner Weight').value,
      email: field('Contact Email').value,
      mobile: field('Mobile Number').value,
      education: field('Highest Education').value,
      institution: field('Institution').value,
      income: field('Monthly Income').value,
      mothersOccupation: field("Mother's Occupation").value,
      brothers: field('Brothers').value,
      sisters: field('Sisters').value,
      economicStatus: field('Economic Status').value,
      aboutMe: field('About Me').value,
    }).toEqual({
      type: 'Female',
      name: 'Ayesha Rahman',
      image: 'https://example.com/ayesha.jpg',
      dob: '1998-03-12',
      age: String(ageOn('1998-03-12', todayInBangladesh())),
      height: `5'2"`,
      weight: '50kg',
      occupation: 'Teacher',
      race: 'Fair',
      father: 'Abdul Rahman',
      mother: '',
      permanent: 'Dhaka',
      present: 'Sylhet',
      partnerAge: '30',
      partnerHeight: `5'7"`,
      partnerWeight: '65kg',
      email: customer.email,
      mobile: '01712345678',
      education: "Bachelor's",
      institution: 'Dhaka University',
      income: '20k-50k',
      mothersOccupation: 'Homemaker',
      brothers: '2',
      sisters: '',
      economicStatus: 'Middle class',
      aboutMe: '',
    });
  });

  it('sends the stored +880 form again when a saved biodata is saved without a change', async () => {
    const { requests } = stubApi({
      [ownBiodataPath]: () => json(savedBiodata),
      'PUT /api/addBioData': () => json(savedBiodata),
    });
    const user = renderEditBiodata();
    await screen.findByRole('button', { name: 'Save Biodata' });

    // Declared again at every save: an edit starts with both boxes clear.
    for (const label of DECLARATIONS) {
      expect(screen.getByLabelText<HTMLInputElement>(label).checked, label).toBe(false);
    }
    await declare(user);
    await user.click(screen.getByRole('button', { name: 'Save Biodata' }));

    await waitFor(() => expect(saveRequests(requests)).toHaveLength(1));
    expect(saveRequests(requests)[0]?.body).toMatchObject({
      mobile: '+8801712345678',
      declaresTruth: true,
      declaresGuardianKnows: true,
    });
  });

  it('fills the read-only Age from the date of birth', async () => {
    stubApi({ ...newBiodataEndpoints() });
    const user = renderEditBiodata();

    const age = await screen.findByLabelText<HTMLInputElement>('Age');
    expect(age.readOnly).toBe(true);
    expect(age.value).toBe('');

    await chooseDob(user, latestDobForAge(30, todayInBangladesh()));

    expect(age.value).toBe('30');
    expect(descriptionOf(age)).toContain('Worked out from your date of birth.');
  });

  it('shows the signed-in e-mail as the read-only Contact Email when there is no biodata', async () => {
    stubApi({ ...newBiodataEndpoints() });
    const user = renderEditBiodata();

    const contactEmail = await screen.findByLabelText<HTMLInputElement>('Contact Email');
    expect(contactEmail.value).toBe(customer.email);
    expect(contactEmail.readOnly).toBe(true);

    await user.type(contactEmail, 'someone@else.com');
    expect(contactEmail.value).toBe(customer.email);
  });

  it('reads "Saving..." and is disabled while the biodata is on its way, sending the checked values', async () => {
    const { requests } = stubApi({
      ...newBiodataEndpoints(),
      'PUT /api/addBioData': () => pending(),
    });
    const user = renderEditBiodata();
    await screen.findByRole('button', { name: 'Save Biodata' });
    const dob = latestDobForAge(25, todayInBangladesh());

    await fillNewBiodata(user, dob);
    await user.selectOptions(field('Permanent District'), 'Gazipur');
    await user.selectOptions(field('Highest Education'), 'Alim');
    await user.selectOptions(field('Monthly Income'), '20k-50k');
    await user.type(field('Brothers'), '1');
    await user.selectOptions(field('Family Type'), 'Joint');
    await user.type(field('About Me'), '  Calm and caring.{Enter}Loves cooking.  ');
    await user.type(field("Guardian's Name"), 'Abdul Rahman');
    await user.selectOptions(field('Relation to You'), 'Father');
    await user.type(field("Guardian's Mobile"), '01812 345678');
    await user.click(screen.getByRole('button', { name: 'Save Biodata' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toHaveProperty(
      'disabled',
      true,
    );
    const [save] = saveRequests(requests);
    expect(save?.query.get('email')).toBe(customer.email);
    expect(save?.body).toEqual({
      biodataType: 'Female',
      name: 'Ayesha Rahman',
      profileImage: null,
      photoVisibility: 'everyone',
      dob,
      height: `5'2"`,
      weight: '50kg',
      occupation: 'Teacher',
      race: 'Fair',
      fathersName: null,
      mothersName: null,
      permanentDivision: 'Dhaka',
      presentDivision: 'Sylhet',
      maritalStatus: null,
      childrenCount: null,
      religion: null,
      religiousPractice: null,
      educationLevel: 'Alim',
      educationSubject: null,
      institution: null,
      occupationDetail: null,
      monthlyIncome: '20k-50k',
      fathersOccupation: null,
      mothersOccupation: null,
      brothersCount: 1,
      sistersCount: null,
      familyType: 'Joint',
      economicStatus: null,
      aboutMe: 'Calm and caring.\nLoves cooking.',
      permanentDistrict: 'Gazipur',
      presentDistrict: null,
      expectedPartnerAge: null,
      expectedPartnerHeight: `5'7"`,
      expectedPartnerWeight: '65kg',
      expectedAgeMin: null,
      expectedAgeMax: null,
      expectedHeightMin: null,
      expectedHeightMax: null,
      acceptableMaritalStatuses: null,
      preferredDivisions: null,
      expectedMinEducation: null,
      expectationsNote: null,
      mobile: '+8801712345678',
      guardianName: 'Abdul Rahman',
      guardianRelation: 'Father',
      guardianMobile: '+8801812345678',
      declaresTruth: true,
      declaresGuardianKnows: true,
    });
  });

  describe('Partner expectations', () => {
    /** The form's "Partner expectations" section. */
    const partnerSection = () => screen.getByRole('group', { name: 'Partner expectations' });
    const checkboxGroup = (name: string) => within(partnerSection()).getByRole('group', { name });
    const ticked = (name: string) =>
      within(checkboxGroup(name))
        .getAllByRole<HTMLInputElement>('checkbox')
        .filter((box) => box.checked)
        .map((box) => box.value);

    it('holds the spec’s three expected-partner fields first, then the ranges, lists, education and note', async () => {
      stubApi({ ...newBiodataEndpoints() });
      renderEditBiodata();
      await screen.findByRole('button', { name: 'Save Biodata' });

      const section = partnerSection();
      const names = [...section.querySelectorAll('label, legend')]
        .map((element) => element.textContent)
        .filter((name) => name !== 'Partner expectations');
      expect(names).toEqual([
        'Expected Partner Age',
        'Expected Partner Height',
        'Expected Partner Weight',
        'Partner Age From',
        'Partner Age To',
        'Partner Height From',
        'Partner Height To',
        'Acceptable Marital Status',
        // Each box labelled with its option (English labels read as the values).
        ...MARITAL_STATUSES,
        'Preferred Divisions',
        ...DIVISIONS,
        'Minimum Education',
        'Other Expectations',
      ]);
      expect(descriptionOf(checkboxGroup('Preferred Divisions'))).toContain(
        'Optional: tick none to accept any.',
      );
      expect(ticked('Acceptable Marital Status')).toEqual([]);
    });

    it('comes back filled in from the saved biodata', async () => {
      stubApi({ [ownBiodataPath]: () => json(savedBiodata) });
      renderEditBiodata();
      await screen.findByRole('button', { name: 'Save Biodata' });

      expect({
        ageFrom: field('Partner Age From').value,
        ageTo: field('Partner Age To').value,
        heightFrom: field('Partner Height From').value,
        heightTo: field('Partner Height To').value,
        maritalStatuses: ticked('Acceptable Marital Status'),
        divisions: ticked('Preferred Divisions'),
        education: field('Minimum Education').value,
        note: field('Other Expectations').value,
      }).toEqual({
        ageFrom: '28',
        ageTo: '34',
        heightFrom: `5'5"`,
        heightTo: '',
        maritalStatuses: ['Never married'],
        divisions: ['Dhaka', 'Sylhet'],
        education: "Bachelor's",
        note: '',
      });
    });

    it('sends the expectations filled in, lists of the boxes ticked and none as null', async () => {
      const { requests } = stubApi({
        [ownBiodataPath]: () => json(savedBiodata),
        'PUT /api/addBioData': () => pending(),
      });
      const user = renderEditBiodata();
      await screen.findByRole('button', { name: 'Save Biodata' });

      await user.clear(field('Partner Age To'));
      await user.type(field('Partner Age To'), '36');
      await user.selectOptions(field('Partner Height To'), `6'0"`);
      await user.click(
        within(checkboxGroup('Acceptable Marital Status')).getByLabelText('Divorced'),
      );
      for (const division of ['Dhaka', 'Sylhet']) {
        await user.click(within(checkboxGroup('Preferred Divisions')).getByLabelText(division));
      }
      await user.selectOptions(field('Minimum Education'), 'Fazil');
      await user.type(field('Other Expectations'), ' Kind and honest. ');
      await declare(user);
      await user.click(screen.getByRole('button', { name: 'Save Biodata' }));

      await waitFor(() => expect(saveRequests(requests)).toHaveLength(1));
      expect(saveRequests(requests)[0]?.body).toMatchObject({
        expectedPartnerAge: 30,
        expectedAgeMin: 28,
        expectedAgeMax: 36,
        expectedHeightMin: `5'5"`,
        expectedHeightMax: `6'0"`,
        acceptableMaritalStatuses: ['Never married', 'Divorced'],
        preferredDivisions: null,
        expectedMinEducation: 'Fazil',
        expectationsNote: 'Kind and honest.',
      });
    });

    it('says beside the upper end when a range runs backwards, and sends nothing', async () => {
      const { requests } = stubApi({ [ownBiodataPath]: () => json(savedBiodata) });
      const user = renderEditBiodata();
      await screen.findByRole('button', { name: 'Save Biodata' });

      await user.clear(field('Partner Age To'));
      await user.type(field('Partner Age To'), '25');
      await user.selectOptions(field('Partner Height To'), `5'0"`);
      await declare(user);
      await user.click(screen.getByRole('button', { name: 'Save Biodata' }));

      const ageTo = field('Partner Age To');
      await waitFor(() => expect(ageTo.getAttribute('aria-invalid')).toBe('true'));
      expect(descriptionOf(ageTo)).toContain('The highest age cannot be lower than the lowest');
      expect(descriptionOf(field('Partner Height To'))).toContain(
        'The tallest height cannot be shorter than the shortest',
      );
      expect(field('Partner Age From').getAttribute('aria-invalid')).toBe('false');
      expect(saveRequests(requests)).toEqual([]);
    });

    it("puts a 400's message on a list beside its group", async () => {
      await saveRefusedWith({ preferredDivisions: ['Choose each option only once'] });

      const group = checkboxGroup('Preferred Divisions');
      const message = await within(group).findByRole('alert');
      expect(message.textContent).toBe('Choose each option only once');
      expect(group.getAttribute('aria-describedby')).toContain(message.id);
      expect(within(group).getByLabelText('Dhaka').getAttribute('aria-invalid')).toBe('true');
    });
  });

  it('sends nothing while one of the declarations is not made, and says so beside it', async () => {
    const { requests } = stubApi({ [ownBiodataPath]: () => json(savedBiodata) });
    const user = renderEditBiodata();
    await screen.findByRole('button', { name: 'Save Biodata' });

    await user.click(field(DECLARATIONS[0] ?? ''));
    await user.click(screen.getByRole('button', { name: 'Save Biodata' }));

    const guardianKnows = field(DECLARATIONS[1] ?? '');
    await waitFor(() => expect(guardianKnows.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(guardianKnows)).toContain('Confirm this to save your biodata');
    expect(field(DECLARATIONS[0] ?? '').getAttribute('aria-invalid')).toBe('false');
    expect(saveRequests(requests)).toEqual([]);
  });

  it('asks how many children only of someone divorced or widowed', async () => {
    stubApi({ ...newBiodataEndpoints() });
    const user = renderEditBiodata();
    await screen.findByRole('button', { name: 'Save Biodata' });
    expect(screen.queryByLabelText('Children')).toBeNull();

    await user.selectOptions(field('Marital Status'), 'Widowed');
    expect(field('Children')).toBeTruthy();
    await user.selectOptions(field('Marital Status'), 'Never married');
    expect(screen.queryByLabelText('Children')).toBeNull();
  });

  it("offers only the chosen division's districts, and a new division clears the district", async () => {
    stubApi({ ...newBiodataEndpoints() });
    const user = renderEditBiodata();
    await screen.findByRole('button', { name: 'Save Biodata' });
    const district = field('Permanent District') as HTMLSelectElement;
    expect(district.disabled).toBe(true);

    await user.selectOptions(field('Permanent Division'), 'Rajshahi');
    const offered = [...district.options].map((option) => option.value).filter(Boolean);
    expect(offered).toHaveLength(8);
    expect(offered).toContain('Bogura');
    expect(offered).not.toContain('Gazipur');
    await user.selectOptions(district, 'Bogura');

    await user.selectOptions(field('Permanent Division'), 'Dhaka');
    expect(district.value).toBe('');
    expect([...district.options].map((option) => option.value)).toContain('Gazipur');
  });

  it("puts a 400's field message beside its field", async () => {
    await saveRefusedWith({ mobile: ['This mobile number is on another biodata.'] });

    const message = await screen.findByText('This mobile number is on another biodata.');
    const mobile = field('Mobile Number');
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(mobile.getAttribute('aria-describedby')).toContain(message.id);
    expect(message.getAttribute('role')).toBe('alert');
    expect(document.activeElement).toBe(mobile);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save Biodata' })).toHaveProperty('disabled', false);
  });

  it("opens 'Something went wrong!' when the server fails", async () => {
    stubApi({
      [ownBiodataPath]: () => json(savedBiodata),
      'PUT /api/addBioData': () =>
        json({ code: 'INTERNAL', message: 'The server could not save it.' }, { status: 500 }),
    });
    const user = renderEditBiodata();
    await screen.findByRole('button', { name: 'Save Biodata' });
    await declare(user);

    await user.click(screen.getByRole('button', { name: 'Save Biodata' }));

    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByText('Something went wrong!')).toBeTruthy();
    expect(within(dialog).getByText('The server could not save it.')).toBeTruthy();
  });

  it('shows why when no answer arrives at all', async () => {
    stubApi({
      [ownBiodataPath]: () => json(savedBiodata),
      'PUT /api/addBioData': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const user = renderEditBiodata();
    await screen.findByRole('button', { name: 'Save Biodata' });
    await declare(user);

    await user.click(screen.getByRole('button', { name: 'Save Biodata' }));

    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(
      within(dialog).getByText('Could not reach the server. Check your connection and try again.'),
    ).toBeTruthy();
  });
});

describe('Saving section by section', () => {
  it("a section's save sends the whole biodata with the declarations, and stays on the form", async () => {
    const { requests } = stubApi({
      ...sessionEndpoints(customer),
      [ownBiodataPath]: () => json(savedBiodata),
      'PUT /api/addBioData': () => json(savedBiodata),
    });
    const { router } = renderApp('/dashboard/customer/editBioData');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Save Biodata' });
    await declare(user);

    await user.click(saveSectionButton('Family'));

    expect(await screen.findByText('Section saved')).toBeTruthy();
    expect(saveRequests(requests)).toHaveLength(1);
    const [save] = saveRequests(requests);
    expect(save?.query.get('email')).toBe(customer.email);
    expect(save?.body).toEqual(savedBiodataSent());
    expect(screen.queryByText('Biodata saved!')).toBeNull();
    expect(router.state.location.pathname).toBe('/dashboard/customer/editBioData');
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Biodata' })).toBeTruthy();
    // Marked saved, and the member moves on to the next section.
    expect(sectionStatus('Family')).toBe('Saved');
    expect(sectionStatus('About you')).toBe('');
    expect(document.activeElement).toBe(section('Marriage and faith'));
  });

  it("creates a new biodata with the first section's save, the same PUT, and saves it again with the next", async () => {
    let stored: unknown = noBiodata;
    const { requests } = stubApi({
      [ownBiodataPath]: () => json(stored),
      ...draftEndpoint(),
      'PUT /api/addBioData': (request) => {
        const isNew = stored === noBiodata;
        stored = { ...savedBiodata, ...(request.body as object) };
        return json(stored, { status: isNew ? 201 : 200 });
      },
    });
    const user = renderEditBiodata();
    await screen.findByRole('button', { name: 'Save Biodata' });
    await fillNewBiodata(user, '1998-03-12');

    await user.click(saveSectionButton('About you'));
    await waitFor(() => expect(sectionStatus('About you')).toBe('Saved'));
    await user.type(field('Institution'), 'Dhaka University');
    await user.click(saveSectionButton('Education and work'));
    await waitFor(() => expect(sectionStatus('Education and work')).toBe('Saved'));

    const saves = saveRequests(requests);
    expect(saves).toHaveLength(2);
    expect(saves[0]?.body).toMatchObject({
      name: 'Ayesha Rahman',
      mobile: '+8801712345678',
      institution: null,
      declaresTruth: true,
      declaresGuardianKnows: true,
    });
    expect(saves[1]?.body).toMatchObject({
      name: 'Ayesha Rahman',
      institution: 'Dhaka University',
      declaresTruth: true,
      declaresGuardianKnows: true,
    });
    expect(sectionStatus('About you')).toBe('Saved');
  });

  it("keeps a new biodata's sections as its draft until every required field is filled, then saves the biodata", async () => {
    let stored: unknown = noBiodata;
    const { requests } = stubApi({
      [ownBiodataPath]: () => json(stored),
      ...draftEndpoint(),
      'PUT /api/biodata-draft': (request) =>
        json({ values: request.body, updatedAt: '2026-11-25T09:30:00.000Z' }),
      'PUT /api/addBioData': (request) => {
        stored = { ...savedBiodata, ...(request.body as object) };
        return json(stored, { status: 201 });
      },
    });
    const user = renderEditBiodata();
    await screen.findByRole('button', { name: 'Save Biodata' });
    await fillAboutYou(user, '1998-03-12');

    await user.click(saveSectionButton('About you'));

    expect(
      await screen.findByText(
        'Section saved. Fill in the required fields to publish your biodata.',
      ),
    ).toBeTruthy();
    expect(sectionStatus('About you')).toBe('Saved');
    expect(document.activeElement).toBe(section('Education and work'));
    const [draft, ...more] = saveRequests(requests);
    expect(more).toEqual([]);
    expect(draft?.path).toBe('/api/biodata-draft');
    expect(draft?.body).toMatchObject({ name: 'Ayesha Rahman', dob: '1998-03-12', mobile: '' });
    expect(draft?.body).not.toHaveProperty('declaresTruth');
    // Nothing of the sections not yet filled is called wrong.
    expect(field('Mobile Number').getAttribute('aria-invalid')).not.toBe('true');

    await fillTheRestRequired(user);
    await user.click(saveSectionButton('Contact'));

    expect(await screen.findByText('Section saved')).toBeTruthy();
    const saves = saveRequests(requests);
    expect(saves.map((save) => save.path)).toEqual(['/api/biodata-draft', '/api/addBioData']);
    expect(saves[1]?.body).toMatchObject({ name: 'Ayesha Rahman', mobile: '+8801712345678' });
  });

  it("checks only the section a new biodata's save is for, and focuses its first field in error", async () => {
    const { requests } = stubApi({ ...newBiodataEndpoints() });
    const user = renderEditBiodata();
    await screen.findByRole('button', { name: 'Save Biodata' });
    await user.type(field('Mobile Number'), '0171');

    await user.click(saveSectionButton('Location'));

    const permanent = field('Permanent Division');
    await waitFor(() => expect(document.activeElement).toBe(permanent));
    expect(descriptionOf(permanent)).toContain('This field is required');
    expect(field('Name').getAttribute('aria-invalid')).not.toBe('true');
    expect(field('Mobile Number').getAttribute('aria-invalid')).not.toBe('true');
    expect(saveRequests(requests)).toEqual([]);
  });

  it("fills a new biodata's form from its draft, numbers and phone numbers as typed", async () => {
    stubApi({
      ...newBiodataEndpoints({
        name: 'Ayesha Rahman',
        brothersCount: 2,
        mobile: '+8801712345678',
        preferredDivisions: ['Sylhet'],
        unknownField: 'ignored',
      }),
    });
    renderEditBiodata();
    await screen.findByRole('button', { name: 'Save Biodata' });

    expect(field('Name').value).toBe('Ayesha Rahman');
    expect(field('Brothers').value).toBe('2');
    expect(field('Mobile Number').value.replace(/\D/g, '')).toBe('01712345678');
    expect(
      screen.getByText(/your biodata is published once every required field is filled/),
    ).toBeTruthy();
  });

  it('takes the Saved badge off a section changed after its save, and leaves the others', async () => {
    stubApi({
      [ownBiodataPath]: () => json(savedBiodata),
      'PUT /api/addBioData': () => json(savedBiodata),
    });
    const user = renderEditBiodata();
    await screen.findByRole('button', { name: 'Save Biodata' });
    await declare(user);
    await user.click(saveSectionButton('Family'));
    await waitFor(() => expect(sectionStatus('Family')).toBe('Saved'));
    await user.click(saveSectionButton('About me'));
    await waitFor(() => expect(sectionStatus('About me')).toBe('Saved'));

    await user.type(field('Sisters'), '1');

    expect(sectionStatus('Family')).toBe('');
    expect(sectionStatus('About me')).toBe('Saved');
  });

  it("focuses the first field in error, wherever it is, when a section's save finds one, and sends nothing", async () => {
    const { requests } = stubApi({ [ownBiodataPath]: () => json(savedBiodata) });
    const user = renderEditBiodata();
    await screen.findByRole('button', { name: 'Save Biodata' });
    await declare(user);
    await user.clear(field('Mobile Number'));

    await user.click(saveSectionButton('About you'));

    const mobile = field('Mobile Number');
    await waitFor(() => expect(document.activeElement).toBe(mobile));
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(mobile)).toContain('This field is required');
    expect(saveRequests(requests)).toEqual([]);
    expect(sectionStatus('About you')).toBe('');

    // An earlier field in error comes first: the date of birth, by its day.
    await user.selectOptions(dobPart('Day'), '');
    await user.click(saveSectionButton('Contact'));

    await waitFor(() => expect(document.activeElement).toBe(dobPart('Day')));
    expect(saveRequests(requests)).toEqual([]);
  });

  it('asks for the declarations above the first section, once, and refuses any save without them', async () => {
    const { requests } = stubApi({
      [ownBiodataPath]: () => json(savedBiodata),
      'PUT /api/addBioData': () => json(savedBiodata),
    });
    const user = renderEditBiodata();
    await screen.findByRole('button', { name: 'Save Biodata' });

    const form = screen.getByRole('form', { name: 'Biodata' });
    const parts = [...form.querySelectorAll(':scope > fieldset')].map((part) => [
      part.id,
      part.querySelector(':scope > legend')?.textContent,
    ]);
    expect(parts).toEqual([
      ['', 'Before you save'],
      ['biodata-section-aboutYou', 'About you'],
      ['biodata-section-educationWork', 'Education and work'],
      ['biodata-section-family', 'Family'],
      ['biodata-section-marriageFaith', 'Marriage and faith'],
      ['biodata-section-location', 'Location'],
      ['biodata-section-aboutMe', 'About me'],
      ['biodata-section-partner', 'Partner expectations'],
      ['biodata-section-contact', 'Contact'],
    ]);
    for (const label of DECLARATIONS) {
      expect(within(section('Before you save')).getByLabelText(label)).toBe(field(label));
    }

    await user.click(saveSectionButton('Location'));

    const truth = field(DECLARATIONS[0] ?? '');
    await waitFor(() => expect(document.activeElement).toBe(truth));
    for (const label of DECLARATIONS) {
      expect(field(label).getAttribute('aria-invalid'), label).toBe('true');
      expect(descriptionOf(field(label)), label).toContain('Confirm this to save your biodata');
    }
    expect(saveRequests(requests)).toEqual([]);

    // Ticked once, they hold for every save that follows.
    await declare(user);
    await user.click(saveSectionButton('Location'));
    await waitFor(() => expect(sectionStatus('Location')).toBe('Saved'));
    await user.click(saveSectionButton('Contact'));
    await waitFor(() => expect(sectionStatus('Contact')).toBe('Saved'));
    expect(saveRequests(requests).map((save) => save.body)).toEqual([
      savedBiodataSent(),
      savedBiodataSent(),
    ]);
    // After the last section, on to 'Save Biodata'.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save Biodata' }));
  });

  it("opens at the section the address's #hash names, and focuses it", async () => {
    stubApi({ ...sessionEndpoints(customer), [ownBiodataPath]: () => json(savedBiodata) });
    renderApp('/dashboard/customer/editBioData#biodata-section-family');
    await screen.findByRole('button', { name: 'Save Biodata' });

    await waitFor(() => expect(document.activeElement).toBe(section('Family')));
    expect(document.activeElement?.id).toBe('biodata-section-family');
  });
});

describe('Create Your Biodata page', () => {
  it('saves a new biodata, says "Biodata saved!" and shows it on Your Biodata', async () => {
    let stored: unknown = noBiodata;
    const { requests } = stubApi({
      ...sessionEndpoints(customer),
      [ownBiodataPath]: () => json(stored),
      ...draftEndpoint(),
      'PUT /api/addBioData': (request) => {
        stored = { ...savedBiodata, ...(request.body as object) };
        return json(stored, { status: 201 });
      },
    });
    const { router } = renderApp('/dashboard/customer/editBioData');
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Your Biodata' }),
    ).toBeTruthy();
    await screen.findByRole('button', { name: 'Save Biodata' });

    await fillNewBiodata(user, '1998-03-12');
    await user.click(screen.getByRole('button', { name: 'Save Biodata' }));

    expect(await screen.findByText('Biodata saved!')).toBeTruthy();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/customer/viewbioData'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Biodata' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ayesha Rahman' })).toBeTruthy();
    expect(saveRequests(requests)).toHaveLength(1);
  });
});
