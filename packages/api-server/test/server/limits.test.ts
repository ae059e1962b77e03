import { fieldLimits, type Schema, StageType } from '@ats/api-sdk';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type JsonSchema, loadContract } from '../../src/contract/document.ts';
import { DEFAULT_POSITIONS, seedReferenceData } from '../../src/db/reference-data.ts';
import { positions, recruitments } from '../../src/db/schema/index.ts';
import { errorCatalogue } from '../../src/errors.ts';
import { emailTemplateBody } from '../features/email-templates/fixtures.ts';
import {
  addBody,
  type Element,
  numbered,
  QuestionnaireApi,
  resumeOnly,
  type Structure,
} from '../features/questionnaires/fixtures.ts';
import { draftBody, fullBody } from '../features/recruitments/fixtures.ts';
import {
  englishName,
  insertAfterLastOfType,
  newStage,
  resetStages,
  type StageForEdit,
} from '../features/stages/fixtures.ts';
import { useTestApp } from '../support/app.ts';
import { fingerprint } from '../support/fingerprint.ts';
import { signedInHeaders } from '../support/sign-in.ts';
import { createWorld, meetingFields, type World } from './access-world.ts';

// The limits come from the contract, so this file follows it when a limit changes.
const stageNameMax = fieldLimits.StageLocalization.stageName.maxLength;
const positionNameMax = fieldLimits.PositionLocalization.positionName.maxLength;
const questionnaireNameMax = fieldLimits.AddQuestionnaireInput.questionnaireName.maxLength;
const questionMax = fieldLimits.SingleLineTextElement.question.maxLength;
const headerTextMax = fieldLimits.HeaderElement.text.maxLength;
const paragraphTextMax = fieldLimits.TextParagraphElement.text.maxLength;
const elementsMax = fieldLimits.QuestionnaireStructure.elements.maxItems;

/** One long unbroken word: the worst case for layouts, and a valid name. */
const word = (length: number) => 'x'.repeat(length);

function expectCatalogue400(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({ status: 400, message: errorCatalogue[400] });
}

