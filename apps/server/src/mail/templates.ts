import { ACCOUNT_SETTINGS_PATH } from '@bondhon/shared/constants';
import type { Language } from '@bondhon/shared/languages';
import { NOTIFICATION_PAGES, type NotificationKind } from '@bondhon/shared/notification-kinds';

/** A mail's words, in one language: the subject, then the paragraphs, then its one link. */
interface MailWords {
  subject: string;
  greeting: (name: string) => string;
  paragraphs: string[];
  action: string;
  closing: string[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const SIGNATURE = { en: 'Bondhon', bn: 'বন্ধন' } as const;

const SETTINGS_LINE = {
  en: 'Choose which mails you get',
  bn: 'কোন কোন মেইল পাবেন, তা বেছে নিন',
} as const;

const PASSWORD_RESET: Record<Language, MailWords> = {
  en: {
    subject: 'Reset your Bondhon password',
    greeting: (name) => `Assalamu alaikum ${name},`,
    paragraphs: [
      'Someone asked to reset the password of your Bondhon account. Open this link within an hour to choose a new one. It works once, and signs you out on every other device.',
    ],
    action: 'Choose a new password',
    closing: ['If it was not you, ignore this mail: your password stays as it is.'],
  },
  bn: {
    subject: 'আপনার বন্ধন পাসওয়ার্ড নতুন করে দিন',
    greeting: (name) => `আসসালামু আলাইকুম ${name},`,
    paragraphs: [
      'কেউ আপনার বন্ধন অ্যাকাউন্টের পাসওয়ার্ড নতুন করে দিতে চেয়েছেন। নতুন পাসওয়ার্ড ঠিক করতে এক ঘণ্টার মধ্যে এই লিংকটি খুলুন। লিংকটি একবারই কাজ করবে, আর অন্য সব ডিভাইস থেকে আপনাকে লগআউট করে দেবে।',
    ],
    action: 'নতুন পাসওয়ার্ড ঠিক করুন',
    closing: ['এটি আপনি না চেয়ে থাকলে এই মেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।'],
  },
};

const EMAIL_VERIFICATION: Record<Language, MailWords> = {
  en: {
    subject: 'Confirm your e-mail address for Bondhon',
    greeting: (name) => `Assalamu alaikum ${name},`,
    paragraphs: [
      'Welcome to Bondhon. Open this link to confirm that this address is yours and to sign in. Once it is confirmed you can publish your biodata, ask for contact details and request premium.',
    ],
    action: 'Confirm my e-mail address',
    closing: [
      'The link works for 24 hours. If you did not register on Bondhon, ignore this mail: nothing happens without the link.',
    ],
  },
  bn: {
    subject: 'বন্ধনে আপনার ইমেইল ঠিকানা নিশ্চিত করুন',
    greeting: (name) => `আসসালামু আলাইকুম ${name},`,
    paragraphs: [
      'বন্ধনে স্বাগতম। ঠিকানাটি যে আপনার, তা নিশ্চিত করতে এবং লগইন করতে এই লিংকটি খুলুন। নিশ্চিত হলে আপনি বায়োডাটা প্রকাশ করতে, যোগাযোগের তথ্য চাইতে এবং প্রিমিয়ামের অনুরোধ করতে পারবেন।',
    ],
    action: 'আমার ইমেইল নিশ্চিত করুন',
    closing: [
      'লিংকটি ২৪ ঘণ্টা কাজ করবে। আপনি বন্ধনে নিবন্ধন না করে থাকলে এই মেইলটি উপেক্ষা করুন: লিংক ছাড়া কিছুই হবে না।',
    ],
  },
};

const EMAIL_CHANGE: Record<Language, MailWords> = {
  en: {
    subject: 'Confirm your new e-mail address for Bondhon',
    greeting: (name) => `Assalamu alaikum ${name},`,
    paragraphs: [
      'You asked to use this address for your Bondhon account. Open this link to confirm it: from then on you sign in with it, and our mail comes here.',
    ],
    action: 'Confirm my new address',
    closing: [
      'The link works for 24 hours. If you did not ask for this, ignore this mail: nothing changes without the link.',
    ],
  },
  bn: {
    subject: 'বন্ধনে আপনার নতুন ইমেইল ঠিকানা নিশ্চিত করুন',
    greeting: (name) => `আসসালামু আলাইকুম ${name},`,
    paragraphs: [
      'আপনি আপনার বন্ধন অ্যাকাউন্টে এই ঠিকানা ব্যবহার করতে চেয়েছেন। নিশ্চিত করতে এই লিংকটি খুলুন: এরপর থেকে এই ঠিকানা দিয়েই লগইন করবেন, আর আমাদের মেইল এখানেই আসবে।',
    ],
    action: 'আমার নতুন ঠিকানা নিশ্চিত করুন',
    closing: [
      'লিংকটি ২৪ ঘণ্টা কাজ করবে। আপনি এটি না চেয়ে থাকলে এই মেইলটি উপেক্ষা করুন: লিংক ছাড়া কিছুই বদলাবে না।',
    ],
  },
};

const SIGN_UP_ATTEMPT: Record<Language, MailWords> = {
  en: {
    subject: 'Someone tried to register with your e-mail address',
    greeting: (name) => `Assalamu alaikum ${name},`,
    paragraphs: [
      'Someone just tried to register a new Bondhon account with this e-mail address. It already belongs to your account, so no new account was made.',
      'If it was you, sign in as usual. If you have forgotten your password, choose a new one here.',
    ],
    action: 'Choose a new password',
    closing: ['If it was not you, you need do nothing: your account is unchanged.'],
  },
  bn: {
    subject: 'কেউ আপনার ইমেইল ঠিকানা দিয়ে নিবন্ধন করতে চেয়েছেন',
    greeting: (name) => `আসসালামু আলাইকুম ${name},`,
    paragraphs: [
      'কেউ এইমাত্র এই ইমেইল ঠিকানা দিয়ে বন্ধনে নতুন অ্যাকাউন্ট খুলতে চেয়েছেন। ঠিকানাটি আগে থেকেই আপনার অ্যাকাউন্টের, তাই নতুন কোনো অ্যাকাউন্ট খোলা হয়নি।',
      'এটি আপনি হলে যথারীতি লগইন করুন। পাসওয়ার্ড ভুলে গেলে এখানে নতুন পাসওয়ার্ড ঠিক করুন।',
    ],
    action: 'নতুন পাসওয়ার্ড ঠিক করুন',
    closing: ['এটি আপনি না হলে কিছুই করতে হবে না: আপনার অ্যাকাউন্ট যেমন ছিল তেমনই আছে।'],
  },
};

/** The Biodata ID in the reader's digits. */
function biodataNumber(addid: number | null, language: Language): string {
  return new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-US', {
    useGrouping: false,
  }).format(addid ?? 0);
}

