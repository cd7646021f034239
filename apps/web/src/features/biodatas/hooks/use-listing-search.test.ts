import { biodataSearchQuery } from '@bondhon/shared/schemas/biodata';
import { describe, expect, it } from 'vitest';
import { readListingSearch } from './use-listing-search';

/** The shared search schema's reading of each field (the API's rules), its default if invalid. */
function schemaReading(params: URLSearchParams) {
  const fields = biodataSearchQuery.shape;
  const read = <K extends keyof typeof fields>(key: K) => {
    const parsed = fields[key].safeParse(params.get(key) ?? undefined);
    return parsed.success ? parsed.data : fields[key].parse(undefined);
  };
  return {
    maxAge: read('maxAge'),
    type: read('type'),
    division: read('division'),
    page: read('page'),
  };
}

describe('the listing address', () => {
  it('fills in the defaults when the address has no search', () => {
    expect(readListingSearch(new URLSearchParams())).toEqual({
      maxAge: 60,
      type: 'All',
      division: 'All',
      page: 1,
    });
  });

  it('keeps valid filters and page', () => {
    expect(
      readListingSearch(new URLSearchParams('maxAge=30&type=Female&division=Khulna&page=4')),
    ).toEqual({ maxAge: 30, type: 'Female', division: 'Khulna', page: 4 });
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
  ])('reads %s by the rules of the shared search schema', (search) => {
    const params = new URLSearchParams(search);
    expect(readListingSearch(params)).toEqual(schemaReading(params));
  });
});