describe('input limits: longer input is refused with the catalogue 400 and nothing is stored', () => {
  const testApp = useTestApp();
  let headers: { cookie: string; origin: string };

  beforeAll(async () => {
    headers = await signedInHeaders(testApp.app);
  });

  it('takes its limits from the contract as the issue chose them', () => {
    expect([stageNameMax, positionNameMax, questionnaireNameMax]).toEqual([200, 200, 200]);
    expect([questionMax, headerTextMax, paragraphTextMax]).toEqual([1000, 20_000, 20_000]);
    expect(elementsMax).toBe(500);
  });

  describe('stages (editStages)', () => {
    beforeEach(() => resetStages(testApp.database.db));

    async function editList(): Promise<StageForEdit[]> {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/RecruitmentRecruiteeStages/edit',
        headers,
      });
      expect(response.statusCode).toBe(200);
      return response.json<Schema<'StagesForEdit'>>().recruitmentRecruiteeStageEditViewDtos;
    }

    function save(list: readonly StageForEdit[]) {
      return testApp.app.inject({
        method: 'POST',
        url: '/api/RecruitmentRecruiteeStages/edit',
        headers,
        payload: { recruitmentRecruiteeStages: list },
      });
    }

    async function expectRefused(list: readonly StageForEdit[]) {
      const before = await editList();
      expectCatalogue400(await save(list));
      expect(await editList()).toEqual(before);
    }

    it('refuses a new stage named one character over the limit, and one of 500 characters', async () => {
      const list = await editList();
      await expectRefused(
        insertAfterLastOfType(list, newStage(StageType.Custom, word(stageNameMax + 1))),
      );
      await expectRefused(insertAfterLastOfType(list, newStage(StageType.Custom, word(500))));
    });

    it('refuses renaming a stage one character over the limit, in any language', async () => {
      const list = await editList();
      const custom = list.find((stage) => stage.stageType === StageType.Custom);
      if (!custom) throw new Error('the default stages have a custom stage');
      for (const languageId of ['en', 'pl']) {
        const renamed = list.map((stage) =>
          stage === custom
            ? {
                ...stage,
                localizations: stage.localizations.map((localization) =>
                  localization.languageId === languageId
                    ? { ...localization, stageName: word(stageNameMax + 1) }
                    : localization,
                ),
              }
            : stage,
        );
        await expectRefused(renamed);
      }
    });

    it('accepts a name at the limit, and counts it after trimming', async () => {
      const atLimit = newStage(StageType.Custom, word(stageNameMax));
      const padded = newStage(StageType.RejectedCustom, `  ${word(stageNameMax - 1)}y \t`);
      const list = insertAfterLastOfType(insertAfterLastOfType(await editList(), atLimit), padded);
      const response = await save(list);
      expect(response.statusCode, response.body).toBe(200);
      const saved = await editList();
      const byId = (id: string) => saved.find((stage) => stage.id === id);
      expect(englishName(byId(atLimit.id) as StageForEdit)).toBe(word(stageNameMax));
      expect(englishName(byId(padded.id) as StageForEdit)).toBe(`${word(stageNameMax - 1)}y`);
    });
  });

  describe('positions (editPosition)', () => {
    const position = DEFAULT_POSITIONS[0];
    if (!position) throw new Error('no default position');

    beforeEach(async () => {
      await testApp.database.db.transaction(async (tx) => {
        await tx.delete(recruitments);
        await tx.delete(positions);
        await seedReferenceData(tx);
      });
    });

    async function editPage(): Promise<Schema<'PositionForEdit'>[]> {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/RecruitmentPositions/edit?pageNumber=1&pageSize=1000',
        headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Schema<'PositionsForEdit'>>().recruitmentPositionForEditViewDtos.result;
    }

    function edit(englishName: string, polishName = position?.names.pl ?? '') {
      return testApp.app.inject({
        method: 'POST',
        url: '/api/RecruitmentPositions/edit',
        headers,
        payload: {
          positionId: position?.id,
          localizations: [
            { languageId: 'en', positionName: englishName },
            { languageId: 'pl', positionName: polishName },
          ],
        },
      });
    }

    it('refuses a name one character over the limit and keeps the stored names', async () => {
      const before = await editPage();
      expectCatalogue400(await edit(word(positionNameMax + 1)));
      expectCatalogue400(await edit('Tester', word(positionNameMax + 1)));
      expect(await editPage()).toEqual(before);
    });

    it('accepts a name at the limit, and counts it after trimming', async () => {
      const response = await edit(word(positionNameMax), ` ${word(positionNameMax)}  `);
      expect(response.statusCode, response.body).toBe(200);
      const saved = (await editPage()).find((candidate) => candidate.id === position.id);
      expect(saved?.localizations).toEqual([
        { languageId: 'en', positionName: word(positionNameMax) },
        { languageId: 'pl', positionName: word(positionNameMax) },
      ]);
    });
  });

  describe('questionnaires (addQuestionnaire, editQuestionnaire)', () => {
    let api: QuestionnaireApi;
    beforeAll(() => {
      api = new QuestionnaireApi(testApp, headers);
    });

    /** A valid structure with every text at its limit. */
    function structureAtLimits(): Structure {
      return {
        elements: numbered([
          { $type: 'Header', pageNumber: 1, sectionNumber: 1, text: word(headerTextMax) },
          { $type: 'TextParagraph', pageNumber: 1, sectionNumber: 1, text: word(paragraphTextMax) },
          {
            $type: 'Resume',
            pageNumber: 1,
            sectionNumber: 1,
            question: 'Resume',
            isRequired: true,
          },
          {
            $type: 'SingleLineText',
            pageNumber: 1,
            sectionNumber: 1,
            question: word(questionMax),
            isRequired: false,
          },
          {
            $type: 'SingleChoice',
            pageNumber: 1,
            sectionNumber: 1,
            question: 'Notice period',
            isRequired: false,
            options: { '1': 'Now', '2': word(questionMax) },
          },
        ]),
      };
    }

    /** The structure at its limits with one text one character longer, for each text. */
    function structuresOverOneLimit(): Structure[] {
      const { elements } = structureAtLimits();
      const longer = (index: number, change: (element: Element) => Element): Structure => ({
        elements: elements.map((element, other) => (other === index ? change(element) : element)),
      });
      const grow = (text: string) => `${text}x`;
      return [
        longer(0, (element) => ({ ...element, text: grow((element as { text: string }).text) })),
        longer(1, (element) => ({ ...element, text: grow((element as { text: string }).text) })),
        longer(3, (element) => ({
          ...element,
          question: grow((element as { question: string }).question),
        })),
        longer(4, (element) => ({
          ...element,
          options: { '1': 'Now', '2': word(questionMax + 1) },
        })),
      ] as Structure[];
    }

    function manyOptions(count: number): Element[] {
      return numbered([
        { $type: 'Resume', pageNumber: 1, sectionNumber: 1, question: 'Resume', isRequired: true },
        {
          $type: 'MultipleChoice',
          pageNumber: 1,
          sectionNumber: 1,
          question: 'Languages',
          isRequired: false,
          options: Object.fromEntries(
            Array.from({ length: count }, (_, index) => [String(index + 1), `Option ${index + 1}`]),
          ),
        },
      ]);
    }

    function manyElements(count: number): Structure {
      return {
        elements: numbered(
          Array.from({ length: count }, (_, index) => ({
            $type: index === 0 ? 'Resume' : 'SingleLineText',
            pageNumber: 1,
            sectionNumber: 1,
            question: `Question ${index + 1}`,
            isRequired: false,
          })) as Parameters<typeof numbered>[0],
        ),
      };
    }

    it('refuses to create a questionnaire over any limit and stores nothing', async () => {
      const before = await api.list({ pageSize: 1000 });
      const refused = [
        addBody({ questionnaireName: word(questionnaireNameMax + 1) }),
        ...structuresOverOneLimit().map((structure) =>
          addBody({ questionnaireStructure: structure }),
        ),
        addBody({ questionnaireStructure: { elements: manyOptions(101) } }),
        addBody({ questionnaireStructure: manyElements(elementsMax + 1) }),
      ];
      expect(refused).toHaveLength(7);
      for (const body of refused) expectCatalogue400(await api.addRaw(body));
      expect(await api.list({ pageSize: 1000 })).toEqual(before);
    });

    it('accepts a questionnaire with every text at its limit', async () => {
      const structure = structureAtLimits();
      const id = await api.add({
        questionnaireName: ` ${word(questionnaireNameMax)} `,
        questionnaireStructure: structure,
      });
      const saved = await api.get(id);
      expect(saved.name).toBe(word(questionnaireNameMax));
      expect(saved.structure).toEqual(structure);
      expect(
        (await api.add({ questionnaireStructure: { elements: manyOptions(100) } })).length,
      ).toBe(36);
      expect((await api.add({ questionnaireStructure: manyElements(elementsMax) })).length).toBe(
        36,
      );
    });

    it('refuses to edit a questionnaire over any limit and keeps the stored version', async () => {
      const id = await api.add({ questionnaireStructure: resumeOnly() });
      const before = await api.get(id);
      const refused = [
        { id, ...addBody({ questionnaireName: word(questionnaireNameMax + 1) }) },
        ...structuresOverOneLimit().map((structure) => ({
          id,
          ...addBody({ questionnaireStructure: structure }),
        })),
      ];
      for (const body of refused) expectCatalogue400(await api.editRaw(body));
      expect(await api.get(id)).toEqual(before);
      await api.edit(id, { questionnaireName: word(questionnaireNameMax) });
      expect((await api.get(id)).name).toBe(word(questionnaireNameMax));
    });
  });
});