/**
 * The notification mails' words (issue 19), by kind, from the Biodata ID in the reader's digits
 * and the admin's words with a decision (issue 21; empty when there are none).
 */
const NOTIFICATIONS: Record<
  NotificationKind,
  (addid: string, note: string) => Record<Language, MailWords>
> = {
  contactRequestPaid: (addid) => ({
    en: {
      subject: 'Someone asked for the contact details of your biodata',
      greeting: (name) => `Assalamu alaikum ${name},`,
      paragraphs: [
        `A member has paid to see the contact details of your biodata (Biodata ID ${addid}). An admin checks every request before the details are shared.`,
      ],
      action: 'See your biodata',
      closing: [],
    },
    bn: {
      subject: 'কেউ আপনার বায়োডাটার যোগাযোগের তথ্য চেয়েছেন',
      greeting: (name) => `আসসালামু আলাইকুম ${name},`,
      paragraphs: [
        `একজন সদস্য আপনার বায়োডাটার (বায়োডাটা আইডি ${addid}) যোগাযোগের তথ্য দেখতে পেমেন্ট করেছেন। তথ্য দেওয়ার আগে একজন অ্যাডমিন প্রতিটি অনুরোধ যাচাই করেন।`,
      ],
      action: 'আপনার বায়োডাটা দেখুন',
      closing: [],
    },
  }),
  contactRequestApproved: (addid) => ({
    en: {
      subject: 'Your contact request is approved',
      greeting: (name) => `Assalamu alaikum ${name},`,
      paragraphs: [
        `Your request for the contact details of Biodata ID ${addid} is approved. You can see the mobile number and e-mail now.`,
      ],
      action: 'See the contact details',
      closing: [],
    },
    bn: {
      subject: 'আপনার যোগাযোগের অনুরোধ অনুমোদিত হয়েছে',
      greeting: (name) => `আসসালামু আলাইকুম ${name},`,
      paragraphs: [
        `বায়োডাটা আইডি ${addid}-এর যোগাযোগের তথ্যের জন্য আপনার অনুরোধ অনুমোদিত হয়েছে। এখন মোবাইল নম্বর ও ইমেইল দেখতে পারবেন।`,
      ],
      action: 'যোগাযোগের তথ্য দেখুন',
      closing: [],
    },
  }),
  premiumApproved: () => ({
    en: {
      subject: 'You are now a premium member of Bondhon',
      greeting: (name) => `Assalamu alaikum ${name},`,
      paragraphs: [
        'Your premium request is approved. You can now see the contact details on every biodata.',
      ],
      action: 'Browse biodatas',
      closing: [],
    },
    bn: {
      subject: 'আপনি এখন বন্ধনের প্রিমিয়াম সদস্য',
      greeting: (name) => `আসসালামু আলাইকুম ${name},`,
      paragraphs: [
        'আপনার প্রিমিয়াম অনুরোধ অনুমোদিত হয়েছে। এখন থেকে প্রতিটি বায়োডাটার যোগাযোগের তথ্য দেখতে পারবেন।',
      ],
      action: 'বায়োডাটা দেখুন',
      closing: [],
    },
  }),
  biodataVerified: (addid) => ({
    en: {
      subject: 'Your biodata is verified',
      greeting: (name) => `Assalamu alaikum ${name},`,
      paragraphs: [
        `An admin has reviewed your biodata (Biodata ID ${addid}) and verified it. It now shows the Verified badge.`,
      ],
      action: 'See your biodata',
      closing: [],
    },
    bn: {
      subject: 'আপনার বায়োডাটা যাচাই করা হয়েছে',
      greeting: (name) => `আসসালামু আলাইকুম ${name},`,
      paragraphs: [
        `একজন অ্যাডমিন আপনার বায়োডাটা (বায়োডাটা আইডি ${addid}) পর্যালোচনা করে যাচাই করেছেন। এখন এতে যাচাইকৃত ব্যাজ দেখা যাবে।`,
      ],
      action: 'আপনার বায়োডাটা দেখুন',
      closing: [],
    },
  }),
  biodataChangesRequested: (addid, note) => ({
    en: {
      subject: 'Your biodata needs a change',
      greeting: (name) => `Assalamu alaikum ${name},`,
      paragraphs: [
        `An admin has reviewed your biodata (Biodata ID ${addid}) and asks you to change something before it can be verified:`,
        note,
        'Edit your biodata and save it: it goes back to the admins for review.',
      ],
      action: 'Edit your biodata',
      closing: [],
    },
    bn: {
      subject: 'আপনার বায়োডাটায় একটু পরিবর্তন প্রয়োজন',
      greeting: (name) => `আসসালামু আলাইকুম ${name},`,
      paragraphs: [
        `একজন অ্যাডমিন আপনার বায়োডাটা (বায়োডাটা আইডি ${addid}) পর্যালোচনা করেছেন। যাচাইয়ের আগে তিনি কিছু পরিবর্তন করতে বলেছেন:`,
        note,
        'বায়োডাটা সম্পাদনা করে সংরক্ষণ করুন: এটি আবার অ্যাডমিনদের পর্যালোচনায় যাবে।',
      ],
      action: 'বায়োডাটা সম্পাদনা করুন',
      closing: [],
    },
  }),
  biodataRemoved: (addid, note) => ({
    en: {
      subject: 'Your biodata was removed',
      greeting: (name) => `Assalamu alaikum ${name},`,
      paragraphs: [
        `An admin has removed your biodata (Biodata ID ${addid}) from Bondhon. Nobody else can see it any more. The reason:`,
        note,
      ],
      action: 'See your biodata',
      closing: ['If you think this is a mistake, reply to this mail.'],
    },
    bn: {
      subject: 'আপনার বায়োডাটা সরিয়ে দেওয়া হয়েছে',
      greeting: (name) => `আসসালামু আলাইকুম ${name},`,
      paragraphs: [
        `একজন অ্যাডমিন আপনার বায়োডাটা (বায়োডাটা আইডি ${addid}) বন্ধন থেকে সরিয়ে দিয়েছেন। এটি এখন আর কেউ দেখতে পাবেন না। কারণ:`,
        note,
      ],
      action: 'আপনার বায়োডাটা দেখুন',
      closing: ['এটি ভুল মনে হলে এই মেইলের উত্তর দিন।'],
    },
  }),
  photoRemoved: (addid, note) => ({
    en: {
      subject: 'The photo on your biodata was removed',
      greeting: (name) => `Assalamu alaikum ${name},`,
      paragraphs: [
        `An admin has removed the photo from your biodata (Biodata ID ${addid}). The rest of your biodata is as it was. The reason:`,
        note,
        'You can add another photo from your biodata form.',
      ],
      action: 'Edit your biodata',
      closing: ['If you think this is a mistake, reply to this mail.'],
    },
    bn: {
      subject: 'আপনার বায়োডাটার ছবি সরিয়ে দেওয়া হয়েছে',
      greeting: (name) => `আসসালামু আলাইকুম ${name},`,
      paragraphs: [
        `একজন অ্যাডমিন আপনার বায়োডাটা (বায়োডাটা আইডি ${addid}) থেকে ছবিটি সরিয়ে দিয়েছেন। বায়োডাটার বাকি সব আগের মতোই আছে। কারণ:`,
        note,
        'বায়োডাটা ফর্ম থেকে আপনি অন্য একটি ছবি দিতে পারেন।',
      ],
      action: 'বায়োডাটা সম্পাদনা করুন',
      closing: ['এটি ভুল মনে হলে এই মেইলের উত্তর দিন।'],
    },
  }),
  accountSuspended: (_addid, note) => ({
    en: {
      subject: 'Your Bondhon account is suspended',
      greeting: (name) => `Assalamu alaikum ${name},`,
      paragraphs: [
        'An admin has suspended your Bondhon account. While the suspension lasts you cannot sign in, and nobody else can see your biodata. The reason:',
        note,
      ],
      action: 'See until when',
      closing: ['If you think this is a mistake, reply to this mail.'],
    },
    bn: {
      subject: 'আপনার বন্ধন অ্যাকাউন্ট স্থগিত করা হয়েছে',
      greeting: (name) => `আসসালামু আলাইকুম ${name},`,
      paragraphs: [
        'একজন অ্যাডমিন আপনার বন্ধন অ্যাকাউন্ট স্থগিত করেছেন। স্থগিত থাকাকালে আপনি লগইন করতে পারবেন না, আর আপনার বায়োডাটা অন্য কেউ দেখতে পাবেন না। কারণ:',
        note,
      ],
      action: 'কবে পর্যন্ত, দেখুন',
      closing: ['এটি ভুল মনে হলে এই মেইলের উত্তর দিন।'],
    },
  }),
  favouriteBiodataDeleted: (addid) => ({
    en: {
      subject: 'A biodata in your favourites was deleted',
      greeting: (name) => `Assalamu alaikum ${name},`,
      paragraphs: [
        `The owner of Biodata ID ${addid} has deleted their biodata, so it is no longer in your favourites.`,
      ],
      action: 'Browse biodatas',
      closing: [],
    },
    bn: {
      subject: 'আপনার পছন্দের তালিকার একটি বায়োডাটা মুছে ফেলা হয়েছে',
      greeting: (name) => `আসসালামু আলাইকুম ${name},`,
      paragraphs: [
        `বায়োডাটা আইডি ${addid}-এর মালিক তাঁর বায়োডাটা মুছে ফেলেছেন, তাই এটি আর আপনার পছন্দের তালিকায় নেই।`,
      ],
      action: 'বায়োডাটা দেখুন',
      closing: [],
    },
  }),
  contactRequestWithdrawn: (addid) => ({
    en: {
      subject: 'Your contact request was withdrawn and refunded',
      greeting: (name) => `Assalamu alaikum ${name},`,
      paragraphs: [
        `The owner of Biodata ID ${addid} deleted their biodata before your contact request was approved. Your request is withdrawn and your payment is refunded to your card; the bank may take a few days to show it.`,
      ],
      action: 'Browse biodatas',
      closing: [],
    },
    bn: {
      subject: 'আপনার যোগাযোগের অনুরোধ প্রত্যাহার করা হয়েছে, টাকা ফেরত দেওয়া হয়েছে',
      greeting: (name) => `আসসালামু আলাইকুম ${name},`,
      paragraphs: [
        `আপনার যোগাযোগের অনুরোধ অনুমোদিত হওয়ার আগেই বায়োডাটা আইডি ${addid}-এর মালিক তাঁর বায়োডাটা মুছে ফেলেছেন। আপনার অনুরোধটি প্রত্যাহার করা হয়েছে এবং পেমেন্টের টাকা আপনার কার্ডে ফেরত দেওয়া হয়েছে; ব্যাংকে তা দেখা যেতে কয়েক দিন লাগতে পারে।`,
      ],
      action: 'বায়োডাটা দেখুন',
      closing: [],
    },
  }),
  marriageClaimed: (addid) => ({
    en: {
      subject: 'A member says they married you through Bondhon',
      greeting: (name) => `Assalamu alaikum ${name},`,
      paragraphs: [
        `A member deleted their biodata (Biodata ID ${addid}) saying they married you through Bondhon. If so, congratulations!`,
        `To confirm it, delete your biodata too, choosing "Married through Bondhon" and entering Biodata ID ${addid}. If you both agree to share your story, it will appear on Bondhon's home page.`,
      ],
      action: 'Go to your biodata',
      closing: ['If this is not true, you need do nothing: your biodata stays as it is.'],
    },
    bn: {
      subject: 'একজন সদস্য জানিয়েছেন, বন্ধনের মাধ্যমে আপনার সঙ্গে তাঁর বিয়ে হয়েছে',
      greeting: (name) => `আসসালামু আলাইকুম ${name},`,
      paragraphs: [
        `একজন সদস্য তাঁর বায়োডাটা (বায়োডাটা আইডি ${addid}) মুছে ফেলার সময় জানিয়েছেন যে বন্ধনের মাধ্যমে আপনার সঙ্গে তাঁর বিয়ে হয়েছে। তা হলে আপনাদের আন্তরিক অভিনন্দন!`,
        `নিশ্চিত করতে আপনিও আপনার বায়োডাটা মুছে ফেলুন, "বন্ধনের মাধ্যমে বিয়ে হয়েছে" বেছে নিয়ে বায়োডাটা আইডি ${addid} লিখুন। আপনারা দুজনেই সম্মতি দিলে আপনাদের গল্প বন্ধনের হোম পেজে দেখানো হবে।`,
      ],
      action: 'আপনার বায়োডাটায় যান',
      closing: ['এটি সত্য না হলে কিছুই করতে হবে না: আপনার বায়োডাটা যেমন আছে তেমনই থাকবে।'],
    },
  }),
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The mail in plain text and in HTML, with the same words and link in both. */
function render(
  words: MailWords,
  language: Language,
  { name, url }: { name: string; url: string },
): RenderedMail {
  const settingsUrl = `${new URL(url).origin}${ACCOUNT_SETTINGS_PATH}`;
  const text = [
    words.greeting(name),
    '',
    ...words.paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${words.action}: ${url}`,
    '',
    ...words.closing.flatMap((paragraph) => [paragraph, '']),
    SIGNATURE[language],
    '',
    `${SETTINGS_LINE[language]}: ${settingsUrl}`,
  ].join('\n');
  const paragraph = (content: string) =>
    `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(content)}</p>`;
  const html = [
    `<!doctype html><html lang="${language}"><body style="margin:0;padding:24px;background:#fdf8f3;font-family:'Noto Sans Bengali',system-ui,sans-serif;color:#2b1d22">`,
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">',
    paragraph(words.greeting(name)),
    ...words.paragraphs.map(paragraph),
    `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:#8b1e3f;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(words.action)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:13px;color:#6b5a60;word-break:break-all">${escapeHtml(url)}</p>`,
    ...words.closing.map(paragraph),
    `<p style="margin:0;color:#8b1e3f;font-weight:600">${SIGNATURE[language]}</p>`,
    '</div>',
    `<p style="max-width:560px;margin:16px auto 0;font-size:13px;color:#6b5a60"><a href="${escapeHtml(settingsUrl)}" style="color:#6b5a60">${escapeHtml(SETTINGS_LINE[language])}</a></p>`,
    '</body></html>',
  ].join('');
  return { subject: words.subject, text, html };
}

