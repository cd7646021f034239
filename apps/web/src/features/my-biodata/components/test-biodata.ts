import { customer } from '../../../test/api-stub';

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
  expectedPartnerAge: 30,
  expectedPartnerHeight: `5'7"`,
  expectedPartnerWeight: '65kg',
  mobile: '+8801712345678',
  contactEmail: customer.email,
} as const;

export const noBiodata = { message: 'No biodata found' } as const;

export const ownBiodataPath = `GET /api/thearData/${customer.email}`;
