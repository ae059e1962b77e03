import { QuestionnaireStatus } from '@ats/api-sdk';
import type { Database } from '../../db/client.ts';
import { type DemoQuestionnaire, generateQuestionnaires } from '../demo/questionnaires.ts';
import { addDays, type DemoRandom } from '../demo/random.ts';
import { storeQuestionnaires } from '../shared/questionnaires.ts';

/**
 * The demo's questionnaires, once each. Active ones date from before the two years of
 * recruitments (their second version, where there is one, from about two months before
 * the anchor); drafts and the deleted one keep the demo's dates.
 */
export async function insertQuestionnaires(
  db: Database,
  random: DemoRandom,
  options: { authorIds: readonly string[]; anchor: Date },
): Promise<DemoQuestionnaire[]> {
  const list = generateQuestionnaires(random, {
    copies: 1,
    authorIds: options.authorIds,
    now: options.anchor,
  }).map((questionnaire) => {
    if (questionnaire.status !== QuestionnaireStatus.Active) return questionnaire;
    const createdAt = addDays(options.anchor, -random.int(760, 800));
    const versionCreatedAt = [createdAt, ...questionnaire.versionCreatedAt.slice(1)];
    return {
      ...questionnaire,
      createdAt,
      versionCreatedAt,
      lastEdited: versionCreatedAt.at(-1) ?? createdAt,
    };
  });
  await storeQuestionnaires(db, list);
  return list;
}