/** The mail with a member's password-reset link (valid one hour, once). */
export function passwordResetMail(
  language: Language,
  details: { name: string; url: string },
): RenderedMail {
  return render(PASSWORD_RESET[language], language, details);
}

/** The mail with a new member's verification link (valid 24 hours; it signs them in too). */
export function emailVerificationMail(
  language: Language,
  details: { name: string; url: string },
): RenderedMail {
  return render(EMAIL_VERIFICATION[language], language, details);
}

/**
 * The mail to an account's owner when someone signs up with its address (the sign-up's answer
 * says nothing of it), with a link to choose a new password.
 */
export function signUpAttemptMail(
  language: Language,
  details: { name: string; url: string },
): RenderedMail {
  return render(SIGN_UP_ATTEMPT[language], language, details);
}

/** The mail with the link that makes a new address the account's (valid 24 hours). */
export function emailChangeMail(
  language: Language,
  details: { name: string; url: string },
): RenderedMail {
  return render(EMAIL_CHANGE[language], language, details);
}

/** The mail of a notification (issue 19), its link to the page where the member acts on it. */
export function notificationMail(
  kind: NotificationKind,
  language: Language,
  {
    name,
    baseUrl,
    biodataAddid,
    note,
  }: { name: string; baseUrl: string; biodataAddid: number | null; note: string | null },
): RenderedMail {
  const words = NOTIFICATIONS[kind](biodataNumber(biodataAddid, language), note ?? '');
  return render(words[language], language, {
    name,
    url: `${baseUrl}${NOTIFICATION_PAGES[kind]}`,
  });
}
