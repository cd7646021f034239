import { biodataSearchQuery } from '@bondhon/shared/schemas/biodata';
import { describe, expect, it } from 'vitest';
import { countMoreFilters, listingSearchParams, readListingSearch } from './use-listing-search';

type SearchField = keyof typeof biodataSearchQuery.shape;

/**
 * The shared search schema's reading of an address (the API's rules): each parameter it refuses
 * reads as unset (its default), and so does each one it names when two contradict each other.
 */
function schemaReading(params: URLSearchParams) {
  const fields = biodataSearchQuery.shape;
  const raw = (key: SearchField) =>
    key === 'occupation'
      ? params.getAll(key).length > 0
        ? params.getAll(key)
        : undefined
      : (params.get(key) ?? undefined);
  const values: Partial<Record<SearchField, unknown>> = {};
  for (const key of Object.keys(fields) as SearchField[]) {
    values[key] = fields[key].safeParse(raw(key)).success ? raw(key) : undefined;
  }
  for (;;) {
    const parsed = biodataSearchQuery.safeParse(values);
    if (parsed.success) return parsed.data;
    for (const { path } of parsed.error.issues) values[path[0] as SearchField] = undefined;
  }
}

const UNSET_MORE_FILTERS = {
  minAge: 18,
  presentDivision: 'All',
  occupation: [],
  verified: false,
};

describe('the listing address', () => {
  it('fills in the defaults when the address has no search', () => {
    expect(readListingSearch(new URLSearchParams())).toEqual({
      maxAge: 60,
      type: 'All',
      division: 'All',
      page: 1,
      ...UNSET_MORE_FILTERS,
    });
  });

  it('keeps valid filters and page', () => {
    expect(
      readListingSearch(new URLSearchParams('maxAge=30&type=Female&division=Khulna&page=4')),
    ).toEqual({ maxAge: 30, type: 'Female', division: 'Khulna', page: 4, ...UNSET_MORE_FILTERS });
  });

  it('keeps valid more filters, every occupation given', () => {
    const search = readListingSearch(
      new URLSearchParams(
        'minAge=25&maxAge=35&division=Khulna&district=Jashore&presentDivision=Dhaka' +
          '&maritalStatus=Divorced&religion=Islam&minEducation=Alim' +
          `&occupation=Doctor&occupation=Teacher&minHeight=5'0"&maxHeight=5'7"`,
      ),
    );
    expect(search).toEqual({
      minAge: 25,
      maxAge: 35,
      type: 'All',
      division: 'Khulna',
      district: 'Jashore',
      presentDivision: 'Dhaka',
      maritalStatus: 'Divorced',
      religion: 'Islam',
      minEducation: 'Alim',
      occupation: ['Doctor', 'Teacher'],
      minHeight: `5'0"`,
      maxHeight: `5'7"`,
      verified: false,
      page: 1,
    });
    expect(countMoreFilters(search)).toBe(8);
  });

  it.each([
    'maxAge=30&type=Female&division=Khulna&page=4',
    'maxAge=17&type=female&division=Nowhere&page=0',
    'maxAge=61&page=10000001',
    'maxAge=18&page=10000000',
    'maxAge=25.5&page=2.0',
    'maxAge=&type=&division=&page=',
    'maxAge=%2030%20&page=1e2',
    'maxAge=abc&page=-3',
    'type=Male&division=Chattogram',
    'type=All&division=All',
    // The more filters, each valid, invalid or empty.
    'minAge=25&maxAge=40&district=Sylhet&presentDivision=Rajshahi&maritalStatus=Widowed',
    'minAge=17&district=Paris&presentDivision=Nowhere&maritalStatus=married&religion=islam',
    'minAge=61&minEducation=PhD&minHeight=7ft&maxHeight=3\'0"',
    'minAge=&district=&presentDivision=&maritalStatus=&religion=&minEducation=&minHeight=',
    'minAge=20.5&religion=Other&minEducation=Qawmi%2FDawrah',
    "district=Cox's%20Bazar&division=Chattogram",
    'occupation=Doctor',
    'occupation=Doctor&occupation=Teacher&occupation=Other',
    'occupation=Doctor&occupation=Pilot',
    'occupation=',
    'occupation=Doctor&occupation=Doctor',
    'occupation=Student&occupation=Engineer&occupation=Doctor&occupation=Teacher&occupation=Businessman&occupation=Other&occupation=Doctor',
    // Two values that contradict each other: the one the schema names goes.
    'minAge=40&maxAge=30',
    'minAge=40&maxAge=99',
    'minAge=30&maxAge=30',
    'district=Sylhet&division=Dhaka',
    'district=Sylhet&division=Sylhet',
    'district=Sylhet&division=Atlantis',
    `minHeight=5'7"&maxHeight=5'0"`,
    `minHeight=5'5"&maxHeight=5'5"`,
    `minHeight=5'7"&maxHeight=tall`,
  ])('reads %s by the rules of the shared search schema', (search) => {
    const params = new URLSearchParams(search);
    expect(readListingSearch(params)).toEqual(schemaReading(params));
  });

  it('writes the spec’s filters and page always, each more filter only when set', () => {
    const search = readListingSearch(new URLSearchParams());
    expect(listingSearchParams(search).toString()).toBe('maxAge=60&type=All&division=All&page=1');
    expect([
      ...listingSearchParams({
        ...search,
        minAge: 21,
        district: 'Bogura',
        occupation: ['Doctor', 'Engineer'],
        maxHeight: `5'5"`,
        page: 2,
      }),
    ]).toEqual([
      ['maxAge', '60'],
      ['type', 'All'],
      ['division', 'All'],
      ['page', '2'],
      ['minAge', '21'],
      ['district', 'Bogura'],
      ['occupation', 'Doctor'],
      ['occupation', 'Engineer'],
      ['maxHeight', `5'5"`],
    ]);
  });

  it('reads back what it writes', () => {
    const params = new URLSearchParams(
      `minAge=22&maxAge=33&type=Male&division=Rangpur&district=Dinajpur&presentDivision=Sylhet` +
        `&maritalStatus=Never%20married&religion=Hinduism&minEducation=Master's` +
        `&occupation=Engineer&occupation=Other&minHeight=5'2"&maxHeight=6'0"&page=3`,
    );
    const search = readListingSearch(params);
    expect(readListingSearch(listingSearchParams(search))).toEqual(search);
    expect(countMoreFilters(search)).toBe(8);
  });
});
