/**
 * A stored (E.164) Bangladeshi mobile: +880, then 1, an operator digit 3–9, eight digits. The
 * same rule as the biodata schema's check, without libphonenumber, so that screens which only
 * show a number do not download its metadata.
 */
const STORED_BANGLADESHI_MOBILE = /^\+880(1[3-9]\d{8})$/;

/**
 * A mobile number as people read and type it. Numbers are stored normalised (`+8801712345678`,
 * see `normalizeMobile`), which is what comparisons and `tel:` links use; a Bangladeshi mobile is
 * shown in its national form (`01712345678`). Any other value (a foreign number, or something
 * that was never normalised) is shown as it is.
 */
export function formatBangladeshiMobile(mobile: string): string {
  const national = STORED_BANGLADESHI_MOBILE.exec(mobile)?.[1];
  return national === undefined ? mobile : `0${national}`;
}
