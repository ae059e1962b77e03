// The SDK in Node, imported by its package name from this project's node_modules (the
// installed tarball): node sdk-check.mjs <API origin> <session cookie value>.
// Prints one JSON line with what it found; exits non-zero when a call answers otherwise.
import { existsSync } from 'node:fs';
import { createApiClient, RecruitmentStatus } from '@ats/api-sdk';
import { contractPath } from '@ats/api-sdk/contract';
import { api as rtkApi } from '@ats/api-sdk/rtk';

const [apiOrigin, sessionId] = process.argv.slice(2);
if (!apiOrigin || !sessionId) throw new Error('usage: node sdk-check.mjs <API origin> <session>');

function expectStatus(call, response, status) {
  if (response.status !== status) {
    throw new Error(`${call} answered ${response.status}, expected ${status}`);
  }
}

// Signed out: the client without a credential.
const anonymous = createApiClient({ baseUrl: apiOrigin });
const signedOut = await anonymous.GET('/api/ATSUsers/Current');
expectStatus('getCurrentUser signed out', signedOut.response, 401);

// Signed in: the session cookie passed as a header (token-check.mjs uses an API token).
const signedIn = createApiClient({
  baseUrl: apiOrigin,
  headers: { Cookie: `ats_session=${sessionId}` },
});
const currentUser = await signedIn.GET('/api/ATSUsers/Current');
expectStatus('getCurrentUser signed in', currentUser.response, 200);

const open = await signedIn.GET('/api/Recruitments', {
  params: { query: { RecruitmentStatus: RecruitmentStatus.Open, pageNumber: 1, pageSize: 20 } },
});
expectStatus('listRecruitments', open.response, 200);
const recruitmentId = open.data?.result[0]?.id;
if (!recruitmentId) throw new Error('listRecruitments found no open recruitment');

// The public offer of that recruitment, read without a credential.
const offer = await anonymous.GET('/api/JobOffers/{recruitmentId}', {
  params: { path: { recruitmentId } },
});
expectStatus('getJobOffer', offer.response, 200);

if (!existsSync(contractPath)) throw new Error(`contractPath ${contractPath} does not exist`);
if (typeof rtkApi.endpoints.getCurrentUser?.initiate !== 'function') {
  throw new Error('@ats/api-sdk/rtk has no getCurrentUser endpoint');
}

console.log(
  JSON.stringify({
    signedOutMessage: signedOut.error?.message,
    userName: `${currentUser.data?.firstName} ${currentUser.data?.lastName}`,
    offerId: recruitmentId,
    offerTitle: offer.data?.title,
  }),
);
