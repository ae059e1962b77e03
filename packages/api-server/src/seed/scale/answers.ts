import { type SQL, sql } from 'drizzle-orm';
import type { DemoQuestionnaire, DemoStructure, TextTopic } from '../demo/questionnaires.ts';
import { optionalAnswerRate } from '../shared/answer-rates.ts';
import { answerPlanKey } from './recruitment-staging.ts';
import { below, digits, literal, uniform } from './sql-random.ts';

/**
 * The answers of an application as one SQL expression: a CASE over the recruitment's
 * questionnaire version, each branch a JSON array with one answer per question of that
 * version (in the questionnaire's order), as the apply service stores them. Required
 * questions are always answered, optional ones at the demo's rates. The expression reads
 * the rows `application` (scale_application), `candidate` (scale_candidate), `recruitment`
 * (scale_recruitment) and `motivation` (a scale_word of the form's language).
 *
 * Files: every application sends a resume, whose file row is the application's own
 * (`resumeFileId`); photos, cover letters and attachments are optional everywhere the
 * recruitments use, and left out (no bytes are written for any file).
 */

type Element = DemoStructure['elements'][number];
type Question = Extract<Element, { isRequired: boolean }>;

const application = sql.raw('application.application_no');

function isQuestion(element: Element): element is Question {
  return 'isRequired' in element;
}

/** Every set of one to three of `count` option keys, each in ascending order. */
function optionSubsets(count: number): string[][] {
  const subsets: string[][] = [];
  const grow = (from: number, chosen: string[]) => {
    if (chosen.length > 0) subsets.push(chosen);
    if (chosen.length === 3) return;
    for (let key = from; key <= count; key += 1) grow(key + 1, [...chosen, String(key)]);
  };
  grow(1, []);
  return subsets;
}

function textAnswer(topic: TextTopic | undefined): SQL {
  switch (topic) {
    case 'salary':
      return sql`replace(to_char(
          round(coalesce(nullif(recruitment.budget_min, 0), 10000)
            * (0.9 + 0.45 * ${uniform('salary', application)}::numeric) / 500) * 500,
          'FM9,999,999'), ',', ' ') || ' ' || coalesce(recruitment.currency, 'PLN')`;
    case 'github':
      return sql`'https://github.com/' || candidate.first_slug || candidate.last_slug`;
    case 'linkedin':
      return sql`'https://www.linkedin.com/in/' || candidate.first_slug || '-' || candidate.last_slug
        || '-' || ${digits(4, 'linkedin', sql.raw('candidate.candidate_no'))}`;
    case 'motivation':
      return sql`motivation.word`;
    default:
      return sql`case when recruitment.language = 'pl' then 'Tak.' else 'Yes.' end`;
  }
}

/** Three of the recruitment's keywords, from a place fixed per candidate. */
function skill(offset: number): SQL {
  return sql`recruitment.skills[1 + (candidate.candidate_no + ${sql.raw(String(offset))}) % cardinality(recruitment.skills)]`;
}

