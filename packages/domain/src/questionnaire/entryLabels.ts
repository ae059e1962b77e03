// The names of the fields of education and experience entries (the contract's field names in
// words), which the application form, the filled questionnaire and its PDF show.

/** Names of the fields of an education entry. */
export interface EducationFieldLabels {
  school: string;
  degree: string;
  fieldOfStudy: string;
  startDate: string;
  endDate: string;
  currentlyStudyingHere: string;
  description: string;
}

/** Names of the fields of an experience entry. */
export interface ExperienceFieldLabels {
  title: string;
  company: string;
  locationDescription: string;
  startDate: string;
  endDate: string;
  currentlyWorkingInThisRole: string;
  description: string;
}

export const defaultEducationFieldLabels: EducationFieldLabels = {
  school: 'School',
  degree: 'Degree',
  fieldOfStudy: 'Field of study',
  startDate: 'Start date',
  endDate: 'End date',
  currentlyStudyingHere: 'Currently studying here',
  description: 'Description',
};

export const defaultExperienceFieldLabels: ExperienceFieldLabels = {
  title: 'Title',
  company: 'Company',
  locationDescription: 'Location',
  startDate: 'Start date',
  endDate: 'End date',
  currentlyWorkingInThisRole: 'Currently working in this role',
  description: 'Description',
};
