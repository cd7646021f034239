import { AGE_MAX } from '@bondhon/shared/constants';
import {
  EDUCATION_RANKS,
  INCOME_RANGES,
  type BiodataType,
  type EconomicStatus,
  type EducationLevel,
  type FamilyType,
  type IncomeRange,
  type Occupation,
} from '@bondhon/shared/options';
import type { Religion } from './names';
import type { Random } from './random';

// Education, work and family (issue 20) of a demo person: generate-biodata.ts draws them last,
// so the fields drawn before stay as they were.

/** Leave each background field out with a share like these, so "not given" shows in the demo. */
const NOT_GIVEN = {
  education: 0.1,
  subject: 0.12,
  institution: 0.18,
  occupationDetail: 0.14,
  monthlyIncome: 0.18,
  parentsOccupation: 0.12,
  siblings: 0.12,
  familyType: 0.2,
  economicStatus: 0.2,
  aboutMe: 0.3,
};
/** Muslims whose studies went through madrasas, Alia or Qawmi (half as many again of teachers). */
const MADRASA_SHARE = 0.1;
/** Women with the spec's "Other" occupation who describe themselves as homemakers. */
const HOMEMAKER_SHARE = 0.35;

const WOMEN_ONLY_INSTITUTIONS: ReadonlySet<string> = new Set([
  'Eden Mohila College',
  'Begum Badrunnessa Government Girls College',
  'Home Economics College, Dhaka',
  'Holy Cross College',
  'Viqarunnisa Noon School and College',
  'Dr. Khastagir Government Girls School, Chattogram',
  'Mymensingh Vidyamoyee Government Girls High School',
]);
const MEN_ONLY_INSTITUTIONS: ReadonlySet<string> = new Set([
  'Notre Dame College',
  'Dhaka College',
  'Dhaka Residential Model College',
  'Chittagong Collegiate School',
  'Rajshahi Collegiate School',
  'Al-Jamiatul Ahlia Darul Ulum Moinul Islam Hathazari',
  'Jamia Qurania Arabia Lalbagh',
  'Al-Jamia Al-Islamia Patiya',
  'Jamia Islamia Darul Uloom Madania, Jatrabari',
]);

const SCHOOLS = [
  'Government Laboratory High School, Dhaka',
  'Motijheel Ideal School and College',
  'Chittagong Collegiate School',
  'Rajshahi Collegiate School',
  'Khulna Zilla School',
  'Sylhet Government Pilot High School',
  'Mymensingh Zilla School',
  'Barishal Zilla School',
  'Rangpur Zilla School',
  'Viqarunnisa Noon School and College',
  'Dr. Khastagir Government Girls School, Chattogram',
  'Mymensingh Vidyamoyee Government Girls High School',
];
const HSC_COLLEGES = [
  'Notre Dame College',
  'Dhaka College',
  'Dhaka Residential Model College',
  'Holy Cross College',
  'Viqarunnisa Noon School and College',
  'Rajuk Uttara Model College',
  'Ideal School and College',
  'Chittagong College',
  'Rajshahi College',
  'Carmichael College, Rangpur',
  'Murari Chand College, Sylhet',
  'Government Brajalal College, Khulna',
];
const POLYTECHNICS = [
  'Dhaka Polytechnic Institute',
  'Chittagong Polytechnic Institute',
  'Rajshahi Polytechnic Institute',
  'Khulna Polytechnic Institute',
  'Bogura Polytechnic Institute',
];
const PUBLIC_UNIVERSITIES = [
  'Dhaka University',
  'Rajshahi University',
  'Chittagong University',
  'Jahangirnagar University',
  'Khulna University',
  'Jagannath University',
  'Comilla University',
  'Begum Rokeya University, Rangpur',
  'Shahjalal University of Science and Technology',
  'Islamic University, Kushtia',
];
const PRIVATE_UNIVERSITIES = [
  'North South University',
  'BRAC University',
  'East West University',
  'Independent University, Bangladesh',
  'American International University-Bangladesh',
  'Daffodil International University',
  'United International University',
];
/** Government colleges teaching honours and master's courses under the National University. */
const GOVERNMENT_COLLEGES = [
  'Eden Mohila College',
  'Begum Badrunnessa Government Girls College',
  'Home Economics College, Dhaka',
  'Government Titumir College',
  'Kabi Nazrul Government College',
  'Government Bangla College',
  'Rajshahi College',
  'Chittagong College',
  'Carmichael College, Rangpur',
  'Murari Chand College, Sylhet',
  'Ananda Mohan College, Mymensingh',
  'Government Brajamohan College, Barishal',
  'Government Azizul Haque College, Bogura',
  'Comilla Victoria Government College',
];
const DEGREE_INSTITUTIONS = [
  ...PUBLIC_UNIVERSITIES,
  ...PUBLIC_UNIVERSITIES,
  ...PRIVATE_UNIVERSITIES,
  ...GOVERNMENT_COLLEGES,
];
const ENGINEERING_UNIVERSITIES = [
  'BUET',
  'BUET',
  'CUET, Chattogram',
  'RUET, Rajshahi',
  'KUET, Khulna',
  'DUET, Gazipur',
  'Shahjalal University of Science and Technology',
  'Islamic University of Technology',
  'Military Institute of Science and Technology',
  'Ahsanullah University of Science and Technology',
  'Dhaka University',
  'Khulna University',
  'North South University',
  'BRAC University',
  'American International University-Bangladesh',
];
const MEDICAL_COLLEGES = [
  'Dhaka Medical College',
  'Sir Salimullah Medical College',
  'Chittagong Medical College',
  'Rajshahi Medical College',
  'Mymensingh Medical College',
  'Sylhet MAG Osmani Medical College',
  'Sher-e-Bangla Medical College, Barishal',
  'Rangpur Medical College',
  'Khulna Medical College',
  'Shaheed Suhrawardy Medical College',
  'Holy Family Red Crescent Medical College',
  'Ibn Sina Medical College',
];
const DOCTORATE_INSTITUTIONS = [
  'Dhaka University',
  'BUET',
  'Jahangirnagar University',
  'Rajshahi University',
  'University of Malaya',
  'Kyushu University',
];
const ALIA_MADRASAS = [
  'Dhaka Alia Madrasa',
  'Tamirul Millat Kamil Madrasa',
  'Sarsina Darussunnat Kamil Madrasa',
  'Government Alia Madrasa, Sylhet',
];
const QAWMI_MADRASAS = [
  'Al-Jamiatul Ahlia Darul Ulum Moinul Islam Hathazari',
  'Jamia Qurania Arabia Lalbagh',
  'Al-Jamia Al-Islamia Patiya',
  'Jamia Islamia Darul Uloom Madania, Jatrabari',
];

