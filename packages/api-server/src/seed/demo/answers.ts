import type { ApplicationFileKind, Schema } from '@ats/api-sdk';
import { pdfSafeText } from '../../pdf/pdf-safe-text.ts';
import { optionalAnswerRate } from '../shared/answer-rates.ts';
import { buildPdf, type PdfLine, paragraphLines, portraitPng } from './documents.ts';
import { type DemoCandidate, slug } from './people.ts';
import type { DemoStructure, TextTopic } from './questionnaires.ts';
import { addDays, type DemoRandom, isoDate } from './random.ts';
import type { DemoRecruitment } from './recruitments.ts';
import { COMPANIES, type DemoLanguage, type RoleProfile, SCHOOLS } from './vocabulary.ts';

/** A file the candidate sends with the form, as the apply service takes it. */
export interface DemoUpload {
  kind: ApplicationFileKind;
  /** The Attachment element it answers; null for resume, photo and cover letter. */
  questionId: string | null;
  fileName: string;
  bytes: Buffer;
}

type EducationEntry = Schema<'EducationEntry'>;
type ExperienceEntry = Schema<'ExperienceEntry'>;

/** What a candidate tells about themselves, the same in every application. */
export interface CandidateBackground {
  years: number;
  skills: string[];
  summary: Record<DemoLanguage, string>;
  experience: ExperienceEntry[];
  education: EducationEntry[];
  /** Colours of the candidate's portrait (used when they send a photo). */
  portrait: { background: string; skin: string; hair: string; shirt: string };
}

type AnswerInput = Schema<'AnswerInput'>;

/** What the apply form sends: answers to the non-file questions, and the files apart. */
export interface FilledApplication {
  answers: AnswerInput[];
  uploads: DemoUpload[];
}

const experienceDescriptions = [
  'Took care of projects used by thousands of customers.',
  'Led a small team and mentored two new colleagues.',
  'Worked directly with clients, from the first meeting to the final delivery.',
  'Made the key processes of the team a third faster.',
];

function monthStart(date: Date): string {
  return `${isoDate(date).slice(0, 7)}-01`;
}

export function generateBackground(
  random: DemoRandom,
  candidate: DemoCandidate,
  profile: RoleProfile,
  positionName: string,
  now: Date,
): CandidateBackground {
  const years = random.int(1, 14);
  const skills = random.pickSome(profile.keywords, random.int(3, 5));
  const [first = 'teamwork', second = 'communication', third = 'planning'] = skills;

  // Jobs, newest first, going back `years` years.
  const experience: ExperienceEntry[] = [];
  let end: Date | null = random.chance(0.7) ? null : addDays(now, -random.int(20, 200));
  let remainingMonths = years * 12;
  const jobs = Math.min(random.int(1, 3), Math.max(1, Math.floor(years / 2)));
  for (let job = 0; job < jobs && remainingMonths > 0; job += 1) {
    const left = jobs - job;
    const months =
      left === 1
        ? remainingMonths
        : Math.max(6, Math.round((remainingMonths / left) * random.float(0.6, 1.4)));
    remainingMonths -= months;
    const start = addDays(end ?? now, -months * 30);
    experience.push({
      title: job === 0 ? positionName : `${job === jobs - 1 ? 'Junior ' : ''}${positionName}`,
      company: random.pick(COMPANIES[candidate.language]),
      locationDescription: random.chance(0.8) ? candidate.city.name : null,
      startDate: monthStart(start),
      endDate: end ? monthStart(end) : null,
      currentlyWorkingInThisRole: end === null,
      description: random.chance(0.6) ? random.pick(experienceDescriptions) : null,
    });
    end = addDays(start, -random.int(0, 60));
  }

  const school = random.pick(SCHOOLS[candidate.language]);
  const graduated = addDays(now, -(years * 365 + random.int(30, 400)));
  const education: EducationEntry[] = [
    {
      school: school.name,
      degree: random.chance(0.9) ? random.pick(school.degrees) : null,
      fieldOfStudy: random.pick(profile.fields[candidate.language]),
      startDate: `${graduated.getUTCFullYear() - random.int(3, 5)}-10-01`,
      endDate: `${graduated.getUTCFullYear()}-06-30`,
      currentlyStudyingHere: false,
      description: random.chance(0.3) ? 'Thesis on a topic close to my current work.' : null,
    },
  ];
  if (random.chance(0.2)) {
    // Part-time studies alongside work.
    const postgraduate = random.pick(SCHOOLS[candidate.language]);
    education.unshift({
      school: postgraduate.name,
      degree: candidate.language === 'pl' ? 'studia podyplomowe' : 'Postgraduate certificate',
      fieldOfStudy: random.pick(profile.fields[candidate.language]),
      startDate: `${now.getUTCFullYear() - 1}-10-01`,
      endDate: null,
      currentlyStudyingHere: true,
      description: null,
    });
  }

  return {
    years,
    skills,
    summary: {
      en: `${positionName} with ${years} ${years === 1 ? 'year' : 'years'} of experience, working mostly with ${first}, ${second} and ${third}. I enjoy solving real problems for real users and learning from the people around me.`,
      pl: `${positionName} z ${years}-letnim doświadczeniem. Na co dzień pracuję z: ${first}, ${second}, ${third}. Lubię rozwiązywać prawdziwe problemy użytkowników i uczyć się od zespołu.`,
    },
    experience,
    education,
    portrait: {
      background: random.pick(['#dbeafe', '#fce7f3', '#dcfce7', '#fef3c7', '#e0e7ff', '#f1f5f9']),
      skin: random.pick(['#f5d0b5', '#e8b48f', '#c68863', '#8d5a3b', '#f9dcc4']),
      hair: random.pick(['#2b1d14', '#5a3825', '#b8860b', '#1f1f1f', '#8b4513', '#d4b483']),
      shirt: random.pick(['#1e3a8a', '#065f46', '#7f1d1d', '#374151', '#6b21a8', '#0e7490']),
    },
  };
}

