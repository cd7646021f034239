/**
 * Bangladesh's 64 districts, each in its division (issue 20), by the official English spelling
 * (since 2018). Their Bengali names are the `districts` catalogue's (web). Generated from
 * shared/data/bd-divisions-districts.json.
 */
import type { Division } from './options';

export const DISTRICTS_BY_DIVISION = {
  Dhaka: [
    'Dhaka',
    'Faridpur',
    'Gazipur',
    'Gopalganj',
    'Kishoreganj',
    'Madaripur',
    'Manikganj',
    'Munshiganj',
    'Narayanganj',
    'Narsingdi',
    'Rajbari',
    'Shariatpur',
    'Tangail',
  ],
  Chattogram: [
    'Bandarban',
    'Brahmanbaria',
    'Chandpur',
    'Chattogram',
    "Cox's Bazar",
    'Cumilla',
    'Feni',
    'Khagrachhari',
    'Lakshmipur',
    'Noakhali',
    'Rangamati',
  ],
  Rajshahi: [
    'Bogura',
    'Chapai Nawabganj',
    'Joypurhat',
    'Naogaon',
    'Natore',
    'Pabna',
    'Rajshahi',
    'Sirajganj',
  ],
  Khulna: [
    'Bagerhat',
    'Chuadanga',
    'Jashore',
    'Jhenaidah',
    'Khulna',
    'Kushtia',
    'Magura',
    'Meherpur',
    'Narail',
    'Satkhira',
  ],
  Barisal: ['Barguna', 'Barishal', 'Bhola', 'Jhalokati', 'Patuakhali', 'Pirojpur'],
  Sylhet: ['Habiganj', 'Moulvibazar', 'Sunamganj', 'Sylhet'],
  Rangpur: [
    'Dinajpur',
    'Gaibandha',
    'Kurigram',
    'Lalmonirhat',
    'Nilphamari',
    'Panchagarh',
    'Rangpur',
    'Thakurgaon',
  ],
  Mymensingh: ['Jamalpur', 'Mymensingh', 'Netrokona', 'Sherpur'],
} as const satisfies Record<Division, readonly string[]>;

export type District = (typeof DISTRICTS_BY_DIVISION)[Division][number];

/** Every district, division by division. */
export const DISTRICTS = Object.values(DISTRICTS_BY_DIVISION).flat() as unknown as readonly [
  District,
  ...District[],
];

/** Whether `district` is one of `division`'s. */
export function isDistrictOf(division: Division, district: string): boolean {
  return (DISTRICTS_BY_DIVISION[division] as readonly string[]).includes(district);
}