/** Where each level is mostly taken, when a course of study names no institutions of its own. */
const INSTITUTIONS_BY_LEVEL: Record<EducationLevel, readonly string[]> = {
  SSC: SCHOOLS,
  HSC: HSC_COLLEGES,
  Diploma: POLYTECHNICS,
  "Bachelor's": DEGREE_INSTITUTIONS,
  "Master's": DEGREE_INSTITUTIONS,
  Doctorate: DOCTORATE_INSTITUTIONS,
  Dakhil: ALIA_MADRASAS,
  Alim: ALIA_MADRASAS,
  Fazil: ALIA_MADRASAS,
  Kamil: ALIA_MADRASAS,
  'Qawmi/Dawrah': QAWMI_MADRASAS,
};

const SCHOOL_GROUPS = ['Science', 'Business Studies', 'Humanities'];

/**
 * One way through school and work: the level reached (from `minAge` on), what it was in, where,
 * and what its holder now does.
 */
interface Path {
  level: EducationLevel;
  minAge: number;
  /** The oldest it suits (default: any age). */
  maxAge?: number;
  weight: number;
  subjects: readonly string[];
  /** Default: where the level is mostly taken. */
  institutions?: readonly string[];
  /** Unused for businesspeople, whose business is drawn on its own. */
  details: readonly string[];
}

/** A field of study and the work it leads to, at a bachelor's or a master's level. */
interface Field {
  subjects: readonly string[];
  institutions?: readonly string[];
  details: readonly string[];
  weight: number;
}

/** Degree paths for a field: the bachelor's from 22, the master's from 24, weighted 3 to 2. */
function degreePaths(field: Field): Path[] {
  return [
    { level: "Bachelor's", minAge: 22, ...field, weight: field.weight * 3 },
    { level: "Master's", minAge: 24, ...field, weight: field.weight * 2 },
  ];
}

const DOCTOR_PATHS: readonly Path[] = [
  {
    level: "Bachelor's",
    minAge: 0,
    maxAge: 26,
    weight: 8,
    subjects: ['MBBS'],
    institutions: MEDICAL_COLLEGES,
    details: ['MBBS intern', 'Intern doctor at a medical college hospital'],
  },
  {
    level: "Bachelor's",
    minAge: 25,
    weight: 30,
    subjects: ['MBBS'],
    institutions: MEDICAL_COLLEGES,
    details: [
      'Medical officer at a private hospital',
      'Medical officer, upazila health complex',
      'Resident doctor, preparing for FCPS',
      'General practitioner with an evening chamber',
    ],
  },
  {
    level: "Bachelor's",
    minAge: 25,
    weight: 5,
    subjects: ['BDS (Dentistry)'],
    institutions: [
      'Dhaka Dental College',
      'Chittagong Medical College',
      'Rajshahi Medical College',
    ],
    details: ['Dental surgeon at a private clinic', 'Runs a dental chamber'],
  },
  {
    level: "Master's",
    minAge: 29,
    weight: 30,
    subjects: [
      'FCPS, Medicine',
      'FCPS, Gynaecology and Obstetrics',
      'FCPS, Paediatrics',
      'MS, Surgery',
      'MD, Cardiology',
    ],
    institutions: ['Bangladesh College of Physicians and Surgeons', 'Dhaka Medical College'],
    details: [
      'Consultant at a private hospital',
      'Assistant professor, government medical college',
      'Specialist at a district hospital',
    ],
  },
  {
    level: "Master's",
    minAge: 27,
    weight: 6,
    subjects: ['MPH (Public Health)'],
    institutions: ['NIPSOM, Dhaka', 'BRAC University'],
    details: ['Public health specialist at an NGO', 'Medical officer at an international NGO'],
  },
  {
    level: 'Doctorate',
    minAge: 32,
    weight: 4,
    subjects: ['Public Health', 'Pharmacology'],
    details: ['Associate professor, government medical college', 'Researcher at icddr,b'],
  },
];

