// The SDK from a server (issue 28): a plain Node script, no browser and no cookie, with an API
// token made through the API by run.mjs with the scopes recruitments:read and
// recruitments:write. `ATS_TOKEN=<token> node token-check.mjs <API origin>` (the token in the
// environment, not in the command line that `ps` shows). Reads, writes what the scopes
// allow, and checks that what they do not allow answers 403; prints one JSON line with what
// it found, and exits non-zero on any other answer.
import { randomUUID } from 'node:crypto';
import { createApiClient, RecruitmentStatus } from '@ats/api-sdk';

const [apiOrigin] = process.argv.slice(2);
const token = process.env.ATS_TOKEN;
if (!apiOrigin || !token) throw new Error('usage: ATS_TOKEN=<token> node token-check.mjs <origin>');

function expectStatus(call, { response, error }, status) {
  if (response.status !== status) {
    const message = error?.message ? `: ${error.message}` : '';
    throw new Error(
      `${call} with the token answered ${response.status}${message}, expected ${status}`,
    );
  }
}

const api = createApiClient({ baseUrl: apiOrigin, token });

// Who the token acts for: its maker.
const current = await api.GET('/api/ATSUsers/Current');
expectStatus('getCurrentUser', current, 200);

// Read (recruitments:read): the open recruitments.
const open = await api.GET('/api/Recruitments', {
  params: { query: { RecruitmentStatus: RecruitmentStatus.Open, pageNumber: 1, pageSize: 20 } },
});
expectStatus('listRecruitments', open, 200);
if (!open.data?.result.length) throw new Error('listRecruitments found no open recruitment');

// Write (recruitments:write): a draft questionnaire, without an Origin header, then read back.
const questionnaireName = `Made with an API token ${Date.now()}`;
const added = await api.POST('/api/Questionnaires/add', {
  body: {
    questionnaireName,
    isDraft: true,
    questionnaireStructure: {
      elements: [
        {
          $type: 'Resume',
          id: randomUUID(),
          order: 1,
          pageNumber: 1,
          sectionNumber: 1,
          question: 'CV',
          isRequired: true,
        },
      ],
    },
  },
});
expectStatus('addQuestionnaire', added, 200);
const questionnaireId = added.data?.id;
if (!questionnaireId) throw new Error('addQuestionnaire answered no id');
const stored = await api.GET('/api/Questionnaires/{id}', {
  params: { path: { id: questionnaireId } },
});
expectStatus('getQuestionnaire', stored, 200);
if (stored.data?.name !== questionnaireName) {
  throw new Error(`getQuestionnaire answered "${stored.data?.name}", not "${questionnaireName}"`);
}

// Outside the scopes: candidates' personal data (candidates:read + personalData), and the
// token operations themselves (session cookie only).
const candidates = await api.GET('/api/Recruitees', {
  params: { query: { pageNumber: 1, pageSize: 20 } },
});
expectStatus('listRecruitees (candidates:read, personalData)', candidates, 403);
const stageChange = await api.POST('/api/RecruitmentRecruiteeStages/setstage', {
  body: {
    recruitmentId: open.data.result[0].id,
    recruiteeId: '00000000-0000-4000-8000-000000000000',
    recruitmentRecruiteeStageId: '00000000-0000-4000-8000-000000000000',
  },
});
expectStatus('setStage (candidates:write)', stageChange, 403);
const tokens = await api.GET('/api/Settings/ApiTokens', { params: { query: {} } });
expectStatus('listApiTokens (session cookie only)', tokens, 403);

// A token the server never made: 401, with the catalogue's body.
const forged = await createApiClient({
  baseUrl: apiOrigin,
  token: `${token.slice(0, 21)}${'A'.repeat(token.length - 21)}`,
}).GET('/api/ATSUsers/Current');
expectStatus('getCurrentUser with a forged token', forged, 401);

console.log(
  JSON.stringify({
    userName: `${current.data?.firstName} ${current.data?.lastName}`,
    openRecruitments: open.data.totalCount,
    questionnaireId,
    refusedScope: candidates.error?.message,
    refusedToken: forged.error?.message,
  }),
);
