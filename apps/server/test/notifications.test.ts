import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { notifications, users } from '../src/db/schema';
import { callerFor } from './biodata-fixtures';
import { setStanding, signUp, type TestAccount } from './helpers/accounts';
import { readMail, useSmtpCapture } from './helpers/smtp-capture';
import { useTestApp } from './helpers/test-app';
import { createBiodata, payForContact } from './payment-fixtures';

const smtp = useSmtpCapture({ PUBLIC_URL: 'http://bondhon.example' });
const ctx = useTestApp({ env: smtp.env });
const call = callerFor(ctx);

beforeEach(async () => {
  await ctx.app.mail.deliverDue();
  smtp.received.length = 0;
});

/** Sends what the arrangement queued (the new members' welcome mails) and forgets it. */
async function settle() {
  await ctx.app.mail.deliverDue();
  smtp.received.length = 0;
}

/** The mails that went to `email`, once the worker has had its turn. */
async function mailsTo(email: string) {
  await ctx.app.mail.deliverDue();
  return Promise.all(
    smtp.received.filter((mail) => mail.to.includes(email)).map((mail) => readMail(mail)),
  );
}

async function newAdmin() {
  const admin = await signUp(ctx.app, ctx.env, { name: 'Admin' });
  await setStanding(ctx.app, admin, { role: 'admin' });
  return admin;
}

/** A member's paid request for a new owner's biodata, with all three. */
async function paidRequest() {
  const owner = await signUp(ctx.app, ctx.env, { name: 'Nasima Begum' });
  const biodata = await createBiodata(call, owner, { mobile: '01712345678' });
  const requester = await signUp(ctx.app, ctx.env, { name: 'Rafiq Chowdhury' });
  await settle();
  const requestId = await payForContact(call, requester, biodata._id);
  return { owner, biodata, requester, requestId };
}

function saveMailSettings(account: TestAccount, body: unknown) {
  return call('PUT', '/api/users/me/mail-settings', account, body as Record<string, unknown>);
}