const ENGINEERING_FIELDS: readonly Field[] = [
  {
    weight: 35,
    subjects: ['CSE', 'Software Engineering'],
    details: [
      'Software engineer at a Dhaka firm',
      'Backend developer at a fintech company',
      'Senior software engineer, working remotely for a European company',
      'Mobile app developer',
    ],
  },
  {
    weight: 22,
    subjects: ['EEE'],
    details: [
      'Electrical engineer at a power plant',
      'Assistant engineer, Rural Electrification Board',
      'Network engineer at a mobile operator',
    ],
  },
  {
    weight: 22,
    subjects: ['Civil Engineering'],
    details: [
      'Site engineer with a construction firm',
      'Assistant engineer, LGED',
      'Structural engineer at a consultancy',
    ],
  },
  {
    weight: 10,
    subjects: ['Mechanical Engineering', 'Industrial and Production Engineering'],
    details: ['Maintenance engineer at a garments factory', 'Production engineer at a steel mill'],
  },
  {
    weight: 8,
    subjects: ['Textile Engineering'],
    institutions: [
      'Bangladesh University of Textiles',
      'Ahsanullah University of Science and Technology',
    ],
    details: [
      'Merchandiser at a garments buying house',
      'Production engineer at a knitwear factory',
    ],
  },
  {
    weight: 3,
    subjects: ['Chemical Engineering'],
    details: ['Process engineer at a fertiliser factory'],
  },
];

const ENGINEER_PATHS: readonly Path[] = [
  {
    level: "Bachelor's",
    minAge: 0,
    maxAge: 22,
    weight: 10,
    subjects: ['CSE', 'EEE', 'Civil Engineering', 'Mechanical Engineering'],
    institutions: ENGINEERING_UNIVERSITIES,
    details: ['Trainee engineer at a software firm', 'Junior engineer, finishing the degree'],
  },
  ...ENGINEERING_FIELDS.flatMap((field) =>
    degreePaths({ ...field, institutions: field.institutions ?? ENGINEERING_UNIVERSITIES }),
  ),
  {
    level: 'Doctorate',
    minAge: 30,
    weight: 4,
    subjects: ['Electrical Engineering', 'Civil Engineering', 'Computer Science and Engineering'],
    details: ['Research engineer at a government institute', 'Assistant professor, BUET'],
  },
];

const TEACHING_SUBJECTS = [
  'English',
  'Bangla',
  'Mathematics',
  'Physics',
  'Chemistry',
  'Biology',
  'Accounting',
  'Economics',
  'History',
  'Geography',
  'ICT',
];

const TEACHER_PATHS: readonly Path[] = [
  {
    level: 'HSC',
    minAge: 0,
    weight: 4,
    subjects: SCHOOL_GROUPS,
    details: ['Teacher at a kindergarten', 'Home tutor for school students'],
  },
  {
    level: "Bachelor's",
    minAge: 21,
    weight: 38,
    subjects: TEACHING_SUBJECTS,
    details: [
      'Assistant teacher, government primary school',
      'Assistant teacher at a high school',
      'Teacher at an English-medium school',
      'Teacher at a coaching centre',
    ],
  },
  {
    level: "Master's",
    minAge: 24,
    weight: 52,
    subjects: TEACHING_SUBJECTS,
    details: [
      'Lecturer, government college',
      'Senior teacher at a high school',
      'Lecturer at a private university',
      'Assistant professor, government college',
      'Head teacher of a primary school',
    ],
  },
  {
    level: 'Doctorate',
    minAge: 32,
    weight: 6,
    subjects: TEACHING_SUBJECTS,
    details: [
      'Associate professor at a public university',
      'Assistant professor at a public university',
    ],
  },
];

const BUSINESS_FIELD: Field = {
  weight: 1,
  subjects: ['Accounting', 'Finance', 'Marketing', 'Management', 'Banking and Insurance'],
  details: [
    'Officer at a private bank',
    'Senior officer, Sonali Bank',
    'Accountant at a garments factory',
    'Marketing executive at an FMCG company',
    'HR executive at a group of companies',
    'Audit associate at a chartered accountancy firm',
  ],
};
const SOCIAL_SCIENCE_FIELD: Field = {
  weight: 1,
  subjects: ['Economics', 'Political Science', 'Sociology', 'Public Administration', 'English'],
  details: [
    'Government officer (BCS administration cadre)',
    'Programme officer at an NGO',
    'Assistant director at a government office',
    'Customer service officer at a mobile operator',
  ],
};

