import { randomUUID } from 'node:crypto';

/** Rich text as the app's editor stores it: one paragraph per argument. */
export function richText(...paragraphs: string[]): string {
  return JSON.stringify({
    type: 'doc',
    content: paragraphs.map((text) => ({
      type: 'paragraph',
      ...(text ? { content: [{ type: 'text', text }] } : {}),
    })),
  });
}

/** A valid template body (addEmailTemplate, editEmailTemplate) with a unique name. */
export function emailTemplateBody(name = `Template ${randomUUID().slice(0, 8)}`) {
  return {
    name,
    en: {
      subject: 'Your application for {recruitmentTitle}',
      body: richText('Hello {candidateFirstName},', 'Thank you for applying. {senderName}'),
    },
    pl: {
      subject: 'Twoja aplikacja: {recruitmentTitle}',
      body: richText('Dzień dobry {candidateFirstName},', 'Dziękujemy za aplikację. {senderName}'),
    },
  };
}
