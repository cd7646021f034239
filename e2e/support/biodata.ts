import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Person } from './accounts';

/** A date of birth `years` years ago (YYYY-MM-DD). */
export function dobYearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
}

/**
 * Chooses a date of birth (YYYY-MM-DD) in the biodata form's day, month and year, as a person
 * does; `labels` names the group and its parts in the page's language.
 */
export async function chooseDateOfBirth(
  page: Page,
  isoDate: string,
  labels = { group: 'Date of Birth', day: 'Day', month: 'Month', year: 'Year' },
) {
  const [year = '', month = '', day = ''] = isoDate.split('-');
  const group = page.getByRole('group', { name: labels.group });
  await group.getByLabel(labels.day, { exact: true }).selectOption(day);
  await group.getByLabel(labels.month, { exact: true }).selectOption(month);
  await group.getByLabel(labels.year, { exact: true }).selectOption(year);
}

/** Creates the signed-in person's biodata through the real API; answers its id and addid. */
export async function createBiodataByApi(
  request: APIRequestContext,
  person: Person,
  overrides: Record<string, unknown> = {},
  baseURL = process.env.E2E_BASE_URL,
): Promise<{ _id: string; addid: number; mobile: string }> {
  const response = await request.put(`/api/addBioData?email=${encodeURIComponent(person.email)}`, {
    headers: baseURL ? { origin: new URL(baseURL).origin } : {},
    data: {
      biodataType: 'Female',
      name: person.name,
      profileImage: `${baseURL}/media/portraits/female-06.svg`,
      dob: dobYearsAgo(26),
      height: `5'2"`,
      weight: '50kg',
      occupation: 'Doctor',
      race: 'Medium',
      fathersName: 'Abdur Rahman',
      mothersName: 'Rokeya Begum',
      permanentDivision: 'Khulna',
      presentDivision: 'Dhaka',
      expectedPartnerAge: 30,
      expectedPartnerHeight: `5'7"`,
      expectedPartnerWeight: '65kg',
      mobile: '01812345678',
      declaresTruth: true,
      declaresGuardianKnows: true,
      ...overrides,
    },
  });
  if (!response.ok()) {
    throw new Error(`biodata not saved: ${response.status()} ${await response.text()}`);
  }
  return response.json();
}

/**
 * Opens the listing's filter panel. The listing arrives prerendered, so a click that lands
 * before the page has hydrated does nothing: click again until the panel says it is open.
 */
export async function openListingFilters(page: Page, toggleName: string): Promise<void> {
  const toggle = page.getByRole('button', { name: toggleName, exact: true });
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
