import { ActivityType, RecruitmentStatus, type Schema } from '@ats/api-sdk';
import { CONSENT_VERSIONS } from '../../db/consent-versions.ts';
import type { activities, scores } from '../../db/schema/index.ts';
import type { StageSet } from '../shared/stages.ts';
import {
  type CandidateBackground,
  type DemoUpload,
  fillApplication,
  generateBackground,
} from './answers.ts';
import type { DemoCandidate } from './people.ts';
import { addDays, addMinutes, type DemoRandom, daysBetween, maxDate, minDate } from './random.ts';
import { type DemoRecruitment, recruitmentStructure } from './recruitments.ts';
import { richParagraphs } from './rich-text.ts';
import {
  type DemoLanguage,
  MEETING_NAMES,
  MEETING_TIME_ZONES,
  MESSAGES,
  NOTES,
  PHONE_CALL_DESCRIPTIONS,
  REFERERS,
  SCORE_COMMENTS,
} from './vocabulary.ts';

/** Demo candidates accept the consent version in effect today (the newest one). */
const currentConsentVersionId = CONSENT_VERSIONS.at(-1)?.id ?? '';

/**
 * About three candidates in ten also agree to be kept for future openings. Read from the
 * candidate's id rather than drawn, so the rest of the data set stays as it was.
 */
function keepsForFutureOpenings(candidateId: string): boolean {
  return Number.parseInt(candidateId.slice(-2), 16) % 10 < 3;
}

/** One application as the candidate sends it, for the apply service to record. */
export interface PlannedApplication {
  /** The demo's own id for it, which the activities name until the service's id is known. */
  plannedId: string;
  /** The candidate's demo id (the service finds or creates the recruitee by e-mail). */
  candidateId: string;
  recruitmentId: string;
  receivedAt: Date;
  data: Schema<'JobApplicationData'>;
  uploads: DemoUpload[];
}

/**
 * Where a candidate stands in a recruitment after their history (the service placed them in
 * the New stage when they applied).
 */
export interface Placement {
  recruitmentId: string;
  candidateId: string;
  stageId: string;
  isNew: boolean;
  stageChangedAt: Date;
}

/**
 * The applications to send, then what happened to the candidates: placements, scores and
 * activities, naming candidates and applications by their demo ids. The "job application
 * sent" activities are the service's to write.
 */
export interface ApplicationsPlan {
  /** In the order they arrive. */
  applications: PlannedApplication[];
  placements: Placement[];
  scores: (typeof scores.$inferInsert)[];
  activities: (typeof activities.$inferInsert)[];
}

interface Options {
  candidates: readonly DemoCandidate[];
  recruitments: readonly DemoRecruitment[];
  stages: StageSet;
  /** Time zone ids present in the database (meetings use only these). */
  timeZones: ReadonlySet<string>;
  /** recruiter@example.com, who acts a bit more often than the others. */
  recruiterId: string;
  /** E-mail of each staff member (meeting invitations). */
  staffEmails: ReadonlyMap<string, string>;
  now: Date;
}

type ActivityRow = typeof activities.$inferInsert;
type PersonalData = Schema<'PersonalData'>;

/** Picks recruitments by weight; fast enough for thousands of recruitments. */
class WeightedPicker<T> {
  private readonly cumulative: number[] = [];
  private readonly items: T[] = [];
  private total = 0;

  constructor(entries: readonly (readonly [T, number])[]) {
    for (const [item, weight] of entries) {
      if (weight <= 0) continue;
      this.total += weight;
      this.items.push(item);
      this.cumulative.push(this.total);
    }
  }