/** The spec's "Other": work a biodata names in its own words. */
const OTHER_FIELDS: readonly Field[] = [
  { ...BUSINESS_FIELD, weight: 30 },
  { ...SOCIAL_SCIENCE_FIELD, weight: 25 },
  {
    weight: 6,
    subjects: ['Law'],
    details: ['Advocate, district judge court', 'Legal officer at a private bank'],
  },
  {
    weight: 5,
    subjects: ['Mass Communication and Journalism'],
    details: ['Reporter at a national daily', 'Sub-editor at an online news portal'],
  },
  {
    weight: 7,
    subjects: ['Pharmacy'],
    details: [
      'Pharmacist at a pharmaceutical company',
      'Quality control officer at a pharmaceutical company',
    ],
  },
  {
    weight: 6,
    subjects: ['Agriculture', 'Fisheries'],
    institutions: ['Bangladesh Agricultural University', 'Sher-e-Bangla Agricultural University'],
    details: [
      'Agriculture extension officer',
      'Upazila fisheries officer',
      'Officer at a seed company',
    ],
  },
  {
    weight: 5,
    subjects: ['Nursing'],
    institutions: ['Dhaka Nursing College', 'College of Nursing, Mohakhali'],
    details: ['Senior staff nurse at a government hospital', 'Nurse at a private hospital'],
  },
  {
    weight: 10,
    subjects: ['Physics', 'Chemistry', 'Mathematics', 'Statistics', 'Botany', 'Zoology'],
    details: [
      'Officer at a private bank',
      'Research officer at a government institute',
      'Data analyst at a research firm',
    ],
  },
];

const OTHER_PATHS: Record<BiodataType, readonly Path[]> = {
  Male: [
    {
      level: 'SSC',
      minAge: 0,
      weight: 5,
      subjects: SCHOOL_GROUPS,
      details: ['Works in Saudi Arabia', 'Driver for a private company', 'Electrician'],
    },
    {
      level: 'HSC',
      minAge: 0,
      weight: 12,
      subjects: SCHOOL_GROUPS,
      details: [
        'Works in Dubai',
        'Works in Malaysia',
        'Supervisor at a garments factory',
        'Sales representative at an electronics company',
      ],
    },
    {
      level: 'Diploma',
      minAge: 20,
      weight: 10,
      subjects: ['Computer Technology', 'Civil Technology', 'Electrical Technology'],
      details: [
        'Sub-assistant engineer at a construction firm',
        'IT support officer',
        'Technician at a power plant',
      ],
    },
    ...OTHER_FIELDS.flatMap(degreePaths),
  ],
  Female: [
    {
      level: 'HSC',
      minAge: 0,
      weight: 10,
      subjects: SCHOOL_GROUPS,
      details: ['Supervisor at a garments factory', 'Works at a call centre', 'Beautician'],
    },
    {
      level: 'Diploma',
      minAge: 20,
      weight: 3,
      subjects: ['Nursing and Midwifery'],
      institutions: ['Dhaka Nursing College', 'College of Nursing, Mohakhali'],
      details: ['Staff nurse at a private hospital', 'Staff nurse, upazila health complex'],
    },
    {
      level: 'Diploma',
      minAge: 20,
      weight: 2,
      subjects: ['Computer Technology'],
      details: ['Computer operator at a government office', 'IT support officer'],
    },
    ...OTHER_FIELDS.flatMap(degreePaths),
  ],
};

const BUSINESS_DETAILS: Record<BiodataType, readonly string[]> = {
  Male: [
    'Runs a garments accessories business',
    'Family rice trading business',
    'Owns a pharmacy in the district town',
    'Runs an online shop on Facebook',
    'Owns an electronics shop',
    'Import business in Chattogram',
    'Runs a poultry farm',
    'Owns a restaurant',
    'Supplies construction materials',
    'Runs a travel agency',
    'Fish farming business',
    'Owns a mobile phone shop',
  ],
  Female: [
    'Runs an online clothing shop on Facebook',
    'Owns a boutique',
    'Runs a home bakery',
    'Owns a beauty parlour',
    'Runs a tailoring business',
    'Sells handicrafts online',
  ],
};

const BUSINESS_PATHS: readonly Path[] = [
  { level: 'SSC', minAge: 0, weight: 8, subjects: SCHOOL_GROUPS, details: [] },
  { level: 'HSC', minAge: 0, weight: 22, subjects: SCHOOL_GROUPS, details: [] },
  {
    level: 'Diploma',
    minAge: 20,
    weight: 5,
    subjects: ['Computer Technology', 'Civil Technology'],
    details: [],
  },
  ...degreePaths({ ...BUSINESS_FIELD, weight: 14 }),
  ...degreePaths({ ...SOCIAL_SCIENCE_FIELD, weight: 5 }),
];

const HOMEMAKER_PATHS: readonly Path[] = [
  { level: 'SSC', minAge: 0, weight: 8, subjects: SCHOOL_GROUPS, details: ['Homemaker'] },
  { level: 'HSC', minAge: 0, weight: 25, subjects: SCHOOL_GROUPS, details: ['Homemaker'] },
  ...degreePaths({
    weight: 22,
    subjects: ['Bangla', 'English', 'Home Economics', 'Accounting', 'Sociology'],
    details: ['Homemaker', 'Homemaker, tutors children at home'],
  }),
];

const MADRASA_PATHS: Record<
  Exclude<Occupation, 'Doctor' | 'Engineer' | 'Student'>,
  readonly Path[]
