import { ActivityType, type Schema } from '@ats/api-sdk';
import { and, asc, eq, sql } from 'drizzle-orm';
import { belongsToCandidate, type CandidateKey } from '../access/candidate-access.ts';
import type { Database } from '../db/client.ts';
import { localizedPositionName } from '../db/position-name.ts';
import { activities, atsUsers, recruitees, recruitments } from '../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { formatServerMessage } from '../i18n/format-server-message.ts';
import { type PlaceholderValues, placeholderNames } from './placeholders.ts';

type EmailLanguage = Schema<'EmailLanguage'>;

function sampleValuesIn(language: EmailLanguage): PlaceholderValues {
  return Object.fromEntries(
    placeholderNames.map((name) => [name, formatServerMessage(language, `email.sample.${name}`)]),
  ) as PlaceholderValues;
}

/** The preview's values when no candidate is chosen (also listed with each placeholder). */
export const sampleValues: Readonly<Record<EmailLanguage, PlaceholderValues>> = {
  en: sampleValuesIn('en'),
  pl: sampleValuesIn('pl'),
};

/** A meeting's time as its invitees read it: on the clocks of its own zone, which is named. */
export function formatMeetingTime(moment: Date, timeZone: string, language: EmailLanguage): string {
  const formatted = new Intl.DateTimeFormat(language === 'pl' ? 'pl-PL' : 'en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(moment);
  return `${formatted} (${timeZone})`;
}

export interface MessageParties {
  values: PlaceholderValues;
  /** The candidate's address, or null when they have none that mail can go to (erased). */
  candidateEmail: string | null;
  sender: { name: string; email: string };
}

const position = localizedPositionName('message_position_name');

/** A plausible address (one @, a dotted domain, no spaces), not the erased ones' `.invalid`. */
export function isUsableAddress(address: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) && !/\.invalid$/i.test(address);
}

/**
 * The values of a candidate in a recruitment, written by a staff member: names, the
 * recruitment's title and position (in the message's language, English when it has none),
 * the sender, and the candidate's next scheduled meeting in the recruitment (the soonest
 * not yet begun; empty when none). Callers check access first.
 */
export async function candidateMessageParties(
  db: Database,
  candidate: CandidateKey,
  senderUserId: string,
  language: EmailLanguage,
): Promise<MessageParties> {
  const [row] = await db
    .select({
      firstName: recruitees.firstName,
      lastName: recruitees.lastName,
      email: recruitees.email,
      isErased: sql<boolean>`(${recruitees.anonymisedAt} is not null)`,
      recruitmentTitle: recruitments.title,
      positionName: position.name,
    })
    .from(recruitees)
    .innerJoin(recruitments, eq(recruitments.id, candidate.recruitmentId))
    .leftJoin(position.requested, position.requestedOn(language))
    .leftJoin(position.english, position.englishOn)
    .where(eq(recruitees.id, candidate.recruiteeId));
  if (!row) throw notFound(`recruitee ${candidate.recruiteeId} not found`);
  const [sender] = await db
    .select({ firstName: atsUsers.firstName, lastName: atsUsers.lastName, email: atsUsers.email })
    .from(atsUsers)
    .where(eq(atsUsers.id, senderUserId));
  if (!sender) throw notFound(`user ${senderUserId} not found`);
  const [meeting] = await db
    .select({ data: activities.data, activityTime: activities.activityTime })
    .from(activities)
    .where(
      and(
        belongsToCandidate(activities, candidate),
        eq(activities.activityType, ActivityType.MeetingScheduled),
        sql`${activities.activityTime} >= now()`,
      ),
    )
    .orderBy(asc(activities.activityTime), asc(activities.id))
    .limit(1);
  const meetingData = (meeting?.data ?? {}) as { meetingName?: unknown; timeZoneId?: unknown };
  const senderName = `${sender.firstName} ${sender.lastName}`.trim();
  return {
    values: {
      candidateFirstName: row.firstName,
      candidateLastName: row.lastName,
      recruitmentTitle: row.recruitmentTitle,
      positionName: row.positionName ?? '',
      senderName,
      senderEmail: sender.email,
      meetingName: typeof meetingData.meetingName === 'string' ? meetingData.meetingName : '',
      meetingTime: meeting
        ? formatMeetingTime(
            meeting.activityTime,
            typeof meetingData.timeZoneId === 'string' ? meetingData.timeZoneId : 'UTC',
            language,
          )
        : '',
    },
    candidateEmail: !row.isErased && isUsableAddress(row.email) ? row.email : null,
    sender: { name: senderName, email: sender.email },
  };
}
