import { DEMO_ACCOUNTS } from '../../auth/demo-accounts.ts';
import type { DemoRandom } from './random.ts';
import {
  CITIES,
  type City,
  type DemoLanguage,
  ENGLISH_FIRST_NAMES,
  ENGLISH_LAST_NAMES,
  ENGLISH_STREETS,
  POLISH_FIRST_NAMES,
  POLISH_LAST_NAMES,
  POLISH_STREETS,
  type Sex,
} from './vocabulary.ts';

export interface PersonName {
  language: DemoLanguage;
  sex: Sex;
  firstName: string;
  lastName: string;
}

export interface DemoCandidate extends PersonName {
  id: string;
  email: string;
  /** '' for the few candidates who left no number. */
  phoneNumber: string;
  city: City;
  address: string;
}

/** Lower case without diacritics ('Łukasz Wróbel' -> 'lukasz wrobel'). */
export function asciiLowerCase(text: string): string {
  return text
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** ASCII, lower case, letters and digits only ('Łukasz Wróbel' -> 'lukaszwrobel'). */
export function slug(text: string): string {
  return asciiLowerCase(text).replace(/[^a-z0-9]/g, '');
}

function polishLastName(masculine: string, sex: Sex): string {
  if (sex === 'male') return masculine;
  return masculine.replace(/(ski|cki|dzki)$/, (ending) => `${ending.slice(0, -1)}a`);
}

export function randomName(random: DemoRandom, language: DemoLanguage): PersonName {
  const sex: Sex = random.chance(0.5) ? 'female' : 'male';
  if (language === 'pl') {
    return {
      language,
      sex,
      firstName: random.pick(POLISH_FIRST_NAMES[sex]),
      lastName: polishLastName(random.pick(POLISH_LAST_NAMES), sex),
    };
  }
  return {
    language,
    sex,
    firstName: random.pick(ENGLISH_FIRST_NAMES[sex]),
    lastName: random.pick(ENGLISH_LAST_NAMES),
  };
}

/** Hands out e-mail addresses that are unique case-insensitively. */
export class EmailRegistry {
  private readonly taken = new Set<string>();

  constructor(reserved: Iterable<string> = []) {
    for (const email of reserved) this.taken.add(email.toLowerCase());
  }

  /** `first.last@domain`, then `first.last2@domain`, ... */
  claim(firstName: string, lastName: string, domain: string): string {
    const local = `${slug(firstName)}.${slug(lastName)}`;
    for (let attempt = 1; ; attempt += 1) {
      const email = `${local}${attempt === 1 ? '' : attempt}@${domain}`;
      if (!this.taken.has(email)) {
        this.taken.add(email);
        return email;
      }
    }
  }
}

/** Reserved example domains only, so that no demo address can reach a real person. */
const candidateDomains = ['example.com', 'example.org', 'example.net'] as const;

function phoneNumber(random: DemoRandom, city: City): string {
  if (city.language === 'pl') {
    return `+48 ${random.pick(['5', '6', '7', '8'])}${random.digits(2)} ${random.digits(3)} ${random.digits(3)}`;
  }
  if (city.name === 'Dublin')
    return `+353 8${random.pick(['3', '5', '6', '7'])} ${random.digits(3)} ${random.digits(4)}`;
  return `+44 7${random.digits(3)} ${random.digits(6)}`;
}

function homeAddress(random: DemoRandom, city: City): string {
  const prefix = random.pick(city.postalPrefixes);
  if (city.language === 'pl') {
    const flat = random.chance(0.6) ? `/${random.int(1, 60)}` : '';
    return `${random.pick(POLISH_STREETS)} ${random.int(1, 140)}${flat}, ${prefix}-${random.digits(3)} ${city.name}`;
  }
  const number = random.int(1, 220);
  if (city.name === 'Dublin') return `${number} ${random.pick(ENGLISH_STREETS)}, Dublin ${prefix}`;
  const inward = `${random.int(1, 9)}${random.pick(['AB', 'DF', 'HJ', 'LN', 'PT', 'QW', 'RX', 'UZ'])}`;
  return `${number} ${random.pick(ENGLISH_STREETS)}, ${city.name} ${prefix} ${inward}`;
}

/** Candidates: slightly more Polish than English, living in a city of their language. */
export function generateCandidates(
  random: DemoRandom,
  options: { count: number; emails: EmailRegistry },
): DemoCandidate[] {
  return Array.from({ length: options.count }, () => {
    const language: DemoLanguage = random.chance(0.55) ? 'pl' : 'en';
    const name = randomName(random, language);
    const city = random.pick(CITIES.filter((candidateCity) => candidateCity.language === language));
    return {
      id: random.uuid(),
      ...name,
      email: options.emails.claim(name.firstName, name.lastName, random.pick(candidateDomains)),
      phoneNumber: random.chance(0.92) ? phoneNumber(random, city) : '',
      city,
      address: homeAddress(random, city),
    };
  });
}

export interface DemoStaffMember extends PersonName {
  subject: string;
  email: string;
  avatarColor: string | null;
}

/** Issuer of staff users who exist only in demo data and cannot sign in. */
export const DEMO_STAFF_ISSUER = 'demo-staff';

const avatarColors = ['#0f766e', '#7c3aed', '#b45309', '#be123c', '#1d4ed8', '#15803d', '#4338ca'];

/** Further staff for the recruiter pickers and teams; three in four have an avatar. */
export function generateStaff(random: DemoRandom, count: number): DemoStaffMember[] {
  const emails = new EmailRegistry(DEMO_ACCOUNTS.map((account) => account.email));
  return Array.from({ length: count }, (_, index) => {
    const name = randomName(random, random.chance(0.6) ? 'pl' : 'en');
    return {
      ...name,
      subject: `${DEMO_STAFF_ISSUER}-${index + 1}`,
      email: emails.claim(name.firstName, name.lastName, 'example.com'),
      avatarColor: random.chance(0.75) ? random.pick(avatarColors) : null,
    };
  });
}
