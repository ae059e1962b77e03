import { fieldLimits } from '@ats/api-sdk';
import type { ApplicationFormLimits } from '@ats/design-system';
import { earliestAcceptedDate, latestAcceptedDate } from '../shared/forms/acceptedDates.ts';

const {
  PersonalData,
  SingleLineTextAnswer,
  AddressAnswer,
  MultiLineTextAnswer,
  SummaryAnswer,
  EducationAnswer,
  ExperienceAnswer,
  EducationEntry,
  ExperienceEntry,
} = fieldLimits;

/**
 * The contract's bounds of an application (JobApplicationData), for the design system's
 * ApplicationForm: its fields show them and take no more, as the server refuses more.
 */
export const applicationFormLimits: ApplicationFormLimits = {
  personalData: {
    firstName: PersonalData.firstName.maxLength,
    lastName: PersonalData.lastName.maxLength,
    email: PersonalData.email.maxLength,
    phoneNumber: PersonalData.phoneNumber.maxLength,
  },
  answers: {
    SingleLineText: SingleLineTextAnswer.value.maxLength,
    Address: AddressAnswer.value.maxLength,
    MultiLineText: MultiLineTextAnswer.value.maxLength,
    Summary: SummaryAnswer.value.maxLength,
  },
  entries: {
    Education: EducationAnswer.value.maxItems,
    Experience: ExperienceAnswer.value.maxItems,
  },
  education: {
    school: EducationEntry.school.maxLength,
    degree: EducationEntry.degree.maxLength,
    fieldOfStudy: EducationEntry.fieldOfStudy.maxLength,
    description: EducationEntry.description.maxLength,
  },
  experience: {
    title: ExperienceEntry.title.maxLength,
    company: ExperienceEntry.company.maxLength,
    locationDescription: ExperienceEntry.locationDescription.maxLength,
    description: ExperienceEntry.description.maxLength,
  },
  // The contract's pattern on the entries' dates (years 1900-2999).
  dates: { earliest: earliestAcceptedDate, latest: latestAcceptedDate },
};
