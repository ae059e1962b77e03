/** Which questionnaire is built: a new one, or a loaded one by its status. */
export type QuestionnaireBuilderStatus = 'new' | 'draft' | 'active' | 'deleted';