/** The answer's value (or its whole object, for file answers), or null to leave it out. */
function answerFields(element: Question, topics: DemoStructure['topics'], ordinal: number) {
  switch (element.$type) {
    case 'Resume':
      return sql`'fileIdentifier', resume.file_id, 'fileName', resume.file_name`;
    case 'Address':
      return sql`'value', candidate.address`;
    case 'Summary':
      return sql`'value', case when recruitment.language = 'pl' then
          recruitment.position_pl || ' z ' || candidate.years || '-letnim doświadczeniem. Na co dzień pracuję z: '
          || ${skill(0)} || ', ' || ${skill(1)} || ', ' || ${skill(2)}
          || '. Lubię rozwiązywać prawdziwe problemy użytkowników i uczyć się od zespołu.'
        else
          recruitment.position_en || ' with ' || candidate.years
          || case when candidate.years = 1 then ' year' else ' years' end
          || ' of experience, working mostly with ' || ${skill(0)} || ', ' || ${skill(1)}
          || ' and ' || ${skill(2)}
          || '. I enjoy solving real problems for real users and learning from the people around me.'
        end`;
    case 'Experience':
      return sql`'value', jsonb_build_array(jsonb_build_object(
          'title', recruitment.position_en,
          'company', candidate.company,
          'locationDescription', candidate.city,
          'startDate', to_char(application.created_at - make_interval(years => candidate.years), 'YYYY-MM') || '-01',
          'endDate', null,
          'currentlyWorkingInThisRole', true,
          'description', null))`;
    case 'Education':
      return sql`'value', jsonb_build_array(jsonb_build_object(
          'school', candidate.school,
          'degree', candidate.degree,
          'fieldOfStudy', recruitment.fields[1 + candidate.candidate_no % cardinality(recruitment.fields)],
          'startDate', (extract(year from application.created_at)::int - candidate.years - 4) || '-10-01',
          'endDate', (extract(year from application.created_at)::int - candidate.years) || '-06-30',
          'currentlyStudyingHere', false,
          'description', null))`;
    case 'SingleChoice': {
      // Mostly the first options ("Yes", "Immediately"), as real answers lean.
      const count = Object.keys(element.options).length;
      return sql`'chosenOption', least(${sql.raw(String(count))},
        1 + floor(${sql.raw(String(count))} * (1 - sqrt(${uniform('single-choice', application, sql.raw(String(ordinal)))})))::int)::text`;
    }
    case 'MultipleChoice': {
      const subsets = optionSubsets(Object.keys(element.options).length);
      return sql`'chosenOptions', ${literal(JSON.stringify(subsets))}::jsonb
        -> ${below(subsets.length, 'multiple-choice', application, sql.raw(String(ordinal)))}`;
    }
    case 'SingleLineText':
    case 'MultiLineText':
      return sql`'value', ${textAnswer(topics.get(element.id))}`;
    default:
      return null;
  }
}

function answerExpression(
  element: Question,
  topics: DemoStructure['topics'],
  ordinal: number,
): SQL | null {
  const fields = answerFields(element, topics, ordinal);
  if (!fields) {
    if (element.isRequired) {
      throw new Error(`The generator cannot answer the required ${element.$type} question`);
    }
    return null;
  }
  const answer = sql`jsonb_build_object('$type', ${literal(element.$type)}, 'questionId', ${literal(element.id)}, ${fields})`;
  if (element.isRequired) return answer;
  const rate = optionalAnswerRate[element.$type] ?? 0.7;
  return sql`case when ${uniform('answered', application, sql.raw(String(ordinal)))} < ${sql.raw(String(rate))} then ${answer} end`;
}

/** The answers of one questionnaire version: a JSON array without the unanswered ones. */
function versionAnswers(structure: DemoStructure): SQL {
  const answers = structure.elements
    .filter(isQuestion)
    .sort((a, b) => a.order - b.order)
    .flatMap((element, index) => answerExpression(element, structure.topics, index + 1) ?? []);
  return sql`jsonb_path_query_array(jsonb_build_array(${sql.join(answers, sql`, `)}), '$[*] ? (@ != null)')`;
}

/** `{ additionalQuestionnaireAnswers: [...] }` for the application's questionnaire version. */
export function applicationAnswers(
  questionnaires: readonly DemoQuestionnaire[],
  usedVersions: ReadonlySet<string>,
): SQL {
  const branches = questionnaires.flatMap((questionnaire) =>
    questionnaire.versions.flatMap((structure, index) => {
      const key = answerPlanKey({ id: questionnaire.id, version: index + 1 });
      return usedVersions.has(key)
        ? [sql`when ${literal(key)} then ${versionAnswers(structure)}`]
        : [];
    }),
  );
  return sql`jsonb_build_object('additionalQuestionnaireAnswers',
    case recruitment.answer_plan ${sql.join(branches, sql` `)} end)`;
}
