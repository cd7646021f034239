import type { BiodataRecord, BiodataRecordWithContact } from './schemas/biodata';

/**
 * Whether a record carries the contact fields (the caller is entitled to them). Kept apart from
 * the schemas, which build zod objects as they load: the details page only asks this question,
 * and importing it from schemas/biodata.ts put all of zod in that page's first load.
 */
export function hasContact(record: BiodataRecord): record is BiodataRecordWithContact {
  return 'mobile' in record;
}
