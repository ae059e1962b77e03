// Webhook delivery latency: starts the product as `npm start` does (fresh data directory with
// the demo data, local addresses allowed for webhooks), subscribes a receiver on 127.0.0.1 to
// candidate.stage_changed, then moves one candidate between two stages, one move at a time,
// and prints the time from sending the move to the signed event reaching the receiver (the
// transaction, the commit's poke of the delivery worker, signing and the POST).
import { createServer } from 'node:http';
import { signInOverHttp } from './http-sign-in.mjs';
import { startProduct, summary } from './support.mjs';

const port = Number(process.env.BENCH_PORT ?? 3251);
const moves = Number(process.env.BENCH_MOVES ?? 100);
const warmUp = 5;
const administrator = { email: 'recruiter@example.com', password: 'demo' };

/** A receiver that resolves the waiter of each event's stage id as it arrives. */
async function startReceiver() {
  const waiters = new Map();
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const arrivedAt = performance.now();
      response.writeHead(204).end();
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const key = `${event.data.recruiteeId}/${event.data.stageId}`;
      waiters.get(key)?.(arrivedAt);
      waiters.delete(key);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/hook`,
    arrival(recruiteeId, stageId) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no event within 15 s')), 15_000);
        waiters.set(`${recruiteeId}/${stageId}`, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      });
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function json(response) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** A candidate of an open recruitment the administrator is on, and two stages to move between. */
async function findCandidate(baseURL, headers) {
  const recruitments = await json(
    await fetch(`${baseURL}/api/Recruitments?pageNumber=1&pageSize=50&RecruitmentStatus=2`, {
      headers,
    }),
  );
  for (const recruitment of recruitments.result) {
    const page = await fetch(
      `${baseURL}/api/RecruitmentRecruitees?recruitmentId=${recruitment.id}&PageNumber=1&PageSize=5`,
      { headers },
    );
    if (!page.ok) continue;
    const [candidate] = (await page.json()).result;
    if (!candidate) continue;
    const stages = await json(
      await fetch(
        `${baseURL}/api/RecruitmentRecruiteeStages/StagesAvailableForSetStage?RecruiteeId=${candidate.id}&RecruitmentId=${recruitment.id}`,
        { headers },
      ),
    );
    const others = stages.filter((stage) => stage.id !== candidate.recruitmentRecruiteeStageId);
    if (others.length === 0) continue;
    return {
      recruiteeId: candidate.id,
      recruitmentId: recruitment.id,
      stageIds: [others[0].id, candidate.recruitmentRecruiteeStageId],
    };
  }
  throw new Error('The demo data has no candidate the administrator can move');
}

async function main() {
  const product = startProduct({
    port,
    name: 'webhooks',
    env: { PUBLIC_ORIGIN: `http://127.0.0.1:${port}`, WEBHOOKS_ALLOW_LOCAL_ADDRESSES: 'true' },
  });
  const receiver = await startReceiver();
  try {
    await product.waitForHealth(600_000);
    const baseURL = `http://127.0.0.1:${port}`;
    const cookie = await signInOverHttp(baseURL, administrator);
    const headers = { cookie, origin: baseURL, 'content-type': 'application/json' };
    await json(
      await fetch(`${baseURL}/api/Settings/Webhooks`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          url: receiver.url,
          description: 'Latency bench',
          events: ['candidate.stage_changed'],
          enabled: true,
          includePersonalData: false,
        }),
      }),
    );
    const candidate = await findCandidate(baseURL, headers);
    const timings = [];
    const answers = [];
    for (let index = 0; index < warmUp + moves; index++) {
      const stageId = candidate.stageIds[index % 2];
      const arrived = receiver.arrival(candidate.recruiteeId, stageId);
      const started = performance.now();
      await json(
        await fetch(`${baseURL}/api/RecruitmentRecruiteeStages/setstage`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            recruiteeId: candidate.recruiteeId,
            recruitmentId: candidate.recruitmentId,
            recruitmentRecruiteeStageId: stageId,
          }),
        }),
      );
      const answeredAt = performance.now();
      const at = await arrived;
      if (index >= warmUp) {
        timings.push(at - started);
        answers.push(answeredAt - started);
      }
    }
    console.log(`Stage change to webhook receiver (${baseURL}, embedded database, sequential):`);
    console.log(`  request sent to event received: ${summary(timings)}`);
    console.log(`  request sent to its answer (for comparison): ${summary(answers)}`);
  } finally {
    await receiver.close();
    await product.stop();
  }
}

await main();
