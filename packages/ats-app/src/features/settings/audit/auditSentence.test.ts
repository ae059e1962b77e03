import type { AuditEvent } from '@ats/api-sdk/rtk';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { auditActorName, auditSentence } from './auditSentence.ts';

const intl = createIntl({ locale: 'en' });

function event(overrides: Partial<AuditEvent>): AuditEvent {
  return {
    id: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0200',
    occurredAt: '2026-06-12T08:00:00.000Z',
    actor: { id: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0201', firstName: 'Anna', lastName: 'Kowalska' },
    action: 'user.invited',
    targetType: 'user',
    targetId: '0b0e5a52-1f0c-4c47-9f57-0a4c3e1a0202',
    targetName: 'newcomer@example.com',
    details: {},
    ...overrides,
  };
}

describe('auditSentence', () => {
  it('reads each user administration action as a sentence', () => {
    const sentence = (overrides: Partial<AuditEvent>) => auditSentence(intl, event(overrides));
    expect(sentence({ details: { role: 'HiringManager' } })).toBe(
      'Invited newcomer@example.com as Hiring manager',
    );
    expect(
      sentence({
        action: 'user.joined',
        targetName: 'Nina Nowicka',
        details: { role: 'HiringManager', by: 'invitation' },
      }),
    ).toBe('Nina Nowicka accepted the invitation and signed in as Hiring manager');
    expect(
      sentence({
        action: 'user.roleChanged',
        targetName: 'Piotr Nowak',
        details: { role: { from: 'Recruiter', to: 'Administrator' } },
      }),
    ).toBe('Changed the role of Piotr Nowak from Recruiter to Administrator');
    expect(sentence({ action: 'user.deactivated', targetName: 'Piotr Nowak' })).toBe(
      'Deactivated Piotr Nowak',
    );
    expect(
      sentence({
        action: 'user.deactivated',
        targetName: 'Emily Brown',
        details: { recruitmentsHandedOver: 2, recruitmentsOwner: { id: 'x', name: 'Piotr Nowak' } },
      }),
    ).toBe('Deactivated Emily Brown and handed 2 recruitments over to Piotr Nowak');
    expect(sentence({ action: 'user.invitationWithdrawn' })).toBe(
      'Withdrew the invitation of newcomer@example.com',
    );
    expect(sentence({ action: 'user.reactivated', targetName: 'Tom Left' })).toBe(
      'Reactivated Tom Left',
    );
  });

  it('lists the sign-in domains as they became', () => {
    expect(
      auditSentence(
        intl,
        event({
          action: 'signInDomains.edited',
          targetId: null,
          targetName: null,
          details: {
            domains: {
              from: [],
              to: [
                { domain: 'example.org', role: 'Interviewer' },
                { domain: 'company.com', role: 'Recruiter' },
              ],
            },
          },
        }),
      ),
    ).toBe('Changed the sign-in domains to: example.org (Interviewer), company.com (Recruiter)');
  });

  it('shows any other action by its name and target', () => {
    expect(
      auditSentence(intl, event({ action: 'emailTemplate.deleted', targetName: 'Rejection' })),
    ).toBe('emailTemplate.deleted: Rejection');
    expect(
      auditSentence(intl, event({ action: 'retention.edited', targetId: null, targetName: null })),
    ).toBe('retention.edited');
  });

  it('names the actor, or the system', () => {
    expect(auditActorName(intl, event({}))).toBe('Anna Kowalska');
    expect(auditActorName(intl, event({ actor: null }))).toBe('System');
  });
});