> = {
  Teacher: [
    {
      level: 'Alim',
      minAge: 0,
      weight: 5,
      subjects: ['General'],
      details: ['Teacher at a local maktab', 'Quran teacher at a Noorani madrasa'],
    },
    {
      level: 'Fazil',
      minAge: 21,
      weight: 25,
      subjects: ['Al-Quran and Islamic Studies', 'Hadith', 'Arabic'],
      details: ['Assistant teacher at a Dakhil madrasa', 'Teacher at a girls madrasa'],
    },
    {
      level: 'Kamil',
      minAge: 23,
      weight: 45,
      subjects: ['Hadith', 'Tafsir', 'Fiqh', 'Arabic Literature'],
      details: ['Lecturer at an Alia madrasa', 'Teacher at a Kamil madrasa'],
    },
    {
      level: 'Qawmi/Dawrah',
      minAge: 20,
      weight: 30,
      subjects: ['Dawrah-e-Hadith'],
      details: ['Teacher at a Qawmi madrasa', 'Hifz teacher at a Qawmi madrasa'],
    },
  ],
  Businessman: [
    { level: 'Dakhil', minAge: 0, weight: 20, subjects: ['General', 'Science'], details: [] },
    { level: 'Alim', minAge: 18, weight: 35, subjects: ['General', 'Science'], details: [] },
    {
      level: 'Fazil',
      minAge: 21,
      weight: 25,
      subjects: ['Al-Quran and Islamic Studies', 'Hadith'],
      details: [],
    },
    {
      level: 'Qawmi/Dawrah',
      minAge: 20,
      weight: 20,
      subjects: ['Dawrah-e-Hadith'],
      details: [],
    },
  ],
  Other: [
    {
      level: 'Alim',
      minAge: 18,
      weight: 20,
      subjects: ['General', 'Science'],
      details: ['Officer at an Islamic bank', 'Works in Saudi Arabia'],
    },
    {
      level: 'Fazil',
      minAge: 21,
      weight: 25,
      subjects: ['Al-Quran and Islamic Studies', 'Hadith', 'Arabic'],
      details: ['Officer at an Islamic bank', 'Muezzin of a local mosque'],
    },
    {
      level: 'Kamil',
      minAge: 23,
      weight: 25,
      subjects: ['Hadith', 'Tafsir', 'Fiqh'],
      details: [
        'Khatib of a jame mosque',
        'Imam of a local mosque',
        'Field officer, Islamic Foundation',
      ],
    },
    {
      level: 'Qawmi/Dawrah',
      minAge: 20,
      weight: 30,
      subjects: ['Dawrah-e-Hadith'],
      details: ['Imam of a local mosque', 'Khatib of a jame mosque', 'Mufti at a Qawmi madrasa'],
    },
  ],
};

/** What women of the madrasa track with the spec's "Other" occupation do (the paths name men's). */
const MADRASA_WOMEN_DETAILS = ['Officer at an Islamic bank', 'Teaches Arabic and the Quran online'];
const MADRASA_HOMEMAKER_DETAILS = ['Homemaker', 'Homemaker, teaches the Quran to children at home'];

/**
 * One of the paths that suit the age (every list has one open from 18; should none suit, the
 * earliest-starting ones).
 */
function pickPath(random: Random, paths: readonly Path[], age: number): Path {
  const open = paths.filter((path) => path.minAge <= age && age <= (path.maxAge ?? AGE_MAX));
  const earliest = Math.min(...paths.map((path) => path.minAge));
  const choices = open.length > 0 ? open : paths.filter((path) => path.minAge === earliest);
  return random.pickWeighted(choices.map((path) => [path, path.weight] as const));
}

/** One of `institutions`, leaving out those of the other sex only. */
function pickInstitution(
  random: Random,
  institutions: readonly string[],
  biodataType: BiodataType,
): string {
  const excluded = biodataType === 'Female' ? MEN_ONLY_INSTITUTIONS : WOMEN_ONLY_INSTITUTIONS;
  const open = institutions.filter((institution) => !excluded.has(institution));
  return random.pick(open.length > 0 ? open : institutions);
}

const STUDY_YEARS = ['First-year', 'Second-year', 'Third-year', 'Final-year'];

interface Study {
  level: EducationLevel;
  subject: string;
  institution: string;
  occupationDetail: string;
}

/**
 * A student's current course, by age: the HSC or a first year at 18–19, a bachelor's (now and
 * then a diploma or MBBS) to 23, then mostly a master's; a madrasa student goes Alim, Fazil,
 * Kamil or the Qawmi Dawrah.
 */
