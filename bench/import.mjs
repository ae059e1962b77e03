// `npm run bench:import`: an import of 10,000 candidates with 1,000 resumes, end to end over
// HTTP on the embedded database. Starts the server as `npm start` runs it (node + tsx, a
// fresh data directory with the demo data; the web app is not needed and not built), signs
// in as the demo recruiter, uploads a CSV of 10,000 rows (1,000 of them naming a resume) and
// a zip of 1,000 PDFs, sets the suggested mapping, waits for the dry run, starts the import
// and waits for it to finish, then downloads the report. Prints the time of each step and
// the server process's peak memory (RSS, sampled every 100 ms).
//
// Settings: BENCH_PORT (default 3361), BENCH_ROWS (default 10000), BENCH_RESUMES (default
// 1000), DATABASE_URL (PostgreSQL instead of the embedded database).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signInOverHttp } from './http-sign-in.mjs';
import { root } from './support.mjs';

const port = Number(process.env.BENCH_PORT ?? 3361);
const rowCount = Number(process.env.BENCH_ROWS ?? 10_000);
const resumeCount = Number(process.env.BENCH_RESUMES ?? 1_000);
const baseURL = `http://127.0.0.1:${port}`;
const recruiter = { email: 'recruiter@example.com', password: 'demo' };

/** A small valid PDF (one empty page), different per person so each file is its own. */
function pdfFor(index) {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n% resume ${index}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );
}

/** The CSV (semicolons, Polish headers, quoted notes with line breaks) and the zip. */
function writeFiles(dir) {
  const lines = ['Imię;Nazwisko;E-mail;Telefon;CV;Notatki'];
  for (let index = 0; index < rowCount; index++) {
    const resume = index < resumeCount ? `cv-${index}.pdf` : '';
    const note = index % 10 === 0 ? `"Spotkanie na targach\nzadzwonić w ${index % 7} dni"` : '';
    lines.push(
      `Kandydat;Numer${index};bench.import.${index}@example.com;+48 600 ${String(index).padStart(6, '0')};${resume};${note}`,
    );
  }
  const csvPath = path.join(dir, 'kandydaci.csv');
  writeFileSync(csvPath, `\uFEFF${lines.join('\r\n')}\r\n`);
  const resumesDir = path.join(dir, 'cv');
  mkdirSync(resumesDir);
  for (let index = 0; index < resumeCount; index++) {
    writeFileSync(path.join(resumesDir, `cv-${index}.pdf`), pdfFor(index));
  }
  const zipPath = path.join(dir, 'cv.zip');
  execFileSync('zip', ['-q', '-r', zipPath, 'cv'], { cwd: dir });
  return { csvPath, zipPath };
}

/** The server process's resident memory in kB (Linux /proc), or null once it is gone. */
function rssKb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return null;
  }
}

async function json(response) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

async function waitForStatus(headers, id, statuses) {
  for (;;) {
    const current = await json(await fetch(`${baseURL}/api/Imports/${id}`, { headers }));
    if (statuses.includes(current.status)) return current;
    if (['Failed', 'Cancelled'].includes(current.status)) {
      throw new Error(`The import ended ${current.status}: ${current.error}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function main() {
  const runDir = mkdtempSync(path.join(tmpdir(), 'ats-bench-import-'));
  const { csvPath, zipPath } = writeFiles(runDir);
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'packages/api-server'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_ORIGIN: baseURL,
      DATA_DIR: path.join(runDir, 'data'),
      LOG_LEVEL: 'warn',
    },
  });
  let peakKb = 0;
  const sampler = setInterval(() => {
    peakKb = Math.max(peakKb, rssKb(server.pid) ?? 0);
  }, 100);
  try {
    const deadline = Date.now() + 600_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`The server stopped (${server.exitCode})`);
      try {
        if ((await fetch(`${baseURL}/api/health`)).ok) break;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error('The server did not start');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const idleKb = rssKb(server.pid) ?? 0;
    peakKb = idleKb;
    const cookie = await signInOverHttp(baseURL, recruiter);
    const headers = { cookie, origin: baseURL };
    const recruitments = await json(
      await fetch(`${baseURL}/api/Recruitments?pageNumber=1&pageSize=1&RecruitmentStatus=2`, {
        headers,
      }),
    );
    const recruitmentId = recruitments.result[0]?.id;
    if (!recruitmentId) throw new Error('The demo data has no open recruitment');

    const started = performance.now();
    const form = new FormData();
    form.append('file', new Blob([readFileSync(csvPath)]), 'kandydaci.csv');
    form.append('resumes', new Blob([readFileSync(zipPath)]), 'cv.zip');
    const uploaded = await json(
      await fetch(`${baseURL}/api/Imports`, { method: 'POST', headers, body: form }),
    );
    const uploadedAt = performance.now();
    await json(
      await fetch(`${baseURL}/api/Imports/${uploaded.id}`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          mapping: uploaded.suggestedMapping,
          recruitmentId,
          stageId: null,
          source: 'sourced',
          sourceDetail: null,
          existingCandidates: 'update',
        }),
      }),
    );
    const checked = await waitForStatus(headers, uploaded.id, ['Checked']);
    const checkedAt = performance.now();
    await json(
      await fetch(`${baseURL}/api/Imports/${uploaded.id}/start`, { method: 'POST', headers }),
    );
    const finished = await waitForStatus(headers, uploaded.id, ['Finished']);
    const finishedAt = performance.now();
    const report = await fetch(`${baseURL}/api/Imports/${uploaded.id}/report`, { headers });
    const reportBytes = (await report.arrayBuffer()).byteLength;
    const reportAt = performance.now();

    const seconds = (from, to) => `${((to - from) / 1000).toFixed(1)} s`;
    console.log(
      `Import of ${rowCount} rows with ${resumeCount} resumes (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'}):`,
    );
    console.log(
      `  upload (CSV ${(readFileSync(csvPath).length / 1e6).toFixed(1)} MB, zip ${(readFileSync(zipPath).length / 1e6).toFixed(1)} MB): ${seconds(started, uploadedAt)}`,
    );
    console.log(
      `  dry run: ${seconds(uploadedAt, checkedAt)} (foresees ${checked.progress.created} created)`,
    );
    console.log(
      `  run: ${seconds(checkedAt, finishedAt)} (${finished.progress.created} created, ${finished.progress.failed} failed)`,
    );
    console.log(
      `  report (${(reportBytes / 1e6).toFixed(1)} MB): ${seconds(finishedAt, reportAt)}`,
    );
    console.log(`  total: ${seconds(started, reportAt)}`);
    console.log(
      `  server RSS: ${(idleKb / 1024).toFixed(0)} MB idle, ${(peakKb / 1024).toFixed(0)} MB peak`,
    );
  } finally {
    clearInterval(sampler);
    server.kill('SIGTERM');
    await new Promise((resolve) => {
      if (server.exitCode !== null) resolve();
      else server.once('exit', resolve);
      setTimeout(resolve, 10_000);
    });
    rmSync(runDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
