// `npm run bench:export`: the export of every candidate as CSV (issue 29) on the database in
// DATABASE_URL (e.g. the 200,000 candidates of `npm run bench:data`). Starts the product as
// `npm start` does, signs in as the demo administrator (who sees every candidate), downloads
// the export with the default columns and with every column, reading it as it streams, and
// prints for each: rows, megabytes, seconds, rows per second, and the server's memory (the
// largest resident set of the product's processes) before, at its peak during the export,
// and after every 50,000 rows. Constant memory: flat from the first marks on, whatever the
// number of rows (V8 grows its heap at first and keeps it).
//
// Settings: BENCH_PORT (default 3361).
import { execFileSync } from 'node:child_process';
import { signInOverHttp } from './http-sign-in.mjs';
import { startProduct } from './support.mjs';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'bench:export reads the candidates of DATABASE_URL, e.g.\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/ats_bench npm run bench:data\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/ats_bench npm run bench:export',
  );
  process.exit(2);
}
const port = Number(process.env.BENCH_PORT ?? 3361);
const administrator = { email: 'recruiter@example.com', password: 'demo' };
const everyColumn = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'applicationDate',
  'recruitment',
  'stage',
  'stageEnteredDate',
  'source',
  'averageScore',
  'myScore',
];

/** The largest resident set (MB) among the processes of the group: the server's. */
function serverResidentMegabytes(processGroup) {
  const output = execFileSync('ps', ['-o', 'rss=', '-g', String(processGroup)], {
    encoding: 'utf8',
  });
  const sizes = output
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((size) => size > 0);
  return Math.max(0, ...sizes) / 1024;
}

/** Downloads the export as it streams, sampling the server's memory meanwhile. */
async function measureExport(product, cookie, label, query) {
  const baseline = serverResidentMegabytes(product.processGroup);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, serverResidentMegabytes(product.processGroup));
  }, 100);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  const markEvery = 50_000;
  let nextMark = markEvery;
  const marks = [];
  try {
    const response = await fetch(`${product.baseURL}/api/Recruitees/Export?${query}`, {
      headers: { cookie },
    });
    if (response.status !== 200) {
      throw new Error(`${label}: ${response.status} ${await response.text()}`);
    }
    for await (const chunk of response.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 0x0a) lines++;
      // The server's memory as the rows go by: flat after the first pages means constant.
      if (lines >= nextMark) {
        marks.push(
          `${Math.round(nextMark / 1000)}k: ${serverResidentMegabytes(product.processGroup).toFixed(0)}`,
        );
        nextMark += markEvery;
      }
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  peak = Math.max(peak, serverResidentMegabytes(product.processGroup));
  const rows = lines - 1;
  return {
    label,
    rows,
    megabytes: (bytes / 1024 / 1024).toFixed(1),
    seconds: seconds.toFixed(1),
    rowsPerSecond: Math.round(rows / seconds),
    serverBaselineMb: baseline.toFixed(0),
    serverPeakMb: peak.toFixed(0),
    serverMbByRows: marks.join(', '),
  };
}

async function main() {
  const product = startProduct({ port, name: 'export' });
  try {
    await product.waitForHealth();
    const cookie = await signInOverHttp(product.baseURL, administrator);
    const results = [
      await measureExport(product, cookie, 'All candidates, default columns', ''),
      await measureExport(
        product,
        cookie,
        'All candidates, every column',
        everyColumn.map((column) => `columns=${column}`).join('&'),
      ),
    ];
    console.table(results);
  } finally {
    await product.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