function pickStudentStudy(
  random: Random,
  { biodataType, age, isMadrasa }: { biodataType: BiodataType; age: number; isMadrasa: boolean },
): Study {
  const yearIndex = Math.min(STUDY_YEARS.length - 1, Math.max(0, age - 18));
  const year = STUDY_YEARS[yearIndex] ?? 'First-year';
  if (isMadrasa) {
    const level: EducationLevel =
      age <= 19
        ? 'Alim'
        : biodataType === 'Male' && random.chance(0.35)
          ? 'Qawmi/Dawrah'
          : age <= 22
            ? 'Fazil'
            : 'Kamil';
    const subject =
      level === 'Qawmi/Dawrah'
        ? 'Dawrah-e-Hadith'
        : level === 'Alim'
          ? random.pick(['General', 'Science'])
          : random.pick(['Al-Quran and Islamic Studies', 'Hadith', 'Arabic']);
    const institution = pickInstitution(random, INSTITUTIONS_BY_LEVEL[level], biodataType);
    const course = level === 'Qawmi/Dawrah' ? 'Dawrah-e-Hadith' : level;
    return { level, subject, institution, occupationDetail: `${course} student` };
  }

  const level = random.pickWeighted<EducationLevel>(
    age <= 19
      ? [
          ['HSC', 60],
          ["Bachelor's", 40],
        ]
      : age <= 22
        ? [
            ["Bachelor's", 80],
            ['Diploma', 10],
            ['HSC', age === 20 ? 10 : 0],
          ]
        : [
            ["Bachelor's", 35],
            ["Master's", 55],
            ['Doctorate', age >= 27 ? 10 : 0],
          ],
  );
  if (level === 'HSC') {
    return {
      level,
      subject: random.pick(SCHOOL_GROUPS),
      institution: pickInstitution(random, HSC_COLLEGES, biodataType),
      occupationDetail: random.pick(['HSC candidate', 'Preparing for university admission']),
    };
  }
  if (level === 'Diploma') {
    const subject = random.pick([
      'Computer Technology',
      'Civil Technology',
      'Electrical Technology',
    ]);
    return {
      level,
      subject,
      institution: random.pick(POLYTECHNICS),
      occupationDetail: `Diploma student of ${subject}`,
    };
  }
  const track = random.pickWeighted([
    ['medical', 10],
    ['engineering', 15],
    ['general', 75],
  ] as const);
  if (track === 'medical') {
    return {
      level: "Bachelor's",
      subject: 'MBBS',
      institution: random.pick(MEDICAL_COLLEGES),
      occupationDetail: `${year} MBBS student`,
    };
  }
  const field =
    track === 'engineering'
      ? random.pickWeighted(ENGINEERING_FIELDS.map((f) => [f, f.weight] as const))
      : random.pickWeighted(OTHER_FIELDS.map((f) => [f, f.weight] as const));
  const subject = random.pick(field.subjects);
  const institutions =
    level === 'Doctorate'
      ? DOCTORATE_INSTITUTIONS
      : (field.institutions ??
        (track === 'engineering' ? ENGINEERING_UNIVERSITIES : DEGREE_INSTITUTIONS));
  const occupationDetail =
    level === 'Doctorate'
      ? `PhD researcher in ${subject}`
      : level === "Master's"
        ? `Master's student of ${subject}`
        : `${year} student of ${subject}`;
  return {
    level,
    subject,
    institution: pickInstitution(random, institutions, biodataType),
    occupationDetail,
  };
}

/** The studies and work of everyone but students: the occupation's paths that fit the age. */
function pickWorkStudy(
  random: Random,
  {
    biodataType,
    age,
    occupation,
    isMadrasa,
    isHomemaker,
  }: {
    biodataType: BiodataType;
    age: number;
    occupation: Exclude<Occupation, 'Student'>;
    isMadrasa: boolean;
    isHomemaker: boolean;
  },
): Study {
  let paths: readonly Path[];
  if (occupation === 'Doctor') paths = DOCTOR_PATHS;
  else if (occupation === 'Engineer') paths = ENGINEER_PATHS;
  else if (isMadrasa) paths = MADRASA_PATHS[occupation];
  else if (isHomemaker) paths = HOMEMAKER_PATHS;
  else if (occupation === 'Teacher') paths = TEACHER_PATHS;
  else if (occupation === 'Businessman') paths = BUSINESS_PATHS;
  else paths = OTHER_PATHS[biodataType];
  // The Qawmi madrasas named here teach men only.
  if (biodataType === 'Female') paths = paths.filter((path) => path.level !== 'Qawmi/Dawrah');

  const path = pickPath(random, paths, age);
  const subject = random.pick(path.subjects);
  const institution = pickInstitution(
    random,
    path.institutions ?? INSTITUTIONS_BY_LEVEL[path.level],
    biodataType,
  );
  let details = path.details;
  if (occupation === 'Businessman') details = BUSINESS_DETAILS[biodataType];
  else if (isMadrasa && occupation === 'Other' && biodataType === 'Female') {
    details = isHomemaker ? MADRASA_HOMEMAKER_DETAILS : MADRASA_WOMEN_DETAILS;
  }
  return { level: path.level, subject, institution, occupationDetail: random.pick(details) };
}

/**
 * An index into INCOME_RANGES around what the work and age usually earn: interns and young
 * teachers low, senior doctors and engineers high, businesses spread widest.
 */
