import type { Language } from '@bondhon/shared/languages';

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

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The mail in plain text and in HTML, with the same words and link in both. */
function render(
  words: MailWords,
  language: Language,
  { name, url }: { name: string; url: string },
): RenderedMail {
  const text = [
    words.greeting(name),
    '',
    ...words.paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${words.action}: ${url}`,
    '',
    ...words.closing.flatMap((paragraph) => [paragraph, '']),
    SIGNATURE[language],
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
    '</div></body></html>',
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
