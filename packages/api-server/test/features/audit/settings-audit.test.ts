import type { Schema } from '@ats/api-sdk';
import { StageType } from '@ats/api-sdk';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_STAGE_ID, seedReferenceData } from '../../../src/db/reference-data.ts';
import {
  auditEvents,
  emailTemplates,
  positions,
  retentionSettings,
} from '../../../src/db/schema/index.ts';
import { useTestApp } from '../../support/app.ts';
import { backendDeveloperId } from '../../support/ids.ts';
import { bodyOf, expectError } from '../../support/responses.ts';
import { signedInHeaders } from '../../support/sign-in.ts';
import { emailTemplateBody } from '../email-templates/fixtures.ts';
import { draftBody } from '../recruitments/fixtures.ts';
import {
  insertAfterLastOfType,
  newStage,
  renumber,
  resetStages,
  type StageForEdit,
} from '../stages/fixtures.ts';

type AuditEvent = Schema<'AuditEvent'>;

const anna = { firstName: 'Anna', lastName: 'Kowalska' };

describe('the audit log of settings changes', () => {
  const testApp = useTestApp();
  let headers: { cookie: string; origin: string };

  beforeAll(async () => {
    headers = await signedInHeaders(testApp.app);
  });
  beforeEach(async () => {
    const { db } = testApp.database;
    await resetStages(db);
    // resetStages removed the recruitments: the positions can go back to the seeded ones.
    await db.transaction(async (tx) => {
      await tx.delete(positions);
      await seedReferenceData(tx);
    });
    await db.delete(emailTemplates);
    await db.update(retentionSettings).set({ isEnabled: false, monthsWithoutApplication: 12 });
    await db.delete(auditEvents);
  });

  function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
    return testApp.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }

  async function auditLog(): Promise<AuditEvent[]> {
    return bodyOf<Schema<'AuditEventPage'>>(await send('GET', '/api/Settings/AuditLog?pageSize=50'))
      .result;
  }

  /** The one entry the change wrote, by the signed-in administrator. */
  async function onlyEntry(): Promise<AuditEvent> {
    const log = await auditLog();
    expect(log).toHaveLength(1);
    const [entry] = log;
    if (!entry) throw new Error('no audit entry');
    expect(entry.actor).toMatchObject(anna);
    return entry;
  }

  async function expectNoEntry(response: LightMyRequestResponse, status: 400 | 404 = 400) {
    expectError(response, status);
    expect(await auditLog()).toEqual([]);
  }

  async function stagesForEdit(): Promise<StageForEdit[]> {
    return bodyOf<Schema<'StagesForEdit'>>(
      await send('GET', '/api/RecruitmentRecruiteeStages/edit'),
    ).recruitmentRecruiteeStageEditViewDtos;
  }

  function saveStages(list: readonly StageForEdit[]) {
    return send('POST', '/api/RecruitmentRecruiteeStages/edit', {
      recruitmentRecruiteeStages: list,
    });
  }

  describe('stages', () => {
    it('records one entry naming the stages added, renamed, deleted and the new order', async () => {
      const list = await stagesForEdit();
      const renamed = list.map((stage) =>
        stage.id === DEFAULT_STAGE_ID.phoneScreening
          ? {
              ...stage,
              localizations: stage.localizations.map((localization) =>
                localization.languageId === 'en'
                  ? { ...localization, stageName: 'Phone call' }
                  : localization,
              ),
            }
          : stage,
      );
      const withoutTask = renamed.filter((stage) => stage.id !== DEFAULT_STAGE_ID.technicalTask);
      // Offer moves before the interview.
      const interview = withoutTask.findIndex((stage) => stage.id === DEFAULT_STAGE_ID.interview);
      const offer = withoutTask.find((stage) => stage.id === DEFAULT_STAGE_ID.offer);
      if (!offer) throw new Error('no Offer stage');
      const moved = withoutTask.filter((stage) => stage.id !== DEFAULT_STAGE_ID.offer);
      moved.splice(interview, 0, offer);
      const saved = insertAfterLastOfType(
        renumber(moved),
        newStage(StageType.Custom, 'Assessment'),
      );
      bodyOf(await saveStages(saved));

      const entry = await onlyEntry();
      expect(entry).toMatchObject({ action: 'stages.edited', targetType: 'stages' });
      const phone = list.find((stage) => stage.id === DEFAULT_STAGE_ID.phoneScreening);
      const polishPhone = phone?.localizations.find(({ languageId }) => languageId === 'pl');
      expect(entry.details).toMatchObject({
        added: ['Assessment'],
        renamed: [
          {
            from: { en: 'Phone screening', pl: polishPhone?.stageName },
            to: { en: 'Phone call', pl: polishPhone?.stageName },
          },
        ],
        deleted: ['Technical task'],
      });
      expect((entry.details.newOrder as string[]).slice(0, 4)).toEqual([
        'New',
        'Phone call',
        'Offer',
        'Interview',
      ]);
      expect(entry.details).not.toHaveProperty('restored');
    });

    it('records nothing for a save that changes nothing, or a refused one', async () => {
      const list = await stagesForEdit();
      bodyOf(await saveStages(list));
      expect(await auditLog()).toEqual([]);
      // Removing a fixed stage is refused.
      await expectNoEntry(
        await saveStages(renumber(list.filter((stage) => stage.id !== DEFAULT_STAGE_ID.hired))),
      );
    });

    it('bounds long lists: twenty names, and how many more', async () => {
      let list = await stagesForEdit();
      for (let index = 1; index <= 25; index += 1) {
        list = insertAfterLastOfType(list, newStage(StageType.Custom, `Round ${index}`));
      }
      bodyOf(await saveStages(list));
      const entry = await onlyEntry();
      expect(entry.details.added).toHaveLength(20);
      expect(entry.details.addedMore).toBe(5);
    });
  });

  describe('positions', () => {
    const positionBody = (en: string, pl: string) => ({
      positionId: backendDeveloperId,
      localizations: [
        { languageId: 'en', positionName: en },
        { languageId: 'pl', positionName: pl },
      ],
    });

    it('records a rename with the names by language, from and to', async () => {
      const before = bodyOf<Schema<'PositionForEdit'>>(
        await send('POST', '/api/RecruitmentPositions/edit', positionBody('Backend engineer', 'x')),
      );
      const entry = await onlyEntry();
      expect(entry).toMatchObject({
        action: 'position.renamed',
        targetType: 'position',
        targetId: backendDeveloperId,
        targetName: 'Backend engineer',
        details: {
          names: {
            from: { en: 'Backend Developer', pl: 'Programista backend' },
            to: { en: 'Backend engineer', pl: 'x' },
          },
        },
      });
      // Saving the same names again is no change.
      bodyOf(
        await send('POST', '/api/RecruitmentPositions/edit', positionBody('Backend engineer', 'x')),
      );
      expect(await auditLog()).toHaveLength(1);
      expect(before.id).toBe(backendDeveloperId);
    });

    it('records a deletion; refused edits and deletions record nothing', async () => {
      await expectNoEntry(
        await send('POST', '/api/RecruitmentPositions/edit', positionBody('  ', 'x')),
      );
      const deleted = await send(
        'DELETE',
        `/api/RecruitmentPositions?PositionId=${backendDeveloperId}`,
      );
      expect(deleted.statusCode).toBe(200);
      const entry = await onlyEntry();
      expect(entry).toMatchObject({
        action: 'position.deleted',
        targetId: backendDeveloperId,
        targetName: 'Backend Developer',
        details: { names: { en: 'Backend Developer', pl: 'Programista backend' } },
      });
      const again = await send(
        'DELETE',
        `/api/RecruitmentPositions?PositionId=${backendDeveloperId}`,
      );
      expectError(again, 404);
      expect(await auditLog()).toHaveLength(1);
    });

    it('records a position a recruitment adds by naming it', async () => {
      const ownerId = (
        bodyOf<{ id: string }>(await send('GET', '/api/ATSUsers/Current')) as { id: string }
      ).id;
      bodyOf(
        await send(
          'POST',
          '/api/Recruitments/add',
          draftBody(ownerId, { newOrExistingPosition: 'Data steward' }),
        ),
      );
      const entry = await onlyEntry();
      expect(entry).toMatchObject({
        action: 'position.added',
        targetType: 'position',
        targetName: 'Data steward',
        details: { names: { en: 'Data steward', pl: 'Data steward' } },
      });
    });
  });

  describe('retention', () => {
    const editRetention = (body: Schema<'EditRetentionSettingsInput'>) =>
      send('POST', '/api/Settings/Retention/edit', body);

    it('records what changed, from and to, and nothing when nothing changed', async () => {
      bodyOf(await editRetention({ isEnabled: true, monthsWithoutApplication: 12 }));
      const entry = await onlyEntry();
      expect(entry).toMatchObject({
        action: 'retention.edited',
        targetType: 'retentionSettings',
        details: { isEnabled: { from: false, to: true } },
      });
      expect(entry.details).not.toHaveProperty('monthsWithoutApplication');

      bodyOf(await editRetention({ isEnabled: true, monthsWithoutApplication: 12 }));
      expect(await auditLog()).toHaveLength(1);

      bodyOf(await editRetention({ isEnabled: true, monthsWithoutApplication: 24 }));
      const log = await auditLog();
      expect(log).toHaveLength(2);
      // Newest first.
      expect(log[0]?.details).toEqual({ monthsWithoutApplication: { from: 12, to: 24 } });
      expect(log[1]?.id).toBe(entry.id);
    });

    it('records nothing for a refused edit', async () => {
      await expectNoEntry(await editRetention({ isEnabled: true, monthsWithoutApplication: 0 }));
    });
  });

  describe('e-mail templates', () => {
    it('records adding, editing (the fields changed, not the texts) and deleting', async () => {
      const body = emailTemplateBody('Invitation');
      const added = bodyOf<Schema<'EmailTemplate'>>(
        await send('POST', '/api/Settings/EmailTemplates', body),
      );
      const addedEntry = await onlyEntry();
      expect(addedEntry).toMatchObject({
        action: 'emailTemplate.added',
        targetType: 'emailTemplate',
        targetId: added.id,
        targetName: 'Invitation',
      });

      bodyOf(
        await send('PUT', `/api/Settings/EmailTemplates/${added.id}`, {
          ...body,
          name: 'Interview invitation',
          pl: { ...body.pl, subject: 'Zaproszenie: {recruitmentTitle}' },
        }),
      );
      bodyOf(
        await send('PUT', `/api/Settings/EmailTemplates/${added.id}`, {
          ...body,
          name: 'Interview invitation',
          pl: { ...body.pl, subject: 'Zaproszenie: {recruitmentTitle}' },
        }),
      );
      const afterEdits = await auditLog();
      expect(afterEdits).toHaveLength(2);
      expect(afterEdits[0]).toMatchObject({
        action: 'emailTemplate.edited',
        targetId: added.id,
        targetName: 'Interview invitation',
        actor: anna,
      });
      expect(afterEdits[0]?.details).toEqual({
        changed: ['name', 'pl.subject'],
        name: { from: 'Invitation', to: 'Interview invitation' },
      });

      expect((await send('DELETE', `/api/Settings/EmailTemplates/${added.id}`)).statusCode).toBe(
        204,
      );
      const afterDelete = await auditLog();
      expect(afterDelete.map((entry) => entry.action)).toEqual([
        'emailTemplate.deleted',
        'emailTemplate.edited',
        'emailTemplate.added',
      ]);
      expect(afterDelete[0]).toMatchObject({ targetName: 'Interview invitation', actor: anna });
    });

    it('records nothing for refused changes', async () => {
      const added = bodyOf<Schema<'EmailTemplate'>>(
        await send('POST', '/api/Settings/EmailTemplates', emailTemplateBody('Taken')),
      );
      await testApp.database.db.delete(auditEvents);
      // A name already in use, on adding and on editing.
      await expectNoEntry(
        await send('POST', '/api/Settings/EmailTemplates', emailTemplateBody('taken')),
      );
      const other = bodyOf<Schema<'EmailTemplate'>>(
        await send('POST', '/api/Settings/EmailTemplates', emailTemplateBody('Other')),
      );
      await testApp.database.db.delete(auditEvents);
      await expectNoEntry(
        await send('PUT', `/api/Settings/EmailTemplates/${other.id}`, emailTemplateBody('TAKEN')),
      );
      await expectNoEntry(
        await send('DELETE', `/api/Settings/EmailTemplates/${crypto.randomUUID()}`),
        404,
      );
      expect(added.name).toBe('Taken');
    });
  });
});