const texts: Readonly<Record<TextTopic, Readonly<Record<DemoLanguage, readonly string[]>>>> = {
  salary: { en: [], pl: [] },
  github: { en: [], pl: [] },
  linkedin: { en: [], pl: [] },
  availabilityHours: {
    en: ['Any time after 4 pm.', 'Mornings, 8–11 am.', 'Weekdays during lunch time.'],
    pl: ['Po 16:00.', 'Rano, 8–11.', 'W dni robocze w porze lunchu.'],
  },
  motivation: {
    en: [
      'I have followed your product for a long time and I would love to help build it.\nYour team values code quality and learning, which matters a lot to me.',
      'I am looking for a place where I can grow, and your offer matches my experience very well.',
      'A friend who works with you recommended the team. The projects you describe are exactly what I want to do next.',
    ],
    pl: [
      'Od dawna korzystam z Waszych usług i chętnie dołączę do zespołu.\nZależy mi na stabilnym zatrudnieniu i rozwoju.',
      'Szukam miejsca, w którym będę mógł się rozwijać, a Wasza oferta pasuje do mojego doświadczenia.',
      'Polecił mi Was znajomy, który u Was pracuje. Cenię dobrą atmosferę i jasne zasady współpracy.',
    ],
  },
  project: {
    en: [
      'During my studies I built a mobile app for booking study rooms. Over 800 students used it in the first term.',
      'I wrote a small tool that turns our club’s spreadsheets into a website; it saved hours of work every week.',
    ],
    pl: [
      'Na studiach napisałem aplikację do rezerwacji sal, z której korzystało ponad 800 studentów.',
    ],
  },
  designProcess: {
    en: [
      'I start with interviews, sketch flows on paper, then test clickable prototypes with five users before polishing anything.',
    ],
    pl: ['Zaczynam od rozmów z użytkownikami, potem szkice, prototyp i testy z pięcioma osobami.'],
  },
  aboutYou: {
    en: ['I am a curious, well-organised person who likes working with people.'],
    pl: ['Jestem osobą ciekawą świata, dobrze zorganizowaną i lubię pracę z ludźmi.'],
  },
};