function incomeIndex(
  random: Random,
  {
    occupation,
    age,
    level,
  }: { occupation: Exclude<Occupation, 'Student'>; age: number; level: EducationLevel },
): number {
  let base: number;
  switch (occupation) {
    case 'Doctor':
      base = age < 26 ? 1 : age < 32 ? 2 : age < 45 ? 3 : 4;
      break;
    case 'Engineer':
      base = age < 25 ? 1 : age < 30 ? 2 : 3;
      break;
    case 'Teacher':
      base = (age < 25 ? 0 : age < 35 ? 1 : 2) + (level === 'Doctorate' ? 1 : 0);
      break;
    case 'Businessman':
      base = age < 25 ? 1 : 2;
      break;
    case 'Other':
      // Below a degree, starting out low; with one, as teachers do.
      base = EDUCATION_RANKS[level] <= 3 ? (age < 30 ? 0 : 1) : age < 28 ? 1 : 2;
      break;
  }
  const jitter = random.pickWeighted(
    occupation === 'Businessman'
      ? [
          [-2, 8],
          [-1, 20],
          [0, 35],
          [1, 22],
          [2, 15],
        ]
      : [
          [-1, 20],
          [0, 55],
          [1, 20],
          [2, 5],
        ],
  );
  return Math.min(INCOME_RANGES.length - 1, Math.max(0, base + jitter));
}

function pickIncome(
  random: Random,
  {
    occupation,
    age,
    level,
    isHomemaker,
  }: { occupation: Occupation; age: number; level: EducationLevel; isHomemaker: boolean },
): IncomeRange | null {
  if (occupation === 'Student') {
    return random.pickWeighted<IncomeRange | null>([
      [null, 55],
      ['Below 20k', 38],
      ['20k-50k', 7],
    ]);
  }
  if (isHomemaker) return random.chance(0.8) ? null : 'Below 20k';
  const index = incomeIndex(random, { occupation, age, level });
  return random.chance(NOT_GIVEN.monthlyIncome) ? null : (INCOME_RANGES[index] ?? null);
}

/** Parents' work: older people's parents are more often retired, or no longer alive. */
function pickParentsOccupations(
  random: Random,
  { age, religion }: { age: number; religion: Religion },
) {
  const deceased = age >= 45 ? 30 : age >= 35 ? 14 : 5;
  const fathersOccupation = random.pickWeighted<string>([
    ['Businessman', 18],
    ['Farmer', 14],
    ['Retired government officer', age >= 28 ? 14 : 6],
    ['Government officer', age >= 35 ? 1 : 7],
    ['Teacher', age >= 35 ? 1 : 6],
    ['Retired school teacher', 6],
    ['Private service holder', age >= 35 ? 2 : 7],
    ['Shopkeeper', 5],
    ['Retired bank officer', 4],
    ['Works in the Middle East', age >= 35 ? 0 : 3],
    ['Retired army officer', 2],
    ['Doctor', 2],
    ['Engineer', 2],
    ['Lawyer', 2],
    ['Imam of a mosque', religion === 'Muslim' ? 2 : 0],
    ['Deceased', deceased],
  ]);
  const mothersOccupation = random.pickWeighted<string>([
    ['Homemaker', 66],
    ['Teacher', age >= 35 ? 2 : 7],
    ['Retired teacher', 4],
    ['Government service holder', age >= 35 ? 1 : 4],
    ['Nurse', 2],
    ['Doctor', 1],
    ['Bank officer', age >= 35 ? 0 : 2],
    ['NGO worker', 2],
    ['Runs a tailoring business', 2],
    ['Deceased', Math.round(deceased * 0.7)],
  ]);
  return {
    fathersOccupation: random.chance(NOT_GIVEN.parentsOccupation) ? null : fathersOccupation,
    mothersOccupation: random.chance(NOT_GIVEN.parentsOccupation) ? null : mothersOccupation,
  };
}

const SIBLING_COUNTS: readonly (readonly [number, number])[] = [
  [0, 24],
  [1, 36],
  [2, 24],
  [3, 11],
  [4, 5],
];

/** Brothers and sisters (0–4 each, mostly one or two), family type and economic standing. */
function pickFamily(random: Random, monthlyIncome: IncomeRange | null) {
  const brothers = random.pickWeighted(SIBLING_COUNTS);
  const sisters = random.pickWeighted(SIBLING_COUNTS);
  const areSiblingsGiven = !random.chance(NOT_GIVEN.siblings);
  const familyType = random.pickWeighted<FamilyType>([
    ['Nuclear', 72],
    ['Joint', 28],
  ]);
  const isHighEarner = monthlyIncome === '100k-200k' || monthlyIncome === 'Above 200k';
  const economicStatus = random.pickWeighted<EconomicStatus>([
    ['Lower income', isHighEarner ? 1 : 8],
    ['Lower middle class', isHighEarner ? 8 : 24],
    ['Middle class', isHighEarner ? 35 : 40],
    ['Upper middle class', isHighEarner ? 38 : 21],
    ['Well-off', isHighEarner ? 18 : 7],
  ]);
  return {
    brothersCount: areSiblingsGiven ? brothers : null,
    sistersCount: areSiblingsGiven ? sisters : null,
    familyType: random.chance(NOT_GIVEN.familyType) ? null : familyType,
    economicStatus: random.chance(NOT_GIVEN.economicStatus) ? null : economicStatus,
  };
}

