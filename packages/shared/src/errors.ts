/** Error codes shared by the server's error handler and the web client. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  /** A card the payment gateway declined (the message says why, as the gateway puts it). */
  CARD_DECLINED: 402,
  FORBIDDEN: 403,
  /** A call that needs the member to prove who they are again (a fresh sign-in). */
  REAUTH_REQUIRED: 403,
  /** Publishing, paying and premium wait for a verified e-mail where the server requires one. */
  EMAIL_NOT_VERIFIED: 403,
  /** An admin who must set up two-factor sign-in before any admin call (REQUIRE_ADMIN_2FA). */
  TWO_FACTOR_REQUIRED: 403,
  /** A suspended member signing in: the answer says until when and why (issue 21). */
  ACCOUNT_SUSPENDED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** An upload that is not a JPEG, PNG or WebP photo, whatever its name or type says (issue 22). */
  NOT_A_PHOTO: 415,
  /** A photo with more pixels than PHOTO_MAX_PIXELS: refused before it is decoded. */
  PHOTO_TOO_MANY_PIXELS: 413,
  /** A photo file that is damaged or cut short. */
  PHOTO_UNREADABLE: 400,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
