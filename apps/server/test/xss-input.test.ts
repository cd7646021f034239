import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { biodatas, users } from '../src/db/schema';
import { biodataBody, callerFor } from './biodata-fixtures';
import {
  browserHeaders,
  PASSWORD,
  signUp,
  uniqueEmail,
  type TestAccount,
} from './helpers/accounts';
import { useTestApp } from './helpers/test-app';

/**
 * Script in what people type: a link field takes only http(s) (or our own /media/ paths) and
 * refuses every other scheme, however it is spelt, with a 400 naming the field; names and free
 * text with markup are kept as the text they are, and come back as that text in JSON.
 */

/** Link values a browser would run, or that would leave our origin: all refused. */
const HOSTILE_LINKS = [
  'javascript:window.__xss=1',
  'JaVaScRiPt:window.__xss=1',
  '  javascript:window.__xss=1',
  '\t\njavascript:window.__xss=1',
  'java\tscript:window.__xss=1',
  'javascript&colon;window.__xss=1',
  'data:text/html,<script>window.__xss=1</script>',
  'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==',
  'DATA:image/svg+xml,<svg onload=window.__xss=1>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example.com/x.png',
  '/media/../api/users/allData',
  '/media/portraits/"><svg onload=window.__xss=1>',
  '"><svg onload=window.__xss=1>',
];

/** Markup a person might type into a name: stored and answered as exactly this text. */
const MARKUP = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload=window.__xss=1>',
];

describe('links and text with script in them', () => {
  const ctx = useTestApp({
    env: { AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' },
  });
  const call = callerFor(ctx);
  // Each test signs up the member whose links it sends, so no test reads another's account.
  const newMember = () => signUp(ctx.app, ctx.env);

  /** Each call that takes a link, as `member` would send `link` to it. */
  const LINK_CALLS: [
    string,
    (member: TestAccount, link: string) => ReturnType<typeof call>,
    string,
  ][] = [
    [
      'PUT /api/addBioData',
      (member, link) =>
        call(
          'PUT',
          `/api/addBioData?email=${member.email}`,
          member,
          biodataBody({ profileImage: link }),
        ),
      'profileImage',
    ],
    [
      'POST /api/users',
      (member, link) =>
        call('POST', '/api/users', member, { name: 'Member', email: member.email, image: link }),
      'image',
    ],
    [
      'POST /api/auth/sign-up/email',
      (_member, link) =>
        call('POST', '/api/auth/sign-up/email', undefined, {
          name: 'Member',
          email: uniqueEmail('xss'),
          password: PASSWORD,
          image: link,
        }),
      'image',
    ],
  ];

  /** The member's stored links (their photo and their biodata's) and every account's photo. */
  async function storedLinks(member: TestAccount) {
    const [user] = await ctx.app.db.select().from(users).where(eq(users.id, member.id));
    const stored = await ctx.app.db.select().from(biodatas).where(eq(biodatas.userId, member.id));
    const everyImage = await ctx.app.db.select({ image: users.image }).from(users);
    return {
      members: [user?.image, ...stored.map((row) => row.profileImage)],
      everyone: everyImage.map(({ image }) => image),
    };
  }

  for (const [name, send, field] of LINK_CALLS) {
    it(`${name} refuses every non-http(s) link with a 400 naming ${field}, storing none`, async () => {
      const member = await newMember();
      const answers = [];
      for (const link of HOSTILE_LINKS) {
        const answer = await send(member, link);
        answers.push({
          link,
          status: answer.statusCode,
          fields: Object.keys(answer.json().fieldErrors ?? {}),
        });
      }
      expect(answers).toEqual(
        HOSTILE_LINKS.map((link) => ({ link, status: 400, fields: [field] })),
      );
      // The member and their biodata keep only safe links, and no sign-up went through.
      const stored = await storedLinks(member);
      for (const link of stored.members) {
        expect(link ?? 'https://').toMatch(/^(https?:\/\/|\/media\/[\w./-]+$)/);
      }
      expect(stored.everyone.every((image) => !image || /^(https?:|\/media\/)/.test(image))).toBe(
        true,
      );
    });
  }

  it('still takes an https link and one of our own /media/ paths', async () => {
    const member = await newMember();
    for (const link of ['https://images.example.com/a.png', '/media/portraits/female-03.svg']) {
      const answer = await call(
        'PUT',
        `/api/addBioData?email=${member.email}`,
        member,
        biodataBody({ profileImage: link }),
      );
      expect([200, 201], answer.body).toContain(answer.statusCode);
    }
  });

  it("refuses a script link in Better Auth's own profile update (POST /api/auth/update-user)", async () => {
    const member = await newMember();
    const refused = [];
    for (const link of HOSTILE_LINKS) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: browserHeaders(ctx.env, member.cookie),
        payload: { image: link },
      });
      refused.push({
        link,
        status: answer.statusCode,
        fields: Object.keys(answer.json().fieldErrors ?? {}),
      });
    }
    expect(refused).toEqual(
      HOSTILE_LINKS.map((link) => ({ link, status: 400, fields: ['image'] })),
    );
    const [user] = await ctx.app.db.select().from(users).where(eq(users.id, member.id));
    expect(user?.image).toMatch(/^https:\/\//);
    // A safe update still goes through.
    const safe = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: browserHeaders(ctx.env, member.cookie),
      payload: { name: 'Renamed Member', image: '/media/portraits/female-03.svg' },
    });
    expect(safe.statusCode, safe.body).toBe(200);
    const [renamed] = await ctx.app.db.select().from(users).where(eq(users.id, member.id));
    expect(renamed).toMatchObject({
      name: 'Renamed Member',
      image: '/media/portraits/female-03.svg',
    });
  });

  it('keeps names and free text with markup as the text typed, and answers them as JSON text', async () => {
    const writer = await signUp(ctx.app, ctx.env, { name: MARKUP[0] });
    const [name, fathersName, mothersName] = MARKUP;
    const saved = await call(
      'PUT',
      `/api/addBioData?email=${writer.email}`,
      writer,
      biodataBody({ name, fathersName, mothersName }),
    );
    expect([200, 201], saved.body).toContain(saved.statusCode);
    const details = await call('GET', `/api/details/${saved.json()._id}`, writer);
    expect(details.headers['content-type']).toMatch(/^application\/json/);
    expect(details.json()).toMatchObject({ name, fathersName, mothersName });
    const session = await call('GET', '/api/auth/get-session', writer);
    expect(session.json().user.name).toBe(MARKUP[0]);
  });
});
