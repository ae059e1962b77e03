import type { AuditEvent } from '@ats/api-sdk/rtk';
import type { IntlShape } from 'react-intl';
import { roleName } from '../users/roles.ts';
import { auditMessages, auditSentences } from './messages.ts';

type Details = Record<string, unknown>;

function isRecord(value: unknown): value is Details {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The domains of a `signInDomains.edited` event's `to`, as "a.com (Recruiter), b.com (…)". */
function domainList(intl: IntlShape, domains: unknown): string {
  const rows = Array.isArray(domains) ? domains.filter(isRecord) : [];
  if (rows.length === 0) return intl.formatMessage(auditMessages.noDomains);
  return intl.formatList(
    rows.map((row) =>
      intl.formatMessage(auditSentences.domainWithRole, {
        domain: String(row.domain ?? ''),
        role: roleName(intl, row.role),
      }),
    ),
    { type: 'unit' },
  );
}

/** Who made the change: their name, or "System" (a sign-in rule, ADMIN_EMAILS). */
export function auditActorName(intl: IntlShape, event: AuditEvent): string {
  return event.actor
    ? intl
        .formatMessage(auditSentences.actorName, {
          firstName: event.actor.firstName,
          lastName: event.actor.lastName,
        })
        .trim()
    : intl.formatMessage(auditMessages.system);
}

/**
 * What was done, as a sentence in the interface language: one per action of user
 * administration and the sign-in rules; any other action (stages, positions, templates,
 * retention, …) as its name and its target, so that a new kind of change still reads.
 */
export function auditSentence(intl: IntlShape, event: AuditEvent): string {
  const details: Details = isRecord(event.details) ? event.details : {};
  const target = event.targetName || event.targetId || intl.formatMessage(auditMessages.someone);
  switch (event.action) {
    case 'user.invited':
      return intl.formatMessage(auditSentences.invited, {
        target,
        role: roleName(intl, details.role),
      });
    case 'user.joined': {
      const values = { target, role: roleName(intl, details.role) };
      if (details.by === 'invitation') {
        return intl.formatMessage(auditSentences.joinedByInvitation, values);
      }
      if (details.by === 'domain') return intl.formatMessage(auditSentences.joinedByDomain, values);
      return intl.formatMessage(auditSentences.joined, values);
    }
    case 'user.roleChanged': {
      const role = isRecord(details.role) ? details.role : {};
      return intl.formatMessage(auditSentences.roleChanged, {
        target,
        from: roleName(intl, role.from),
        to: roleName(intl, role.to),
      });
    }
    case 'user.deactivated': {
      const count = Number(details.recruitmentsHandedOver ?? 0);
      const owner = isRecord(details.recruitmentsOwner) ? details.recruitmentsOwner.name : null;
      return count > 0 && typeof owner === 'string'
        ? intl.formatMessage(auditSentences.deactivatedHandingOver, { target, count, owner })
        : intl.formatMessage(auditSentences.deactivated, { target });
    }
    case 'user.invitationWithdrawn':
      return intl.formatMessage(auditSentences.invitationWithdrawn, { target });
    case 'user.reactivated':
      return intl.formatMessage(auditSentences.reactivated, { target });
    case 'signInDomains.edited': {
      const domains = isRecord(details.domains) ? details.domains.to : undefined;
      return intl.formatMessage(auditSentences.signInDomainsEdited, {
        domains: domainList(intl, domains),
      });
    }
    default:
      return event.targetName || event.targetId
        ? intl.formatMessage(auditSentences.otherWithTarget, { action: event.action, target })
        : event.action;
  }
}
