// How long applying takes with a 1 MB resume: starts the product as `npm start` does (fresh
// data directory with the demo data), signs in once only to find an open recruitment, then
// sends applications to its public offer from Node, one after another (each a new candidate
// with every question answered and a 1 MB PDF resume), and prints the time per request as the
// client sees it (upload, checks, storage and the database transaction).
import { randomUUID } from 'node:crypto';
import { applicationForm } from './application-form.mjs';
import { launchChromium, loadPlaywright, signIn, startProduct, summary } from './support.mjs';

const { chromium } = loadPlaywright();
const port = Number(process.env.BENCH_PORT ?? 3241);
const applications = Number(process.env.BENCH_APPLICATIONS ?? 40);
const warmUp = 5;
const resumeBytes = 1024 * 1024;

/** A PDF of `size` bytes: a one-page document padded with a comment stream. */
function pdfOf(size) {
  const head =
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>> endobj\n';
  const tail = 'trailer <</Root 1 0 R>>\n%%EOF\n';
  const padding = `%${'x'.repeat(78)}\n`;
  let body = head;
  while (body.length + padding.length + tail.length < size) body += padding;
  return Buffer.from(body + tail.padStart(size - body.length, '%'));
}

async function openRecruitmentId(baseURL) {
  const browser = await launchChromium(chromium);
  try {
    const page = await browser.newPage();
    await signIn(page, baseURL);
    const response = await page.request.get(
      `${baseURL}/api/Recruitments?pageNumber=1&pageSize=20&RecruitmentStatus=2`,
    );
    const [open] = (await response.json()).result;
    if (!open) throw new Error('The demo data has no open recruitment');
    return open.id;
  } finally {
    await browser.close();
  }
}

async function main() {
  const product = startProduct({
    port,
    name: 'apply',
    // The per-address limit would stop a benchmark from one address after 20 requests.
    env: { APPLY_RATE_LIMIT: '100000' },
  });
  try {
    await product.waitForHealth();
    const { baseURL } = product;
    const recruitmentId = await openRecruitmentId(baseURL);
    const offer = await (await fetch(`${baseURL}/api/JobOffers/${recruitmentId}`)).json();
    const resume = pdfOf(resumeBytes);
    const timings = [];
    for (let index = 0; index < warmUp + applications; index++) {
      const form = applicationForm(offer, index, { name: 'Bench', pdf: resume });
      const started = performance.now();
      const response = await fetch(`${baseURL}/api/JobOffers/${recruitmentId}/apply`, {
        method: 'POST',
        // As a browser on the offer page sends it (state-changing requests need our origin).
        headers: { 'Idempotency-Key': randomUUID(), Origin: baseURL },
        body: form,
      });
      const text = await response.text();
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`Apply answered ${response.status}: ${text}`);
      if (index >= warmUp) timings.push(elapsed);
    }
    console.log(`Apply with a ${resumeBytes / 1024 / 1024} MB resume (${baseURL}, sequential):`);
    console.log(`  request to answer: ${summary(timings)}`);
  } finally {
    await product.stop();
  }
}

await main();