describe('notification mails', () => {
  it('tells the owner that someone paid for their contact, never who', async () => {
    const { owner, biodata, requester } = await paidRequest();
    const [mail, ...others] = await mailsTo(owner.email);
    expect(others).toHaveLength(0);
    expect(mail!.subject).toBe('Someone asked for the contact details of your biodata');
    expect(mail!.text).toContain(`Biodata ID ${biodata.addid}`);
    expect(mail!.text).not.toContain(requester.name);
    expect(mail!.text).not.toContain(requester.email);
    expect(mail!.links).toEqual([
      'http://bondhon.example/dashboard/customer/viewbioData',
      'http://bondhon.example/dashboard/customer/account',
    ]);
  });

  it('tells the requester when an admin approves, once however often it is approved', async () => {
    const { biodata, requester, requestId } = await paidRequest();
    const admin = await newAdmin();
    for (let approval = 0; approval < 2; approval += 1) {
      const approved = await call('PUT', `/api/updateParcel/${requestId}`, admin, {
        email: requester.email,
      });
      expect(approved.statusCode).toBe(200);
    }
    const mails = await mailsTo(requester.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your contact request is approved']);
    expect(mails[0]!.text).toContain(`Biodata ID ${biodata.addid}`);
    expect(mails[0]!.links[0]).toBe('http://bondhon.example/dashboard/customer/contactRequest');
  });

  it('tells a member in Bengali that their premium request is approved', async () => {
    const member = await signUp(ctx.app, ctx.env, { name: 'Sumaiya Akter' });
    await settle();
    await ctx.app.db.update(users).set({ language: 'bn' }).where(eq(users.id, member.id));
    await createBiodata(call, member);
    const asked = await call('POST', `/api/request-premium/${member.email}`, member, {
      name: member.name,
      email: member.email,
    });
    expect(asked.statusCode).toBe(201);
    const admin = await newAdmin();
    expect((await call('PUT', `/api/makePremeum/update/${member.email}`, admin)).statusCode).toBe(
      200,
    );
    const [mail] = await mailsTo(member.email);
    expect(mail!.subject).toBe('আপনি এখন বন্ধনের প্রিমিয়াম সদস্য');
    expect(mail!.text).toContain('কোন কোন মেইল পাবেন, তা বেছে নিন');
  });

  it('mails no kind the member turned off, and still records it', async () => {
    const { requester, requestId } = await paidRequest();
    const saved = await saveMailSettings(requester, { mailOptOuts: ['contactRequestApproved'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ mailOptOuts: ['contactRequestApproved'] });
    const admin = await newAdmin();
    await call('PUT', `/api/updateParcel/${requestId}`, admin, { email: requester.email });

    expect(await mailsTo(requester.email)).toEqual([]);
    const recorded = await ctx.app.db
      .select({ kind: notifications.kind, mailedAt: notifications.mailedAt })
      .from(notifications)
      .where(eq(notifications.userId, requester.id));
    expect(recorded).toEqual([{ kind: 'contactRequestApproved', mailedAt: expect.any(Date) }]);
  });
});

describe('GET and PUT /api/users/me/mail-settings', () => {
  it('starts with every kind mailed, and keeps only the caller’s own choice', async () => {
    const member = await signUp(ctx.app, ctx.env);
    const other = await signUp(ctx.app, ctx.env);
    expect((await call('GET', '/api/users/me/mail-settings', member)).json()).toEqual({
      mailOptOuts: [],
    });
    await saveMailSettings(member, { mailOptOuts: ['premiumApproved', 'premiumApproved'] });
    expect((await call('GET', '/api/users/me/mail-settings', member)).json()).toEqual({
      mailOptOuts: ['premiumApproved'],
    });
    expect((await call('GET', '/api/users/me/mail-settings', other)).json()).toEqual({
      mailOptOuts: [],
    });
  });

  it('refuses a kind that is not one, and anyone signed out', async () => {
    const member = await signUp(ctx.app, ctx.env);
    const refused = await saveMailSettings(member, { mailOptOuts: ['everything'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toHaveProperty(['mailOptOuts.0']);
    expect((await saveMailSettings(member, { mailOptOuts: 'premiumApproved' })).statusCode).toBe(
      400,
    );
    expect((await call('GET', '/api/users/me/mail-settings')).statusCode).toBe(401);
    expect(
      (await call('PUT', '/api/users/me/mail-settings', undefined, { mailOptOuts: [] })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/notifications and POST /api/notifications/read', () => {
  it('lists the caller’s own notifications, newest first, until they are read', async () => {
    const { owner, biodata, requester, requestId } = await paidRequest();
    const admin = await newAdmin();
    await call('PUT', `/api/updateParcel/${requestId}`, admin, { email: requester.email });

    const listed = await call('GET', '/api/notifications', owner);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({
      items: [
        {
          id: expect.any(String),
          kind: 'contactRequestPaid',
          biodataAddid: biodata.addid,
          note: null,
          createdAt: expect.any(String),
          isRead: false,
        },
      ],
      unreadCount: 1,
    });
    // The requester sees their own, not the owner's.
    const theirs = (await call('GET', '/api/notifications', requester)).json();
    expect(theirs.items.map((item: { kind: string }) => item.kind)).toEqual([
      'contactRequestApproved',
    ]);

    expect((await call('POST', '/api/notifications/read', owner)).statusCode).toBe(200);
    const after = (await call('GET', '/api/notifications', owner)).json();
    expect(after.unreadCount).toBe(0);
    expect(after.items[0].isRead).toBe(true);
    expect((await call('GET', '/api/notifications', requester)).json().unreadCount).toBe(1);
  });

  it('refuses anyone signed out', async () => {
    expect((await call('GET', '/api/notifications')).statusCode).toBe(401);
    expect((await call('POST', '/api/notifications/read')).statusCode).toBe(401);
  });
});
