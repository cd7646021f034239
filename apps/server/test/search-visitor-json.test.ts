import { AGE_MAX, AGE_MIN, PAGE_SIZE } from '@bondhon/shared/constants';
import { BIODATA_TYPES, FILTER_ALL } from '@bondhon/shared/options';
import { biodataSearchResponse, todayInBangladesh } from '@bondhon/shared/schemas/biodata';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { biodatas } from '../src/db/schema';
import { seedBiodatas } from '../src/db/seed/seed-biodatas';
import { compileSerializer } from '../src/lib/compiled-serializer';
import {
  searchBiodatas,
  searchBiodatasAsVisitorJson,
} from '../src/services/biodatas/search-biodatas';
import { VISITOR, withPhotosPrivacy } from '../src/services/photos/photo-privacy';
import { useTestApp } from './helpers/test-app';
import { callerFor, insertBiodataRow, shiftDate } from './biodata-fixtures';

/** The answer the schema's compiled serializer writes for a visitor, from the cards path. */
const writeAnswer = compileSerializer(biodataSearchResponse);

type Query = Parameters<typeof searchBiodatasAsVisitorJson>[0];

/**
 * ADR 0043: a visitor's listing page is written by the database. Whatever the page, the filters,
 * the day or the text in a biodata, it must be the very text the cards path and the compiled
 * serializer write for a visitor: the same fields, values, photo rules and ages, byte for byte.
 */
describe("the listing's answer to a visitor, written by the database", () => {
  const ctx = useTestApp({ env: { PUBLIC_CACHE_TTL_MS: '0' } });
  const call = callerFor(ctx);

  const bothWays = async (query: Omit<Query, 'db'>) => {
    const args = { db: ctx.app.db, ...query };
    const text = await searchBiodatasAsVisitorJson(args);
    const page = await searchBiodatas(args);
    return {
      text,
      expected: writeAnswer({ ...page, items: withPhotosPrivacy(page.items, VISITOR) }),
    };
  };

  beforeAll(async () => {
    // Photos shown to everyone, to members, on approval, and none; verified and waiting.
    await seedBiodatas({ db: ctx.app.db, count: 300, seed: 43, batchSize: 100 });
    const today = todayInBangladesh();
    // Every photo visibility, with and without a photo, verified and not, on a row each.
    const combinations = (['everyone', 'members', 'approved'] as const).flatMap((visibility) =>
      [true, false].flatMap((hasPhoto) =>
        [true, false].map((isVerified) => ({ visibility, hasPhoto, isVerified })),
      ),
    );
    const rows = await ctx.app.db
      .select({ id: biodatas.id })
      .from(biodatas)
      .limit(combinations.length);
    for (const [index, { visibility, hasPhoto, isVerified }] of combinations.entries()) {
      const id = rows[index]?.id;
      if (!id) throw new Error('too few seeded biodatas');
      await ctx.app.db
        .update(biodatas)
        .set({
          photoVisibility: visibility,
          profileImage: hasPhoto ? `/media/portraits/female-${index}.svg` : null,
          verifiedAt: isVerified ? new Date(Date.UTC(2026, 0, index + 1, 2, 3, 4, 5)) : null,
        })
        .where(eq(biodatas.id, id));
    }
    // Text JSON must escape, and birthdays on the day ages turn, a leap day among them.
    const awkward = [
      { name: 'Nusrat "Mim" Jahan', dob: shiftDate(today, -20 * 365) },
      { name: 'Back\\slash \u0001 bell\u0007 tab\t line\nend', dob: '2000-02-29' },
      { name: 'নুসরাত জাহান 🌸', dob: `${Number(today.slice(0, 4)) - 25}${today.slice(4)}` },
      {
        name: '</script><b>',
        dob: `${Number(today.slice(0, 4)) - 30}${shiftDate(today, 1).slice(4)}`,
      },
    ];
    for (const [index, row] of awkward.entries()) {
      const { id } = await insertBiodataRow(ctx.app, { ...row, biodataType: 'Male' });
      await ctx.app.db
        .update(biodatas)
        .set({
          profileImage: index === 3 ? null : `/media/photos/${id}"\\.webp`,
          photoVisibility: (['everyone', 'members', 'approved', 'approved'] as const)[index],
          verifiedAt: index % 2 === 0 ? new Date('2026-03-04T05:06:07.089Z') : null,
        })
        .where(eq(biodatas.id, id));
    }
  });

  it('has every kind of photo and verification to compare', async () => {
    const kinds = await ctx.app.db
      .selectDistinct({
        visibility: biodatas.photoVisibility,
        photo: sql<boolean>`${biodatas.profileImage} is not null`,
        verified: sql<boolean>`${biodatas.verifiedAt} is not null`,
      })
      .from(biodatas)
      .where(eq(biodatas.listed, true));
    // 3 visibilities × with or without a photo × verified or not.
    expect(kinds).toHaveLength(12);
  });

  it('writes every page of every filter shape as the cards path and its serializer do', async () => {
    for (const type of [FILTER_ALL, ...BIODATA_TYPES] as const) {
      for (const division of [FILTER_ALL, 'Dhaka', 'Sylhet'] as const) {
        for (const maxAge of [AGE_MIN, 26, AGE_MAX]) {
          const { total } = await searchBiodatas({
            db: ctx.app.db,
            maxAge,
            type,
            division,
            page: 1,
          });
          // Every page, and the first one past the last.
          for (let page = 1; page <= Math.ceil(total / PAGE_SIZE) + 1; page++) {
            const { text, expected } = await bothWays({ maxAge, type, division, page });
            expect(text, `${type} ${division} ${maxAge} page ${page}`).toBe(expected);
          }
        }
      }
    }
  });

  it('counts ages as the cards do on every day around a birthday and a leap day', async () => {
    for (const today of ['2027-02-28', '2027-03-01', '2028-02-28', '2028-02-29', '2028-03-01']) {
      for (const page of [1, 2, 3]) {
        const { text, expected } = await bothWays({
          maxAge: AGE_MAX,
          minAge: 25,
          type: 'Male',
          division: FILTER_ALL,
          page,
          today,
        });
        expect(text, `${today} page ${page}`).toBe(expected);
      }
    }
  });

  it('leaves a search with More filters to the cards path', async () => {
    const text = await searchBiodatasAsVisitorJson({
      db: ctx.app.db,
      maxAge: AGE_MAX,
      type: FILTER_ALL,
      division: FILTER_ALL,
      page: 1,
      verified: true,
    });
    expect(text).toBeUndefined();
  });

  it('answers a visitor over HTTP with that text, as JSON', async () => {
    const response = await call('GET', '/api/biodatas/search?maxAge=60&type=Male&page=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const { expected } = await bothWays({
      maxAge: AGE_MAX,
      type: 'Male',
      division: FILTER_ALL,
      page: 1,
    });
    expect(response.body).toBe(expected);
    expect(biodataSearchResponse.safeParse(response.json()).success).toBe(true);
  });
});
