import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  type Language,
} from '@bondhon/shared/languages';
import type { SessionResponse } from '@bondhon/shared/schemas/auth';
import type { LanguageInput } from '@bondhon/shared/schemas/users';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { changeLanguage, currentLanguage } from '../../../lib/i18n';
import { sessionQueryKey } from '../api/get-session';
import type { SessionUser } from '../hooks/use-session';

/** Remembers the language on this browser: the server sends the next page in it. */
function rememberLanguage(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/** Every screen in the language at once, and this browser remembers it. */
async function applyLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
  rememberLanguage(language);
}

/** PUT /api/users/me/language: keeps the language on the signed-in member's account. */
function saveAccountLanguage(language: Language): Promise<LanguageInput> {
  return apiRequest<LanguageInput>('/users/me/language', {
    method: 'PUT',
    body: { language } satisfies LanguageInput,
    // Kept even when the reader reloads or leaves right after switching.
    keepalive: true,
  });
}

/** The session as the app holds it, with the account's language changed. */
function setSessionLanguage(queryClient: QueryClient, language: Language): void {
  queryClient.setQueryData<SessionResponse>(sessionQueryKey, (session) =>
    session ? { ...session, user: { ...session.user, language } } : session,
  );
}

/**
 * The reader's choice from the switch: every screen changes to it at once (its strings load
 * first), this browser remembers it, and a signed-in member's account keeps it, so it follows
 * them to another device. Rejects when the strings cannot load (the language stays as it was) or
 * the account cannot keep it (the screen has changed all the same).
 */
export async function chooseLanguage(
  language: Language,
  { isSignedIn, queryClient }: { isSignedIn: boolean; queryClient: QueryClient },
): Promise<void> {
  // Sent first, so the account has it by the time the screen has changed; its failure is
  // reported after the switch (held here, not left unhandled meanwhile).
  const saving = isSignedIn
    ? saveAccountLanguage(language).then(
        () => null,
        (error: unknown) => ({ error }),
      )
    : null;
  // The account's language, as the app holds it, must not switch the screen back meanwhile.
  if (isSignedIn) setSessionLanguage(queryClient, language);
  await applyLanguage(language);
  const failure = await saving;
  if (failure) throw failure.error;
}

/**
 * A signed-in member reads in the language their account keeps (chosen on another device, say, or
 * before signing up); an account that keeps none leaves the browser's. Runs when the session's
 * user or their language changes: on sign-in, and when the session is read again.
 */
export function useAccountLanguage(user: SessionUser | null): void {
  const accountLanguage = user?.language;
  useEffect(() => {
    if (!accountLanguage || accountLanguage === currentLanguage()) return;
    void applyLanguage(accountLanguage).catch(() => {
      // Its strings could not load: the page stays in the language it has.
    });
  }, [accountLanguage]);
}
