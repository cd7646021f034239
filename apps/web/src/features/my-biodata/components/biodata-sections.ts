/**
 * The biodata form's sections, in the order it shows them (the spec's fields first). Each is a
 * fieldset with the id `biodata-section-<key>`, so another screen can link to one
 * (`/dashboard/customer/editBioData#biodata-section-family`) and the form opens at it.
 */
export const BIODATA_SECTIONS = [
  'aboutYou',
  'educationWork',
  'family',
  'marriageFaith',
  'location',
  'aboutMe',
  'partner',
  'contact',
] as const;

export type BiodataSectionKey = (typeof BIODATA_SECTIONS)[number];

/** The id of a section's fieldset, which a link's #hash names. */
export function biodataSectionId(section: BiodataSectionKey): string {
  return `biodata-section-${section}`;
}

/** The section an address's #hash names (`#biodata-section-family`), if it names one. */
export function sectionOfHash(hash: string): BiodataSectionKey | undefined {
  return BIODATA_SECTIONS.find((section) => hash === `#${biodataSectionId(section)}`);
}

/** The section after `section`, or undefined after the last. */
export function sectionAfter(section: BiodataSectionKey): BiodataSectionKey | undefined {
  return BIODATA_SECTIONS[BIODATA_SECTIONS.indexOf(section) + 1];
}
