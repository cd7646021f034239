// What the shared schemas' tests feed them: a valid biodata, and how to read a refusal.

/** The messages a schema gives each field for an input, by field path. */
export function messagesOf(schema: { safeParse(input: unknown): unknown }, input: unknown) {
  const result = schema.safeParse(input) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  const messages: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    (messages[issue.path.join('.')] ??= []).push(issue.message);
  }
  return messages;
}

/** A biodata the form's schema accepts (a teacher from Sylhet, born in 1995). */
export const validBiodata = {
  biodataType: 'Female',
  name: 'Nusrat Jahan',
  dob: '1995-03-14',
  height: `5'2"`,
  weight: '50kg',
  occupation: 'Teacher',
  race: 'Medium',
  fathersName: 'Abdul Karim',
  permanentDivision: 'Sylhet',
  presentDivision: 'Dhaka',
  expectedPartnerHeight: `5'7"`,
  expectedPartnerWeight: '65kg',
  mobile: '01712345678',
  declaresTruth: true,
  declaresGuardianKnows: true,
};
