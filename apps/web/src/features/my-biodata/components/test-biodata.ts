import { customer, json } from '../../../test/api-stub';

/** A saved biodata, as GET /api/thearData/{email} answers for its owner (the test customer). */
export const savedBiodata = {
  _id: '3f0c1d6e-8b1a-4e52-9a57-0d2f3c4b5a69',
  addid: 1042,
  user: customer.email,
  biodataType: 'Female',
  name: 'Ayesha Rahman',
  profileImage: 'https://example.com/ayesha.jpg',
  dob: '1998-03-12',
  height: `5'2"`,
  weight: '50kg',
  yourAge: 27,
  occupation: 'Teacher',
  race: 'Fair',
  fathersName: 'Abdul Rahman',
  mothersName: null,
  permanentDivision: 'Dhaka',
  presentDivision: 'Sylhet',
  permanentDistrict: null,
  presentDistrict: null,
  maritalStatus: 'Never married',
  childrenCount: null,
  religion: 'Islam',
  religiousPractice: null,
  educationLevel: "Bachelor's",
  educationSubject: null,
  institution: 'Dhaka University',
  occupationDetail: null,
  monthlyIncome: '20k-50k',
  fathersOccupation: null,
  mothersOccupation: 'Homemaker',
  brothersCount: 2,
  sistersCount: null,
  familyType: null,
  economicStatus: 'Middle class',
  aboutMe: null,
  expectedPartnerAge: 30,
  expectedPartnerHeight: `5'7"`,
  expectedPartnerWeight: '65kg',
  expectedAgeMin: 28,
  expectedAgeMax: 34,
  expectedHeightMin: `5'5"`,
  expectedHeightMax: null,
  acceptableMaritalStatuses: ['Never married'],
  preferredDivisions: ['Dhaka', 'Sylhet'],
  expectedMinEducation: "Bachelor's",
  expectationsNote: null,
  mobile: '+8801712345678',
  contactEmail: customer.email,
  guardianName: null,
  guardianRelation: null,
  guardianMobile: null,
} as const;

export const noBiodata = { message: 'No biodata found' } as const;

export const ownBiodataPath = `GET /api/thearData/${customer.email}`;

/** GET /api/biodata-draft for a member with no draft, or with `values` kept. */
export function draftEndpoint(values: Record<string, unknown> | null = null) {
  return {
    'GET /api/biodata-draft': () =>
      json({ values, updatedAt: values ? '2026-11-25T09:30:00.000Z' : null }),
  };
}

/** A member with no biodata yet, and no draft of one unless `draft` is given. */
export function newBiodataEndpoints(draft: Record<string, unknown> | null = null) {
  return { [ownBiodataPath]: () => json(noBiodata), ...draftEndpoint(draft) };
}
