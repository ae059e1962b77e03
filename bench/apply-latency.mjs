// How long applying takes with a 1 MB resume: starts the product as `npm start` does (fresh
// data directory with the demo data), signs in once only to find an open recruitment, then
// sends applications to its public offer from Node, one after another (each a new candidate
// with every question answered and a 1 MB PDF resume), and prints the time per request as the
// client sees it (upload, checks, storage and the database transaction).
import { randomUUID } from 'node:crypto';
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

// A 1x1 PNG, for a photo question.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Answers to every question of the structure, and the file parts it needs. */
function fillIn(structure, index) {
  const answers = [];
  const files = [];
  for (const element of structure.elements) {
    const questionId = element.id;
    switch (element.$type) {
      case 'Address':
      case 'SingleLineText':
        answers.push({ $type: element.$type, questionId, value: `Answer ${index}` });
        break;
      case 'MultiLineText':
      case 'Summary':
        answers.push({ $type: element.$type, questionId, value: `A longer answer ${index}.` });
        break;
      case 'SingleChoice':
        answers.push({ $type: 'SingleChoice', questionId, chosenOption: '1' });
        break;
      case 'MultipleChoice':
        answers.push({ $type: 'MultipleChoice', questionId, chosenOptions: ['1'] });
        break;
      case 'Education':
        answers.push({
          $type: 'Education',
          questionId,
          value: [
            {
              school: 'Benchmark University',
              degree: null,
              fieldOfStudy: null,
              startDate: null,
              endDate: null,
              currentlyStudyingHere: false,
              description: null,
            },
          ],
        });
        break;
      case 'Experience':
        answers.push({
          $type: 'Experience',
          questionId,
          value: [
            {
              title: 'Engineer',
              company: 'Benchmark Ltd',
              locationDescription: null,
              startDate: null,
              endDate: null,
              currentlyWorkingInThisRole: true,
              description: null,
            },
          ],
        });
        break;
      case 'Resume':
        files.push(['resume', 'application/pdf', 'resume.pdf']);
        break;
      case 'CoverLetter':
        files.push(['coverLetter', 'application/pdf', 'cover-letter.pdf']);
        break;
      case 'Photo':
        files.push(['photo', 'image/png', 'photo.png']);
        break;
      case 'Attachment':
        files.push([`attachments[${questionId}]`, 'application/pdf', 'attachment.pdf']);
        break;
    }
  }
  // One part per name: duplicated special elements share their file.
  return { answers, files: [...new Map(files.map((file) => [file[0], file])).values()] };
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
      const { answers, files } = fillIn(offer.questionnaire.structure, index);
      const form = new FormData();
      const application = {
        personalData: {
          firstName: 'Bench',
          lastName: `Candidate ${index}`,
          email: `bench-${randomUUID()}@example.com`,
          phoneNumber: null,
          prefix: null,
        },
        answers,
        referer: null,
        consent: true,
        // The consent version the offer shows, as the offer page sends it.
        consentVersionId: offer.consent.id,
        futureOpeningsConsent: false,
      };
      form.append(
        'application',
        new Blob([JSON.stringify(application)], { type: 'application/json' }),
      );
      for (const [part, type, name] of files) {
        form.append(part, new Blob([type === 'image/png' ? png : resume], { type }), name);
      }
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