/**
 * Serialised rich text with a paragraph in `levels` nested quotes: 2 × levels + 5 arrays and
 * objects deep (the document, the quotes, the paragraph, its text node).
 */
function nestedRichText(levels: number): string {
  const open = '{"type":"blockquote","content":['.repeat(levels);
  const close = ']}'.repeat(levels);
  return `{"type":"doc","content":[${open}{"type":"paragraph","content":[{"type":"text","text":"Hi {candidateFirstName}"}]}${close}]}`;
}

/** Every request-body property that the contract marks as rich text, as `Schema.property`. */
function richTextProperties(): string[] {
  const schemas = loadContract().components?.schemas ?? {};
  return Object.entries(schemas).flatMap(([name, schema]) =>
    Object.entries((schema as JsonSchema).properties ?? {})
      .filter(([, property]) => (property as JsonSchema)['x-rich-text'] === true)
      .map(([property]) => `${name}.${property}`),
  );
}

describe('deep JSON and prototype keys (issue 24): a 400, never a 500, and the server answers', () => {
  const testApp = useTestApp({ applyRateLimit: 1_000_000_000 });
  let world: World;
  let headers: { cookie: string; origin: string };

  beforeAll(async () => {
    world = await createWorld(testApp);
    headers = { cookie: world.cookies.administrator, origin: testApp.app.config.publicOrigin };
  });

  const send = (method: 'POST' | 'PUT', url: string, payload: string | object) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload,
    });

  /** Each request answers the catalogue 400; together they change nothing (one fingerprint). */
  async function expectRefused(
    requests: readonly (readonly [string, () => Promise<LightMyRequestResponse>])[],
  ) {
    const before = await fingerprint(testApp);
    for (const [label, request] of requests) {
      const response = await request();
      expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual({ status: 400, message: errorCatalogue[400] });
    }
    expect(await fingerprint(testApp)).toEqual(before);
    const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  }

  it('refuses JSON bodies 10,000 and 500,000 levels deep, anywhere in the body', async () => {
    const note = (text: string) =>
      `{"recruiteeId":"${world.ours.candidate.recruiteeId}","recruitmentId":"${world.ours.candidate.recruitmentId}","text":${text}}`;
    const refused: [string, () => Promise<LightMyRequestResponse>][] = [];
    for (const levels of [10_000, 500_000]) {
      const arrays = `${'['.repeat(levels)}${']'.repeat(levels)}`;
      const objects = `${'{"a":'.repeat(levels / 5)}1${'}'.repeat(levels / 5)}`;
      const questionnaire = JSON.stringify(world.draftQuestionnaireBody()).replace(
        '"elements":[',
        `"elements":[${arrays},`,
      );
      refused.push(
        [`${levels} arrays`, () => send('POST', '/api/Activities/note', arrays)],
        [`${levels} arrays as the text`, () => send('POST', '/api/Activities/note', note(arrays))],
        [
          `${levels / 5} objects as the text`,
          () => send('POST', '/api/Activities/note', note(objects)),
        ],
        [
          `${levels} arrays as an element`,
          () => send('POST', '/api/Questionnaires/add', questionnaire),
        ],
      );
    }
    await expectRefused(refused);
  });

  it('refuses __proto__, constructor and prototype keys in JSON bodies, and pollutes nothing', async () => {
    const note = {
      recruiteeId: world.ours.candidate.recruiteeId,
      recruitmentId: world.ours.candidate.recruitmentId,
      text: 'A note',
    };
    const questionnaire = JSON.stringify(world.draftQuestionnaireBody());
    const refused: [string, () => Promise<LightMyRequestResponse>][] = [];
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const polluting = `"${key}":{"polluted":true,"prototype":{"polluted":true}}`;
      // Written as text: an object literal's __proto__ would set its prototype instead.
      refused.push(
        [
          `${key} in a note`,
          () =>
            send(
              'POST',
              '/api/Activities/note',
              JSON.stringify(note).replace('{', `{${polluting},`),
            ),
        ],
        [
          `${key} in an element`,
          () =>
            send(
              'POST',
              '/api/Questionnaires/add',
              questionnaire.replace('"elements":[{', `"elements":[{${polluting},`),
            ),
        ],
        [
          `${key} in a structure`,
          () =>
            send(
              'POST',
              '/api/Questionnaires/add',
              questionnaire.replace(
                '"questionnaireStructure":{',
                `"questionnaireStructure":{${polluting},`,
              ),
            ),
        ],
      );
    }
    await expectRefused(refused);
    // Inside a rich-text document (a string the server parses itself) such keys are only
    // data: the message is sent as its text, and nothing is polluted.
    const document = `{"type":"doc","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"content":[{"type":"paragraph","attrs":{"__proto__":{"polluted":true}},"content":[{"type":"text","text":"Hello","marks":[{"type":"link","attrs":{"__proto__":{"href":"javascript:alert(1)"}}}]}]}]}`;
    const sent = await send('POST', '/api/Settings/EmailTemplates/preview', {
      language: 'en',
      subject: 'Hi',
      body: document,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ text: 'Hello\n', problems: [] });
    expect(sent.json().html).not.toContain('javascript:');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('finds the rich-text fields of the contract, each bounded in depth', () => {
    expect(richTextProperties().sort()).toEqual([
      'AddRecruitmentInput.jobDescription',
      'EditRecruitmentInput.jobDescription',
      'EmailPreviewInput.body',
      'EmailTemplateText.body',
      'RescheduleMeetingInput.messageContent',
      'ScheduleMeetingInput.messageContent',
      'SendMessageInput.body',
      'SetScoreInput.comment',
    ]);
  });

  it('refuses rich text nested deeper than the limit in every field that takes it (it was a 500)', async () => {
    // 3,000 levels fit in the 100,000 characters a field takes; 48 levels are 101 deep.
    const candidate = {
      recruiteeId: world.ours.candidate.recruiteeId,
      recruitmentId: world.ours.candidate.recruitmentId,
    };
    const owner = world.userIds.administrator;
    const questionnaire = { questionnaireId: world.questionnaireId, ownerId: owner };
    const template = await world.newEmailTemplate();
    const meeting = await world.ours.newMeeting();
    const editedRecruitment = await world.ours.newRecruitment('draft');
    const requests = (richText: string): [string, () => Promise<LightMyRequestResponse>][] => [
      [
        'addRecruitment',
        () =>
          send(
            'POST',
            '/api/Recruitments/add',
            fullBody(questionnaire, { jobDescription: richText }),
          ),
      ],
      [
        'editRecruitment',
        () =>
          send('POST', '/api/Recruitments/edit', {
            id: editedRecruitment,
            ...draftBody(owner, { jobDescription: richText }),
          }),
      ],
      [
        'setScore',
        () =>
          send('POST', '/api/RecruitmentRecruiteeScores/setscore', {
            ...candidate,
            score: 4,
            comment: richText,
          }),
      ],
      [
        'scheduleMeeting',
        () =>
          send('POST', '/api/Activities/meeting', {
            ...candidate,
            ...meetingFields(),
            messageContent: richText,
          }),
      ],
      [
        'rescheduleMeeting',
        () =>
          send('PUT', `/api/Activities/meeting/${meeting}`, {
            ...meetingFields(),
            messageContent: richText,
          }),
      ],
      [
        'sendMessage',
        () =>
          send('POST', '/api/Activities/message', {
            ...candidate,
            language: 'en',
            subject: 'Hi',
            body: richText,
          }),
      ],
      [
        'addEmailTemplate',
        () =>
          send('POST', '/api/Settings/EmailTemplates', {
            ...emailTemplateBody(),
            en: { subject: 'Hi', body: richText },
          }),
      ],
      [
        'editEmailTemplate',
        () =>
          send('PUT', `/api/Settings/EmailTemplates/${template}`, {
            ...emailTemplateBody(),
            pl: { subject: 'Cześć', body: richText },
          }),
      ],
      [
        'previewEmailTemplate',
        () =>
          send('POST', '/api/Settings/EmailTemplates/preview', {
            language: 'en',
            subject: 'Hi',
            body: richText,
          }),
      ],
    ];
    await expectRefused(
      [3_000, 48].flatMap((levels) =>
        requests(nestedRichText(levels)).map(
          ([operationId, request]) => [`${operationId}, ${levels} levels`, request] as const,
        ),
      ),
    );
    // Within the limit (47 levels are 99 deep), each is taken.
    for (const [operationId, request] of requests(nestedRichText(47))) {
      const response = await request();
      expect(response.statusCode, `${operationId}: ${response.body}`).toBeLessThan(300);
    }
  });

  it('ignores brackets inside the strings of a rich-text document, and plain text', async () => {
    const sendMessage = (body: string) =>
      send('POST', '/api/Activities/message', {
        recruiteeId: world.ours.candidate.recruiteeId,
        recruitmentId: world.ours.candidate.recruitmentId,
        language: 'en',
        subject: 'Hi',
        body,
      });
    const brackets = JSON.stringify({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: `"\\${'['.repeat(500)}` }] }],
    });
    expect((await sendMessage(brackets)).statusCode).toBe(200);
    const note = await send('POST', '/api/RecruitmentRecruiteeScores/setscore', {
      recruiteeId: world.ours.candidate.recruiteeId,
      recruitmentId: world.ours.candidate.recruitmentId,
      score: 3,
      comment: `Plain text, not JSON: ${'['.repeat(500)}`,
    });
    expect(note.statusCode, note.body).toBeLessThan(300);
  });
});
