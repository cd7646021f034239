import {
  biodataDetailsResponse,
  biodataSearchResponse,
  premiumMembersResponse,
} from '@bondhon/shared/schemas/biodata';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  compiledResponse,
  compileSerializer,
  forSerialization,
  serializerCompiler,
} from '../src/lib/compiled-serializer';

/** What zod's serializer (the default for every other route) writes for the same answer. */
const zodWrites = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));

const card = {
  _id: '65f0c0ffee0000000000002a',
  addid: 42,
  name: 'Nusrat "Nupur" Jahan',
  biodataType: 'Female',
  profileImage: null,
  photoWithheld: null,
  permanentDivision: 'Sylhet',
  yourAge: 27,
  occupation: 'Doctor',
  verifiedAt: '2026-11-20T06:00:00.000Z',
};

const publicRecord = {
  ...card,
  profileImage: '/media/portraits/female-03.svg',
  dob: '1999-04-02',
  height: '5\'2"',
  weight: '50kg',
  race: 'Fair',
  fathersName: null,
  mothersName: 'Rokeya Begum',
  presentDivision: 'Dhaka',
  permanentDistrict: null,
  presentDistrict: 'Gazipur',
  maritalStatus: 'Never married',
  childrenCount: null,
  religion: 'Islam',
  religiousPractice: null,
  educationLevel: "Bachelor's",
  educationSubject: 'MBBS',
  institution: 'Sylhet MAG Osmani Medical College',
  occupationDetail: 'Medical officer at a private hospital',
  monthlyIncome: '50k-100k',
  fathersOccupation: 'Retired government officer',
  mothersOccupation: null,
  brothersCount: 1,
  sistersCount: 0,
  familyType: 'Nuclear',
  economicStatus: null,
  aboutMe: 'I am a calm, family-oriented person. I "love" my work.',
  expectedPartnerAge: null,
  expectedPartnerHeight: '5\'7"',
  expectedPartnerWeight: '65kg',
  expectedAgeMin: 27,
  expectedAgeMax: null,
  expectedHeightMin: '5\'5"',
  expectedHeightMax: null,
  acceptableMaritalStatuses: ['Never married', 'Divorced'],
  preferredDivisions: null,
  expectedMinEducation: "Master's",
  expectationsNote: 'Someone "kind",\nwho reads.',
};
const contact = {
  user: 'nupur@example.com',
  mobile: '01712345678',
  contactEmail: 'nupur@example.com',
  guardianName: 'Abdul Karim',
  guardianRelation: 'Father',
  guardianMobile: '+8801812345678',
  photoVisibility: 'members',
};
/** Fields a service might carry by mistake: none is declared by any response schema. */
const undeclared = { ownerId: 'u_1', passwordHash: 'secret', email: 'leak@example.com' };

describe('the compiled response serializer', () => {
  it('writes a listing page exactly as zod does, without undeclared fields', () => {
    const page = {
      items: [
        { ...card, ...undeclared },
        { ...card, addid: 43, yourAge: 30 },
      ],
      total: 1_000_000,
      page: 2,
      pageSize: 12,
      pageCount: 83_334,
      totalCapped: false,
    };
    const written = compileSerializer(biodataSearchResponse)(page);
    expect(JSON.parse(written)).toEqual(JSON.parse(zodWrites(biodataSearchResponse, page)));
    expect(written).not.toMatch(/passwordHash|ownerId|leak@example\.com/);
  });

  it('writes details with contact fields only when the record carries them', () => {
    const write = compileSerializer(biodataDetailsResponse);
    const withContact = {
      ...publicRecord,
      ...contact,
      expectedPartnerAge: 31,
      acceptableMaritalStatuses: null,
      preferredDivisions: ['Sylhet'],
      ...undeclared,
    };
    const withoutContact = { ...publicRecord, ...undeclared };

    expect(JSON.parse(write(withContact))).toEqual(
      JSON.parse(zodWrites(biodataDetailsResponse, withContact)),
    );
    const publicAnswer = JSON.parse(write(withoutContact)) as Record<string, unknown>;
    expect(publicAnswer).toEqual(JSON.parse(zodWrites(biodataDetailsResponse, withoutContact)));
    expect(Object.keys(publicAnswer)).not.toContain('mobile');
    expect(Object.keys(publicAnswer)).not.toContain('contactEmail');
    expect(Object.keys(publicAnswer)).not.toContain('passwordHash');
  });

  it('writes premium members as zod does', () => {
    const members = [
      { ...card, ...undeclared },
      { ...card, addid: 7 },
    ];
    expect(JSON.parse(compileSerializer(premiumMembersResponse)(members))).toEqual(
      JSON.parse(zodWrites(premiumMembersResponse, members)),
    );
  });

  it('refuses an answer missing a required field, as zod does', () => {
    const { addid: _missing, ...incomplete } = card;
    expect(() => compileSerializer(premiumMembersResponse)([incomplete])).toThrow();
  });

  it('turns a nullable value into a type list and a union of objects into one object', () => {
    expect(
      forSerialization({
        type: 'object',
        properties: { age: { anyOf: [{ type: 'integer' }, { type: 'null' }] } },
      }),
    ).toEqual({ type: 'object', properties: { age: { type: ['integer', 'null'] } } });
    expect(
      forSerialization({
        anyOf: [
          {
            type: 'object',
            properties: { a: { type: 'string' }, b: { type: 'string' } },
            required: ['a', 'b'],
          },
          { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
        ],
      }),
    ).toEqual({
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'string' } },
      required: ['a'],
      additionalProperties: false,
    });
  });

  it('serves marked routes with the compiled writer and every other route with zod', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const count = z.object({ count: z.number() });
    // A string where the schema says number: zod refuses it (500); the compiled writer, which
    // trusts the type our own service returns, writes it as a number.
    const wrongType = { count: '5' } as unknown as { count: number };
    app.get(
      '/compiled',
      { schema: { response: { 200: compiledResponse(count) } } },
      () => wrongType,
    );
    app.get(
      '/zod',
      { schema: { response: { 200: z.object({ count: z.number() }) } } },
      () => wrongType,
    );
    await app.ready();
    try {
      const compiled = await app.inject({ method: 'GET', url: '/compiled' });
      expect(compiled.statusCode).toBe(200);
      expect(compiled.json()).toEqual({ count: 5 });
      const byZod = await app.inject({ method: 'GET', url: '/zod' });
      expect(byZod.statusCode).toBe(500);
    } finally {
      await app.close();
    }
  });
});
