import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { writeHeaders } from './writeHeaders.ts';

/**
 * Questionnaires made through the API with the page's session, for tests that need data the
 * demo set lacks. Writes carry the app's Origin, as the browser's own requests do.
 */
export async function createDraftQuestionnaire(page: Page, name: string): Promise<string> {
  const response = await page.request.post('/api/Questionnaires/add', {
    headers: writeHeaders(page),
    data: {
      questionnaireName: name,
      isDraft: true,
      questionnaireStructure: {
        elements: [
          {
            $type: 'Resume',
            id: randomUUID(),
            order: 1,
            pageNumber: 1,
            sectionNumber: 1,
            question: 'Resume',
            isRequired: true,
          },
        ],
      },
    },
  });
  expect(response.status()).toBe(200);
  const { id } = (await response.json()) as { id: string };
  return id;
}

/** Deletes a questionnaire through the API (cleanup; a refusal is reported by the status). */
export async function deleteQuestionnaire(page: Page, id: string): Promise<number> {
  const response = await page.request.delete(`/api/Questionnaires?QuestionnaireId=${id}`, {
    headers: writeHeaders(page),
  });
  return response.status();
}