function textAnswer(
  random: DemoRandom,
  topic: TextTopic | undefined,
  context: { candidate: DemoCandidate; recruitment: DemoRecruitment; language: DemoLanguage },
): string {
  const { candidate, recruitment } = context;
  switch (topic) {
    case 'salary': {
      const currency = recruitment.budgetCurrencyId ?? 'PLN';
      const amount =
        Math.round(((recruitment.budgetPerPositionMin || 10_000) * random.float(0.9, 1.35)) / 500) *
        500;
      return `${amount.toLocaleString('en-GB').replace(/,/g, ' ')} ${currency}`;
    }
    case 'github':
      return `https://github.com/${slug(candidate.firstName)}${slug(candidate.lastName)}`;
    case 'linkedin':
      return `https://www.linkedin.com/in/${slug(candidate.firstName)}-${slug(candidate.lastName)}-${random.digits(4)}`;
    case undefined:
      return context.language === 'pl' ? 'Tak.' : 'Yes.';
    default:
      return random.pick(
        texts[topic][context.language].length ? texts[topic][context.language] : texts[topic].en,
      );
  }
}

function asciiFileName(text: string): string {
  return pdfSafeText(text)
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

function resumePdf(
  candidate: DemoCandidate,
  background: CandidateBackground,
  created: Date,
): Buffer {
  const lines: PdfLine[] = [
    { text: `${candidate.firstName} ${candidate.lastName}`, size: 20, bold: true },
    {
      text: [candidate.email, candidate.phoneNumber].filter(Boolean).join('  |  '),
      spaceBefore: 6,
    },
    { text: candidate.address },
    { text: 'Summary', size: 13, bold: true, spaceBefore: 14 },
    ...paragraphLines(background.summary.en, { spaceBefore: 2 }),
    { text: 'Experience', size: 13, bold: true, spaceBefore: 14 },
  ];
  for (const job of background.experience) {
    lines.push({
      text: `${job.title}, ${job.company} (${job.startDate?.slice(0, 7) ?? '?'} - ${job.endDate?.slice(0, 7) ?? 'present'})`,
      bold: true,
      spaceBefore: 4,
    });
    if (job.description) lines.push(...paragraphLines(job.description));
  }
  lines.push({ text: 'Education', size: 13, bold: true, spaceBefore: 14 });
  for (const school of background.education) {
    lines.push({
      text: `${school.school}${school.degree ? `, ${school.degree}` : ''}${school.fieldOfStudy ? ` - ${school.fieldOfStudy}` : ''}`,
      spaceBefore: 4,
    });
  }
  lines.push({ text: 'Skills', size: 13, bold: true, spaceBefore: 14 });
  lines.push({ text: background.skills.join(', '), spaceBefore: 2 });
  return buildPdf({ title: `${candidate.firstName} ${candidate.lastName} - CV`, lines, created });
}

function coverLetterPdf(
  candidate: DemoCandidate,
  recruitment: DemoRecruitment,
  motivation: string,
  created: Date,
) {
  return buildPdf({
    title: `Cover letter - ${candidate.firstName} ${candidate.lastName}`,
    created,
    lines: [
      { text: `${candidate.firstName} ${candidate.lastName}`, size: 14, bold: true },
      { text: isoDate(created), spaceBefore: 4 },
      { text: 'Dear Hiring Team,', spaceBefore: 20 },
      ...paragraphLines(
        `I would like to apply for the position of ${recruitment.jobTitle || recruitment.title}.`,
        { spaceBefore: 8 },
      ),
      ...motivation
        .split('\n')
        .flatMap((paragraph) => paragraphLines(paragraph, { spaceBefore: 8 })),
      { text: 'Kind regards,', spaceBefore: 20 },
      { text: `${candidate.firstName} ${candidate.lastName}` },
    ],
  });
}

function attachmentPdf(candidate: DemoCandidate, title: string, created: Date) {
  return buildPdf({
    title,
    created,
    lines: [
      { text: title, size: 18, bold: true },
      { text: `${candidate.firstName} ${candidate.lastName}`, size: 12, spaceBefore: 10 },
      ...paragraphLines('This document was attached to the application form.', { spaceBefore: 16 }),
    ],
  });
}

/**
 * The answers of one application to `structure` and the files the candidate sends with it,
 * as the apply form sends them: a resume PDF always; a photo, a cover letter (one file
 * answers every element of its kind, as the form's one part does) and one file per
 * Attachment element when the form asks for them and the candidate sent them.
 */
export function fillApplication(
  random: DemoRandom,
  options: {
    candidate: DemoCandidate;
    background: CandidateBackground;
    recruitment: DemoRecruitment;
    structure: DemoStructure;
    /** The form's language ('pl' for Polish forms). */
    language: DemoLanguage;
    createdAt: Date;
  },
): FilledApplication {
  const { candidate, background, recruitment, createdAt, language } = options;
  const uploads: DemoUpload[] = [];
  const baseName = `${asciiFileName(candidate.firstName)}_${asciiFileName(candidate.lastName)}`;
  /** Whether the candidate answers `element` (a kind's one file is decided once). */
  const decided = new Map<string, boolean>();
  const answers: AnswerInput[] = [];

  for (const element of options.structure.elements) {
    // Headers and paragraphs are not questions.
    if (!('isRequired' in element)) continue;
    const kind = element.$type;
    const sharedFile = kind === 'Resume' || kind === 'Photo' || kind === 'CoverLetter';
    const answered =
      (sharedFile ? decided.get(kind) : undefined) ??
      (element.isRequired || random.chance(optionalAnswerRate[kind] ?? 0.7));
    if (sharedFile && decided.get(kind) === undefined) decided.set(kind, answered);
    if (!answered) continue;
    const questionId = element.id;
    switch (element.$type) {
      case 'Resume':
        if (!uploads.some((upload) => upload.kind === 'Resume')) {
          uploads.push({
            kind: 'Resume',
            questionId: null,
            fileName: `CV_${baseName}.pdf`,
            bytes: resumePdf(candidate, background, createdAt),
          });
        }
        break;
      case 'Photo':
        if (!uploads.some((upload) => upload.kind === 'Photo')) {
          uploads.push({
            kind: 'Photo',
            questionId: null,
            fileName: 'photo.png',
            bytes: portraitPng(background.portrait),
          });
        }
        break;
      case 'CoverLetter': {
        if (uploads.some((upload) => upload.kind === 'CoverLetter')) break;
        const motivation = textAnswer(random, 'motivation', {
          candidate,
          recruitment,
          language: 'en',
        });
        uploads.push({
          kind: 'CoverLetter',
          questionId: null,
          fileName: 'cover-letter.pdf',
          bytes: coverLetterPdf(candidate, recruitment, motivation, createdAt),
        });
        break;
      }
      case 'Attachment': {
        const title = random.pick([
          'Portfolio',
          'Certificate of completion',
          'Transcript of records',
        ]);
        uploads.push({
          kind: 'Attachment',
          questionId,
          fileName: `${asciiFileName(title).toLowerCase()}.pdf`,
          bytes: attachmentPdf(candidate, title, createdAt),
        });
        break;
      }
      case 'Address':
        answers.push({ $type: 'Address', questionId, value: candidate.address });
        break;
      case 'Summary':
        answers.push({ $type: 'Summary', questionId, value: background.summary[language] });
        break;
      case 'Education':
        answers.push({ $type: 'Education', questionId, value: background.education });
        break;
      case 'Experience':
        answers.push({ $type: 'Experience', questionId, value: background.experience });
        break;
      case 'SingleChoice': {
        const keys = Object.keys(element.options);
        // Mostly the first options (e.g. "Yes", "Immediately"), as real answers lean.
        const chosenOption = random.weighted(
          keys.map((key, index) => [key, keys.length - index] as const),
        );
        answers.push({ $type: 'SingleChoice', questionId, chosenOption });
        break;
      }
      case 'MultipleChoice': {
        const keys = Object.keys(element.options);
        const chosenOptions = random
          .pickSome(keys, random.int(1, Math.min(3, keys.length)))
          .sort((a, b) => Number(a) - Number(b));
        answers.push({ $type: 'MultipleChoice', questionId, chosenOptions });
        break;
      }
      case 'SingleLineText':
      case 'MultiLineText':
        answers.push({
          $type: element.$type,
          questionId,
          value: textAnswer(random, options.structure.topics.get(questionId), {
            candidate,
            recruitment,
            language,
          }),
        });
        break;
    }
  }
  if (!uploads.some((upload) => upload.kind === 'Resume')) {
    // Every form has a required Resume element; this only guards hand-edited templates.
    throw new Error(
      `Questionnaire ${recruitment.questionnaire?.name ?? '?'} has no Resume element`,
    );
  }
  return { answers, uploads };
}