const ABOUT_TRAITS = [
  'I am a calm, family-oriented person.',
  'I am easygoing and value honesty above all.',
  'I am soft-spoken and a little shy at first.',
  'People describe me as cheerful and caring.',
  'I am practical, punctual and respectful to elders.',
  'I am a simple person with simple dreams.',
];
const ABOUT_WORK: Record<Occupation | 'Homemaker', readonly string[]> = {
  Doctor: [
    'I work long hours at the hospital and love my profession.',
    'Caring for patients is what I do best.',
  ],
  Engineer: [
    'I enjoy solving problems and learning new technology.',
    'I like building things that last.',
  ],
  Teacher: ['Teaching gives me real satisfaction.', 'I love seeing my students grow.'],
  Businessman: [
    'I built my business step by step and hope to grow it further.',
    'I like being my own boss, but I always make time for family.',
  ],
  Student: [
    'Right now I am focused on finishing my studies.',
    'I want to finish my degree and then start a career.',
  ],
  Other: [
    'I take my work seriously but keep time for family.',
    'I try to keep a good balance between work and home.',
  ],
  Homemaker: ['I enjoy looking after my home and family.', 'I love cooking for the people I love.'],
};
const ABOUT_HOBBIES = [
  'In my free time I read books and cook.',
  'I like travelling, especially to the hills and the sea.',
  'I enjoy gardening and watching cricket.',
  "I love reading Humayun Ahmed's novels.",
  'I enjoy music and time with my nieces and nephews.',
  'I like cooking traditional dishes for the family.',
];
const ABOUT_HOPES_FOR_ALL = [
  'I am looking for an understanding partner to build a peaceful home with.',
  'I hope to find someone honest who values family as much as I do.',
];
const ABOUT_HOPES: Record<Religion, readonly string[]> = {
  Muslim: [
    'I am looking for a practising, kind-hearted partner who respects both families.',
    'I hope to build a home on the values of Islam.',
    ...ABOUT_HOPES_FOR_ALL,
  ],
  Hindu: ['I hope to find a partner who values our traditions and family.', ...ABOUT_HOPES_FOR_ALL],
  Christian: [
    'I hope to find a God-fearing partner to build a family with.',
    ...ABOUT_HOPES_FOR_ALL,
  ],
  Buddhist: ['I hope to find a kind partner who shares my values.', ...ABOUT_HOPES_FOR_ALL],
};

/** One to three sentences, each from another part (character, work, pastimes, hopes), in order. */
function composeAboutMe(
  random: Random,
  { work, religion }: { work: Occupation | 'Homemaker'; religion: Religion },
): string {
  const parts = [ABOUT_TRAITS, ABOUT_WORK[work], ABOUT_HOBBIES, ABOUT_HOPES[religion]];
  let wanted = random.pickWeighted([
    [1, 25],
    [2, 45],
    [3, 30],
  ] as const);
  const sentences: string[] = [];
  parts.forEach((part, index) => {
    // Selection sampling: each part is kept with the share still wanted of those still left.
    if (random.chance(wanted / (parts.length - index))) {
      sentences.push(random.pick(part));
      wanted -= 1;
    }
  });
  return sentences.join(' ');
}

/**
 * Education, work and family, consistent with the age, the spec occupation and the religion:
 * doctors and engineers hold a degree of their trade, students are at the stage their age
 * suggests, some Muslims studied at madrasas, incomes follow work and age; each field is now and
 * then left out.
 */
export function pickBackground(
  random: Random,
  {
    biodataType,
    age,
    occupation,
    religion,
  }: { biodataType: BiodataType; age: number; occupation: Occupation; religion: Religion },
) {
  const isMadrasa =
    religion === 'Muslim' &&
    occupation !== 'Doctor' &&
    occupation !== 'Engineer' &&
    random.chance(MADRASA_SHARE * (occupation === 'Teacher' ? 1.5 : 1));
  const isHomemaker =
    biodataType === 'Female' && occupation === 'Other' && random.chance(HOMEMAKER_SHARE);
  const study =
    occupation === 'Student'
      ? pickStudentStudy(random, { biodataType, age, isMadrasa })
      : pickWorkStudy(random, { biodataType, age, occupation, isMadrasa, isHomemaker });
  const isEducationGiven = !random.chance(NOT_GIVEN.education);
  const isSubjectGiven = isEducationGiven && !random.chance(NOT_GIVEN.subject);
  const isInstitutionGiven = isEducationGiven && !random.chance(NOT_GIVEN.institution);
  const occupationDetail = random.chance(NOT_GIVEN.occupationDetail)
    ? null
    : study.occupationDetail;
  const monthlyIncome = pickIncome(random, { occupation, age, level: study.level, isHomemaker });
  const parents = pickParentsOccupations(random, { age, religion });
  const family = pickFamily(random, monthlyIncome);
  const aboutMe = composeAboutMe(random, {
    work: isHomemaker ? 'Homemaker' : occupation,
    religion,
  });
  return {
    educationLevel: isEducationGiven ? study.level : null,
    educationSubject: isSubjectGiven ? study.subject : null,
    institution: isInstitutionGiven ? study.institution : null,
    occupationDetail,
    monthlyIncome,
    ...parents,
    ...family,
    aboutMe: random.chance(NOT_GIVEN.aboutMe) ? null : aboutMe,
  };
}
