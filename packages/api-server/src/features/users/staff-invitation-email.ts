import type { StaffRole } from '@ats/domain';
import type { LanguageId } from '../../db/reference-data.ts';
import { formatServerMessage, type ServerMessageId } from '../../i18n/format-server-message.ts';
import type { RenderedEmail } from '../../mail/render-email.ts';
import { escapeHtml } from '../../mail/rich-text-email.ts';

const roleMessages: Readonly<Record<StaffRole, ServerMessageId>> = {
  Administrator: 'role.administrator',
  Recruiter: 'role.recruiter',
  HiringManager: 'role.hiringManager',
  Interviewer: 'role.interviewer',
};

/** The e-mail inviting a person to the ATS: who invites, as what, and where to sign in. */
export function renderStaffInvitation(options: {
  language: LanguageId;
  inviterName: string;
  role: StaffRole;
  signInUrl: string;
}): RenderedEmail {
  const { language } = options;
  const role = formatServerMessage(language, roleMessages[options.role]);
  const subject = formatServerMessage(language, 'staffInvitation.subject', {
    inviterName: options.inviterName,
  });
  const intro = formatServerMessage(language, 'staffInvitation.intro', {
    inviterName: options.inviterName,
    role,
  });
  const howTo = formatServerMessage(language, 'staffInvitation.howTo');
  const text = [intro, '', howTo, options.signInUrl, ''].join('\n');
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${language}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2328;background:#ffffff">',
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(howTo)}<br><a href="${escapeHtml(options.signInUrl)}">${escapeHtml(options.signInUrl)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return { subject, html, text };
}
