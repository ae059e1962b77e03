import type { EmailTemplateText } from '../../db/schema/mail.ts';
import { richParagraphs } from './rich-text.ts';

/** A demo e-mail template: what recruiters send most, in English and Polish. */
export interface DemoEmailTemplate {
  name: string;
  en: EmailTemplateText;
  pl: EmailTemplateText;
}

/** The templates the demo ships, so that "Email" on a profile has something to choose. */
export const demoEmailTemplates: readonly DemoEmailTemplate[] = [
  {
    name: 'Application received',
    en: {
      subject: 'Your application: {recruitmentTitle}',
      body: richParagraphs(
        'Dear {candidateFirstName},',
        'Thank you for applying for {recruitmentTitle}. We have received your application and will come back to you within two weeks.',
        'Kind regards,',
        '{senderName}',
      ),
    },
    pl: {
      subject: 'Twoja aplikacja: {recruitmentTitle}',
      body: richParagraphs(
        'Dzień dobry {candidateFirstName},',
        'dziękujemy za aplikację na stanowisko {recruitmentTitle}. Otrzymaliśmy ją i odezwiemy się w ciągu dwóch tygodni.',
        'Pozdrawiamy,',
        '{senderName}',
      ),
    },
  },
  {
    name: 'Interview invitation',
    en: {
      subject: 'Interview for {recruitmentTitle}',
      body: richParagraphs(
        'Dear {candidateFirstName},',
        'We would like to invite you to an interview for {recruitmentTitle}: {meetingName}, {meetingTime}. A calendar invitation follows in a separate e-mail.',
        'If the time does not suit you, reply to {senderEmail} and we will find another one.',
        'Kind regards,',
        '{senderName}',
      ),
    },
    pl: {
      subject: 'Rozmowa rekrutacyjna: {recruitmentTitle}',
      body: richParagraphs(
        'Dzień dobry {candidateFirstName},',
        'zapraszamy na rozmowę w sprawie stanowiska {recruitmentTitle}: {meetingName}, {meetingTime}. Zaproszenie do kalendarza przyjdzie w osobnej wiadomości.',
        'Jeśli termin nie pasuje, prosimy o odpowiedź na {senderEmail}, a zaproponujemy inny.',
        'Pozdrawiamy,',
        '{senderName}',
      ),
    },
  },
  {
    name: 'Not moving forward',
    en: {
      subject: 'Your application for {recruitmentTitle}',
      body: richParagraphs(
        'Dear {candidateFirstName},',
        'Thank you for your time and interest in {recruitmentTitle}. After careful consideration we have decided to continue with other candidates.',
        'We will keep your details for future openings if you agreed to it, and wish you every success.',
        'Kind regards,',
        '{senderName}',
      ),
    },
    pl: {
      subject: 'Twoja aplikacja na stanowisko {recruitmentTitle}',
      body: richParagraphs(
        'Dzień dobry {candidateFirstName},',
        'dziękujemy za poświęcony czas i zainteresowanie stanowiskiem {recruitmentTitle}. Po namyśle zdecydowaliśmy się kontynuować rozmowy z innymi kandydatami.',
        'Jeśli wyraził(a) Pan/Pani na to zgodę, zachowamy dane na potrzeby przyszłych rekrutacji. Życzymy powodzenia.',
        'Pozdrawiamy,',
        '{senderName}',
      ),
    },
  },
];
