import { ActivityType, fieldLimits, type Schema } from '@ats/api-sdk';
import { eq } from 'drizzle-orm';
import { requireCandidateAccess } from '../../access/candidate-access.ts';
import type { Database } from '../../db/client.ts';
import { emailTemplates } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { enqueueMessage } from '../../mail/outbox.ts';
import { candidateMessageParties } from '../../mail/placeholder-values.ts';
import { fillPlaceholders } from '../../mail/placeholders.ts';
import { renderEmail, requireValidTexts } from '../../mail/render-email.ts';
import { transformRichText } from '../../mail/rich-text-email.ts';
import { selectActivity } from './queries.ts';
import { recordActivity } from './record-activity.ts';
import type { Actor } from './record-staff-activity.ts';

type Activity = Schema<'Activity'>;

/**
 * E-mails a candidate: the subject and body with placeholders filled become the "message
 * sent" activity and an outbox message, in one transaction (the outbox worker sends it after
 * the commit, retrying until the SMTP server accepts it). 400 when the candidate has no
 * usable address (none, or erased) or the texts have placeholder problems.
 */
export async function sendMessage(
  db: Database,
  actor: Actor,
  input: Schema<'SendMessageInput'>,
): Promise<Activity> {
  const texts = { subject: input.subject.trim(), body: input.body };
  const document = requireValidTexts(texts, 'message');
  return db.transaction(async (tx) => {
    const candidate = await requireCandidateAccess(tx, actor.userId, input);
    const emailTemplateId = input.emailTemplateId ?? null;
    if (emailTemplateId) {
      const [template] = await tx
        .select({ id: emailTemplates.id })
        .from(emailTemplates)
        .where(eq(emailTemplates.id, emailTemplateId));
      if (!template) throw notFound(`e-mail template ${emailTemplateId} not found`);
    }
    const parties = await candidateMessageParties(tx, candidate, actor.userId, input.language);
    if (!parties.candidateEmail) {
      throw badRequest(`recruitee ${candidate.recruiteeId} has no usable e-mail address`);
    }
    const rendered = renderEmail(texts, parties.values, input.language);
    const sentBody = JSON.stringify(
      transformRichText(document, (text) => fillPlaceholders(text, parties.values)),
    );
    if (
      sentBody.length > fieldLimits.ActivityData.messageContent.maxLength ||
      rendered.subject.length > fieldLimits.ActivityData.subject.maxLength
    ) {
      throw badRequest('the message is too long once its placeholders are filled');
    }
    const activityId = await recordActivity(tx, {
      activityType: ActivityType.MessageSent,
      candidate,
      userId: actor.userId,
      data: { subject: rendered.subject, messageContent: sentBody, emailTemplateId },
    });
    await enqueueMessage(tx, {
      ...rendered,
      to: parties.candidateEmail,
      recruiteeId: candidate.recruiteeId,
      activityId,
      sender: parties.sender,
    });
    return selectActivity(tx, actor.language, activityId);
  });
}
