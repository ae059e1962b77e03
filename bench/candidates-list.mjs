// How fast the candidates lists answer on the demo data: starts the product as `npm start`
// does (fresh data directory, demo data), signs in as the demo recruiter, picks the open
// recruitment with the most candidates, and times (as the browser would see them) the first
// page of its candidates with no filter, with a stage filter, with a score filter (incl. 0),
// with a search, and the first page of all candidates with a search.
import { launchChromium, loadPlaywright, signIn, startProduct, summary } from './support.mjs';

const { chromium } = loadPlaywright();
const port = Number(process.env.BENCH_PORT ?? 3242);
const repeats = Number(process.env.BENCH_REPEATS ?? 30);

async function timed(page, url) {
  const timings = [];
  for (let index = 0; index < repeats + 3; index++) {
    const started = performance.now();
    const response = await page.request.get(url);
    await response.body();
    if (response.status() !== 200) throw new Error(`${url} answered ${response.status()}`);
    // The first three warm the caches and the query plans.
    if (index >= 3) timings.push(performance.now() - started);
  }
  return summary(timings);
}

async function main() {
  const product = startProduct({ port, name: 'candidates' });
  let browser;
  try {
    await product.waitForHealth();
    const { baseURL } = product;
    browser = await launchChromium(chromium);
    const page = await browser.newPage();
    await signIn(page, baseURL);
    const open = await (
      await page.request.get(
        `${baseURL}/api/Recruitments?pageNumber=1&pageSize=100&RecruitmentStatus=2`,
      )
    ).json();
    const busiest = [...open.result].sort((a, b) => b.candidatesCount - a.candidatesCount)[0];
    if (!busiest) throw new Error('The demo data has no open recruitment');
    const stages = await (
      await page.request.get(`${baseURL}/api/RecruitmentRecruiteeStages`)
    ).json();
    const liveStages = stages.filter((stage) => !stage.isDeleted).slice(0, 2);
    const list = `${baseURL}/api/RecruitmentRecruitees?recruitmentId=${busiest.id}&PageNumber=1&PageSize=20`;
    const stageFilter = liveStages.map((stage) => `&RecruitmentStageIds=${stage.id}`).join('');
    console.log(
      `Candidates lists on the demo data (${baseURL}); "${busiest.title}" has ${busiest.candidatesCount} candidates:`,
    );
    console.log(`  in a recruitment, page 1:               ${await timed(page, list)}`);
    console.log(
      `  + two stages:                           ${await timed(page, list + stageFilter)}`,
    );
    console.log(
      `  + my score 0 or 5:                      ${await timed(page, `${list}&RecruitmentRecruiteeScores=0&RecruitmentRecruiteeScores=5`)}`,
    );
    console.log(
      `  + stages, scores and a search "a":      ${await timed(page, `${list}${stageFilter}&RecruitmentRecruiteeScores=0&RecruitmentRecruiteeScores=5&SearchQuery=a`)}`,
    );
    console.log(
      `  all candidates, search "an", page 1:    ${await timed(page, `${baseURL}/api/Recruitees?pageNumber=1&pageSize=20&SearchQuery=an`)}`,
    );
  } finally {
    await browser?.close();
    await product.stop();
  }
}

await main();
