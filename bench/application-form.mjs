// An application to a job offer, for the benchmarks that apply (plain Node).
import { randomUUID } from 'node:crypto';

// A 1x1 PNG, for a photo question.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The multipart form of an application answering every question of the offer, as its page
 * sends it: a new candidate (`name` Candidate `index`), each file question answered with
 * `pdf` (a 1x1 PNG for a photo). Used by the apply and write-load benchmarks.
 */
export function applicationForm(offer, index, { name, pdf }) {
  const answers = [];
  const files = new Map();
  for (const element of offer.questionnaire.structure.elements) {
    const questionId = element.id;
    switch (element.$type) {
      case 'Address':
      case 'SingleLineText':
        answers.push({ $type: element.$type, questionId, value: `Answer ${index}` });
        break;
      case 'MultiLineText':
      case 'Summary':
        answers.push({ $type: element.$type, questionId, value: `A longer answer ${index}.` });
        break;
      case 'SingleChoice':
        answers.push({ $type: 'SingleChoice', questionId, chosenOption: '1' });
        break;
      case 'MultipleChoice':
        answers.push({ $type: 'MultipleChoice', questionId, chosenOptions: ['1'] });
        break;
      case 'Education':
        answers.push({
          $type: 'Education',
          questionId,
          value: [
            {
              school: `${name} University`,
              degree: null,
              fieldOfStudy: null,
              startDate: null,
              endDate: null,
              currentlyStudyingHere: false,
              description: null,
            },
          ],
        });
        break;
      case 'Experience':
        answers.push({
          $type: 'Experience',
          questionId,
          value: [
            {
              title: 'Engineer',
              company: `${name} Ltd`,
              locationDescription: null,
              startDate: null,
              endDate: null,
              currentlyWorkingInThisRole: true,
              description: null,
            },
          ],
        });
        break;
      case 'Resume':
        files.set('resume', ['application/pdf', 'resume.pdf']);
        break;
      case 'CoverLetter':
        files.set('coverLetter', ['application/pdf', 'cover-letter.pdf']);
        break;
      case 'Photo':
        files.set('photo', ['image/png', 'photo.png']);
        break;
      case 'Attachment':
        files.set(`attachments[${questionId}]`, ['application/pdf', 'attachment.pdf']);
        break;
    }
  }
  const application = {
    personalData: {
      firstName: name,
      lastName: `Candidate ${index}`,
      email: `${name.toLowerCase()}-${randomUUID()}@example.com`,
      phoneNumber: null,
      prefix: null,
    },
    answers,
    referer: null,
    consent: true,
    consentVersionId: offer.consent.id,
    futureOpeningsConsent: false,
  };
  const form = new FormData();
  form.append('application', new Blob([JSON.stringify(application)], { type: 'application/json' }));
  for (const [part, [type, name]] of files) {
    form.append(part, new Blob([type === 'image/png' ? png : pdf], { type }), name);
  }
  return form;
}