  pick(random: DemoRandom): T {
    const target = random.float(0, this.total);
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.cumulative[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    const item = this.items[low];
    if (item === undefined) throw new Error('Nothing to pick from');
    return item;
  }
}

/** When applications to a recruitment could arrive: [from, to]. */
function applicationWindow(recruitment: DemoRecruitment, now: Date): [Date, Date] {
  const sixtyDaysAgo = addDays(now, -60);
  if (recruitment.status === RecruitmentStatus.Closed) {
    const to = recruitment.deadline ?? addDays(now, -10);
    const from = maxDate(addDays(recruitment.createDate, 1), sixtyDaysAgo);
    return [from.getTime() < addDays(to, -5).getTime() ? from : addDays(to, -20), to];
  }
  return [maxDate(addMinutes(recruitment.createDate, 60), sixtyDaysAgo), addMinutes(now, -5)];
}

function applicationTime(random: DemoRandom, recruitment: DemoRecruitment, now: Date): Date {
  const [from, to] = applicationWindow(recruitment, now);
  // Open recruitments keep receiving: about a third of their applications are from this week.
  if (recruitment.status === RecruitmentStatus.Open && random.chance(0.35)) {
    return random.between(maxDate(from, addDays(now, -7)), to);
  }
  return random.between(from, to);
}

interface Step {
  stageId: string;
  kind: 'screening' | 'interview' | 'task' | 'offer' | 'custom' | 'hired' | 'rejected';
}

/** The stages a candidate went through after New, ending where they are now. */
function planPath(
  random: DemoRandom,
  recruitment: DemoRecruitment,
  stages: StageSet,
  spanDays: number,
): Step[] {
  const customKinds: Step['kind'][] = ['screening', 'interview', 'task', 'offer'];
  const custom = stages.custom.map(
    (stageId, index): Step => ({ stageId, kind: customKinds[index] ?? 'custom' }),
  );
  const depth = () =>
    random.weighted(custom.map((_, index) => [index + 1, custom.length - index] as const));
  const rejection = (atDepth: number): Step | null => {
    const { rejectedApplication, rejectedCustom } = stages;
    const stageId =
      rejectedApplication && ((atDepth === 0 && random.chance(0.7)) || rejectedCustom.length === 0)
        ? rejectedApplication
        : rejectedCustom.length > 0
          ? random.weighted(rejectedCustom.map((id, index) => [id, index === 0 ? 4 : 1] as const))
          : null;
    return stageId ? { stageId, kind: 'rejected' } : null;
  };

  const { status } = recruitment;
  const outcome =
    status === RecruitmentStatus.Closed
      ? random.weighted([
          ['new', 4],
          ['progress', 14],
          ['hired', 16],
          ['rejected', 66],
        ] as const)
      : spanDays < 2
        ? random.weighted([
            ['new', 85],
            ['rejected', 15],
          ] as const)
        : random.weighted([
            ['new', 28],
            ['progress', 44],
            ['hired', spanDays > 14 ? 4 : 0],
            ['rejected', 24],
          ] as const);

  let path: Step[] = [];
  if (custom.length === 0 || outcome === 'new') path = [];
  else if (outcome === 'progress') path = custom.slice(0, depth());
  else if (outcome === 'hired')
    path = stages.hired ? [...custom, { stageId: stages.hired, kind: 'hired' }] : custom;
  if (outcome === 'rejected') {
    const reached = custom.length > 0 && random.chance(0.55) ? depth() - 1 : 0;
    const final = rejection(reached);
    path = [...custom.slice(0, reached), ...(final ? [final] : [])];
  }
  // Each step takes a day and a half at least; a recent application has not got far.
  const possible = Math.max(0, Math.floor(spanDays / 1.5));
  return path.length > possible ? path.slice(0, possible) : path;
}

/** A time between 08:00 and 15:30 UTC on a whole or half hour, `days` after `from`. */
function meetingTime(random: DemoRandom, from: Date, days: number): Date {
  const day = addDays(from, days);
  return new Date(
    Date.UTC(
      day.getUTCFullYear(),
      day.getUTCMonth(),
      day.getUTCDate(),
      random.int(8, 15),
      random.pick([0, 30]),
    ),
  );
}

/** How the candidate wants to be addressed (often not chosen). */
function pickPrefix(random: DemoRandom, candidate: DemoCandidate): PersonalData['prefix'] {
  if (random.chance(0.45)) return null;
  if (random.chance(0.05)) return 'PreferNotToSay';
  if (candidate.sex === 'male') return 'Mr';
  return random.weighted([
    ['Ms', 5],
    ['Mrs', 3],
    ['Miss', 1],
  ] as const);
}

/**
 * Job applications of the candidates with their answers and files, as they send them, then
 * each candidate's place in each recruitment, scores by staff and the activity timeline
 * that led there.
 */
export function generateApplications(random: DemoRandom, options: Options): ApplicationsPlan {
  const { now } = options;
  const data: ApplicationsPlan = {
    applications: [],
    placements: [],
    scores: [],
    activities: [],
  };
  const receiving = options.recruitments.filter(
    (recruitment) => recruitment.applicationWeight > 0 && recruitmentStructure(recruitment),
  );
  if (receiving.length === 0) return data;
  const picker = new WeightedPicker(
    receiving.map((recruitment) => [recruitment, recruitment.applicationWeight] as const),
  );

  // Which candidate applies where; every receiving recruitment gets at least two candidates.
  const choices = options.candidates.map((candidate) => {
    const wanted = random.weighted([
      [1, 75],
      [2, 20],
      [3, 5],
    ] as const);
    const chosen = new Set<DemoRecruitment>();
    for (
      let attempt = 0;
      chosen.size < Math.min(wanted, receiving.length) && attempt < 20;
      attempt += 1
    ) {
      chosen.add(picker.pick(random));
    }
    return { candidate, chosen };
  });
  const candidateCounts = new Map<DemoRecruitment, number>();
  for (const choice of choices) {
    for (const recruitment of choice.chosen) {
      candidateCounts.set(recruitment, (candidateCounts.get(recruitment) ?? 0) + 1);
    }
  }
  for (const recruitment of receiving) {
    let count = candidateCounts.get(recruitment) ?? 0;
    for (let attempt = 0; count < 2 && attempt < 10; attempt += 1) {
      const choice = random.pick(choices);
      if (!choice.chosen.has(recruitment)) {
        choice.chosen.add(recruitment);
        count += 1;
      }
    }
  }

  const referer = new WeightedPicker(REFERERS);
  for (const { candidate, chosen } of choices) {
    if (chosen.size === 0) continue;
    const applications = [...chosen]
      .map((recruitment) => ({ recruitment, appliedAt: applicationTime(random, recruitment, now) }))
      .sort((a, b) => a.appliedAt.getTime() - b.appliedAt.getTime());
    const firstRecruitment = applications[0]?.recruitment ?? picker.pick(random);
    const background: CandidateBackground = generateBackground(
      random,
      candidate,
      firstRecruitment.profile,
      firstRecruitment.position?.names.en ?? 'Specialist',
      now,
    );
    const personalData: PersonalData = {
      firstName: candidate.firstName,
      lastName: candidate.lastName,
      email: candidate.email,
      phoneNumber: candidate.phoneNumber === '' ? null : candidate.phoneNumber,
      prefix: pickPrefix(random, candidate),
    };

    for (const { recruitment, appliedAt } of applications) {
      // Now and then a candidate sends a second, newer application to the same recruitment.
      const times = [appliedAt];
      if (
        recruitment.status === RecruitmentStatus.Open &&
        daysBetween(appliedAt, now) > 10 &&
        random.chance(0.05)
      ) {
        times.push(random.between(addDays(appliedAt, 3), addMinutes(now, -30)));
      }
      const applicationIds: { id: string; at: Date }[] = [];
      for (const at of times) {
        const structure = recruitmentStructure(recruitment);
        if (!structure) continue;
        const filled = fillApplication(random, {
          candidate,
          background,
          recruitment,
          structure,
          language: recruitment.questionnaire?.key === 'polish' ? 'pl' : 'en',
          createdAt: at,
        });
        const id = random.uuid();
        applicationIds.push({ id, at });
        data.applications.push({
          plannedId: id,
          candidateId: candidate.id,
          recruitmentId: recruitment.id,
          receivedAt: at,
          data: {
            personalData,
            answers: filled.answers,
            referer: referer.pick(random),
            consent: true,
            consentVersionId: currentConsentVersionId,
            futureOpeningsConsent: keepsForFutureOpenings(candidate.id),
          },
          uploads: filled.uploads,
        });
      }
      addTimeline(random, data, {
        ...options,
        candidate,
        recruitment,
        applications: applicationIds,
      });
    }
  }
  // The service records them as they arrive: a candidate's newest name and photo win.
  data.applications.sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
  return data;
}

/**
 * The candidate's place in the recruitment and the activities that got them there, in time
 * order after the application (whose activity the service writes): phone call, meeting,
 * scores, notes, messages, stage changes.
 */
function addTimeline(
  random: DemoRandom,
  data: ApplicationsPlan,
  options: Options & {
    candidate: DemoCandidate;
    recruitment: DemoRecruitment;
    applications: readonly { id: string; at: Date }[];
  },
) {
  const { candidate, recruitment, applications, stages, now } = options;
  const first = applications[0];
  if (!first) return;
  const language: DemoLanguage = recruitment.language;
  const end =
    recruitment.status === RecruitmentStatus.Closed && recruitment.deadline
      ? minDate(addDays(recruitment.deadline, 14), addMinutes(now, -10))
      : addMinutes(now, -10);
  const spanDays = Math.max(0, daysBetween(first.at, end));
  const path = planPath(random, recruitment, stages, spanDays);

  const team = recruitment.teamIds;
  const reviewers = [
    ...new Set([...team, ...(recruitment.hiringManagerId ? [recruitment.hiringManagerId] : [])]),
  ];
  const actor = () =>
    random.weighted(team.map((id) => [id, id === options.recruiterId ? 3 : 1] as const));
  const applicationAt = (moment: Date) =>
    [...applications]
      .reverse()
      .find((application) => application.at.getTime() <= moment.getTime()) ?? first;

  const events: ActivityRow[] = [];
  const add = (
    activityType: number,
    at: Date,
    userId: string | null,
    data: Record<string, unknown>,
    activityTime: Date = at,
  ) => {
    if (at.getTime() > now.getTime()) return;
    events.push({
      id: random.uuid(),
      activityType,
      recruiteeId: candidate.id,
      recruitmentId: recruitment.id,
      userId,
      creationTimestamp: at,
      activityTime,
      data: { jobApplicationId: applicationAt(at).id, ...data },
    });
  };

  // Steps spread over the time the candidate has been in the process.
  const stepTimes = path.map((_, index) =>
    addMinutes(
      first.at,
      ((index + 1) / (path.length + 1)) * spanDays * 1440 * random.float(0.85, 1.05),
    ),
  );
  let stageId = stages.newStage;
  let stageChangedAt = first.at;
  let scoreAfter: Date | null = null;
  let notBefore = addMinutes(first.at, 60);
  let reached: Step['kind'] | undefined;
  for (const [index, step] of path.entries()) {
    // A step waits for the previous one (and for the interview to have taken place).
    const at = maxDate(stepTimes[index] ?? end, notBefore);
    if (at.getTime() > end.getTime()) break;
    notBefore = addMinutes(at, 60);
    const who = actor();
    switch (step.kind) {
      case 'screening':
        add(
          ActivityType.PhoneCallPerformed,
          addMinutes(at, -20),
          who,
          {
            callType: random.chance(0.8) ? 1 : 0,
            description: random.pick(PHONE_CALL_DESCRIPTIONS[language]),
          },
          addMinutes(at, -45),
        );
        if (random.chance(0.25)) scoreAfter = addMinutes(at, 30);
        break;
      case 'interview': {
        const meetingAt = meetingTime(random, at, random.int(2, 6));
        const invited = [
          candidate.email,
          ...random
            .pickSome(team, random.int(1, 2))
            .flatMap((id) => options.staffEmails.get(id) ?? []),
        ];
        add(
          ActivityType.MeetingScheduled,
          addMinutes(at, -30),
          who,
          meetingData(random, {
            language,
            candidate,
            meetingAt,
            invited,
            timeZones: options.timeZones,
          }),
          meetingAt,
        );
        scoreAfter = addMinutes(meetingAt, random.int(90, 600));
        notBefore = addDays(meetingAt, 1);
        break;
      }
      case 'task':
        add(ActivityType.MessageSent, addMinutes(at, -10), who, { text: MESSAGES.task[language] });
        break;
      case 'offer':
        add(ActivityType.MessageSent, addMinutes(at, -10), who, {
          text: MESSAGES.offer[language],
        });
        break;
      case 'rejected':
        if (random.chance(0.7)) {
          add(ActivityType.MessageSent, addMinutes(at, 5), who, {
            text: MESSAGES.rejection[language],
          });
        }
        break;
      default:
        break;
    }
    add(ActivityType.StageChanged, at, who, { newStageId: step.stageId });
    stageId = step.stageId;
    stageChangedAt = at;
    reached = step.kind;
  }

  // Scores after the interview (or, now and then, after the screening call).
  if (scoreAfter && scoreAfter.getTime() < now.getTime()) {
    const scorers = random.pickSome(reviewers, random.int(1, Math.min(3, reviewers.length)));
    if (
      reviewers.includes(options.recruiterId) &&
      !scorers.includes(options.recruiterId) &&
      random.chance(0.6)
    ) {
      scorers.push(options.recruiterId);
    }
    let scoredAt: Date = scoreAfter;
    for (const userId of scorers) {
      const score =
        reached === 'hired' || reached === 'offer'
          ? random.int(4, 5)
          : reached === 'rejected'
            ? random.int(1, 3)
            : random.int(2, 5);
      const comment = random.chance(0.65)
        ? richParagraphs(random.pick(SCORE_COMMENTS[score] ?? ['']))
        : '';
      if (scoredAt.getTime() > now.getTime()) break;
      data.scores.push({
        id: random.uuid(),
        recruitmentId: recruitment.id,
        recruiteeId: candidate.id,
        userId,
        score,
        comment,
        scoringTime: scoredAt,
      });
      add(ActivityType.ScoreChanged, scoredAt, userId, { newScore: score, comment });
      scoredAt = addMinutes(scoredAt, random.int(20, 400));
    }
  }

  // Notes and the odd message at any time of the process.
  if (path.length > 0 && random.chance(0.45)) {
    add(ActivityType.NoteAdded, random.between(first.at, stageChangedAt), actor(), {
      text: random.pick(NOTES[language]),
    });
  }
  if (random.chance(0.1)) {
    add(ActivityType.MessageSent, random.between(first.at, end), actor(), {
      text: MESSAGES.general[language],
    });
  }

  events.sort(
    (a, b) => (a.creationTimestamp as Date).getTime() - (b.creationTimestamp as Date).getTime(),
  );
  data.activities.push(...events);
  const touched = events.some((event) => event.userId !== null);
  data.placements.push({
    recruitmentId: recruitment.id,
    candidateId: candidate.id,
    stageId,
    isNew: stageId === stages.newStage && !touched,
    stageChangedAt,
  });
}

function meetingData(
  random: DemoRandom,
  options: {
    language: DemoLanguage;
    candidate: DemoCandidate;
    meetingAt: Date;
    invited: string[];
    timeZones: ReadonlySet<string>;
  },
): Record<string, unknown> {
  const zone = random.pick(MEETING_TIME_ZONES);
  const timeZoneId = options.timeZones.has(zone) ? zone : ([...options.timeZones][0] ?? 'UTC');
  const greeting =
    options.language === 'pl'
      ? `Dzień dobry ${options.candidate.firstName}, zapraszamy na rozmowę. Do zobaczenia!`
      : `Hi ${options.candidate.firstName}, we would like to invite you to an interview. See you soon!`;
  return {
    meetingName: random.pick(MEETING_NAMES[options.language]),
    invitedPeople: options.invited,
    meetingDateTime: options.meetingAt.toISOString(),
    timeZoneId,
    durationInMinutes: random.weighted([
      [30, 2],
      [60, 5],
      [120, 2],
      [180, 1],
    ] as const),
    messageContent: random.chance(0.8) ? richParagraphs(greeting) : null,
  };
}
