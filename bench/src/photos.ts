import { latestDobForAge, todayInBangladesh } from '@bondhon/shared/biodata-dates';
import { AGE_MIN } from '@bondhon/shared/constants';
import sharp from 'sharp';
import { signUp } from './accounts';
import { sampleMemory } from './processes';

/** How many uploads run at once, and how many each of them sends (issue 22's budget). */
export const UPLOADS_AT_ONCE = 4;
const UPLOADS_EACH = 5;

/**
 * A photo as a phone's camera takes one: 12 megapixels (4000 × 3000), JPEG at quality 90, with
 * fine detail and grain all over, so it is as slow to decode and as hard to compress as a real
 * one, or more. `shade` varies it, so twelve cards show twelve photos.
 */
export async function cameraPhoto(
  shade = 0,
  { width = 4000, height = 3000 }: { width?: number; height?: number } = {},
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1 + shade;
  const grain = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed / 0x7fffffff) * 24;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const wave =
        120 + 60 * Math.sin(x / 97 + shade) * Math.cos(y / 131) + 25 * Math.sin((x + y) / 23);
      pixels[at] = Math.min(255, Math.max(0, wave + 30 + grain()));
      pixels[at + 1] = Math.min(255, Math.max(0, wave * 0.8 + grain()));
      pixels[at + 2] = Math.min(255, Math.max(0, 200 - wave * 0.6 + shade * 9 + grain()));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function upload(baseUrl: string, cookie: string, photo: Buffer) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/photos?use=biodata`, {
    method: 'POST',
    headers: { cookie, origin: baseUrl, 'content-type': 'image/jpeg' },
    body: photo,
  });
  const answer = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 201)
    return { ms, address: null, failure: `${response.status} ${answer}` };
  return { ms, address: (JSON.parse(answer) as { address: string }).address, failure: null };
}

/** What processing uploads cost: each one's time, the card it made, and the server's memory. */
export interface PhotoUploadRepeat {
  /** Milliseconds from the request to the answer, each upload. */
  uploadMs: number[];
  failures: number;
  /** The largest card rendition the uploads made, in bytes. */
  largestCardBytes: number;
  /** The server's highest resident memory while they ran (bytes). */
  serverPeakRssBytes: number;
}

/**
 * 12-megapixel JPEGs uploaded UPLOADS_AT_ONCE at a time, UPLOADS_EACH each, by one signed-in
 * member (the server processes one at a time; the others wait, as they would in production).
 */
export async function measurePhotoUploads({
  baseUrl,
  pid,
}: {
  baseUrl: string;
  pid: number;
}): Promise<PhotoUploadRepeat> {
  const member = await signUp(baseUrl, 'Bench Photographer');
  const photos = await Promise.all(
    Array.from({ length: UPLOADS_AT_ONCE }, (_, index) => cameraPhoto(index)),
  );
  // One upload first, so the first measured one does not pay for loading sharp.
  await upload(baseUrl, member.cookie, photos[0]!);
  const memory = sampleMemory(pid);
  const results = await Promise.all(
    photos.map(async (photo) => {
      const each = [];
      for (let round = 0; round < UPLOADS_EACH; round++) {
        each.push(await upload(baseUrl, member.cookie, photo));
      }
      return each;
    }),
  );
  const serverPeakRssBytes = memory.stop();
  const uploads = results.flat();
  const cards = await Promise.all(
    uploads.flatMap(({ address }) =>
      address
        ? [
            fetch(`${baseUrl}${address}`, { headers: { cookie: member.cookie } }).then(
              async (response) => (await response.arrayBuffer()).byteLength,
            ),
          ]
        : [],
    ),
  );
  return {
    uploadMs: uploads.map(({ ms }) => ms),
    failures: uploads.filter(({ failure }) => failure !== null).length,
    largestCardBytes: Math.max(0, ...cards),
    serverPeakRssBytes,
  };
}

/**
 * Twelve new members, each with an uploaded photo (everyone may see it) on a bride's biodata of
 * the youngest age: the listing's first page, where Lighthouse looks, shows a real photo on every
 * card.
 */
export async function putPhotosOnFirstPage(baseUrl: string): Promise<void> {
  const dob = latestDobForAge(AGE_MIN, todayInBangladesh());
  for (let index = 0; index < 12; index++) {
    const member = await signUp(baseUrl, `Bench Photo ${index + 1}`);
    const photo = await upload(
      baseUrl,
      member.cookie,
      await cameraPhoto(index, { width: 1600, height: 1200 }),
    );
    if (!photo.address) throw new Error(`photo upload failed: ${photo.failure}`);
    const saved = await fetch(
      `${baseUrl}/api/addBioData?email=${encodeURIComponent(member.email)}`,
      {
        method: 'PUT',
        headers: { cookie: member.cookie, 'content-type': 'application/json', origin: baseUrl },
        body: JSON.stringify({
          // Brides: 18 is their youngest age (a groom's is 21), the listing's first page.
          biodataType: 'Female',
          name: `Bench Photo ${index + 1}`,
          profileImage: photo.address,
          photoVisibility: 'everyone',
          dob,
          height: `5'2"`,
          weight: '50kg',
          occupation: 'Student',
          race: 'Medium',
          permanentDivision: 'Dhaka',
          presentDivision: 'Dhaka',
          expectedPartnerHeight: `5'7"`,
          expectedPartnerWeight: '65kg',
          mobile: '01712345678',
          declaresTruth: true,
          declaresGuardianKnows: true,
        }),
      },
    );
    if (!saved.ok) throw new Error(`addBioData answered ${saved.status}: ${await saved.text()}`);
  }
}
