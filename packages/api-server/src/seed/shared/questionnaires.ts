import type { Database } from '../../db/client.ts';
import { questionnaires, questionnaireVersions } from '../../db/schema/index.ts';
import type { DemoQuestionnaire } from '../demo/questionnaires.ts';
import { insertInBatches } from './insert.ts';

/** Questionnaires with every version of their structure; returns the rows added per table. */
export async function storeQuestionnaires(
  db: Database,
  list: readonly DemoQuestionnaire[],
): Promise<{ questionnaires: number; questionnaire_versions: number }> {
  return {
    questionnaires: await insertInBatches(
      db,
      questionnaires,
      list.map((questionnaire) => ({
        id: questionnaire.id,
        name: questionnaire.name,
        status: questionnaire.status,
        structure: { elements: questionnaire.versions.at(-1)?.elements ?? [] },
        version: questionnaire.versions.length,
        createdBy: questionnaire.createdBy,
        createdAt: questionnaire.createdAt,
        lastEdited: questionnaire.lastEdited,
      })),
    ),
    questionnaire_versions: await insertInBatches(
      db,
      questionnaireVersions,
      list.flatMap((questionnaire) =>
        questionnaire.versions.map((structure, index) => ({
          questionnaireId: questionnaire.id,
          version: index + 1,
          structure: { elements: structure.elements },
          createdAt: questionnaire.versionCreatedAt[index] ?? questionnaire.createdAt,
        })),
      ),
    ),
  };
}
