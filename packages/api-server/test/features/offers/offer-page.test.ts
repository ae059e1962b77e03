import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recruitments } from '../../../src/db/schema/index.ts';
import { useTestApp } from '../../support/app.ts';
import { unknownId } from '../../support/ids.ts';
import { createOfferContext, type OfferContext } from './fixtures.ts';

const offerTemplate =
  '<!doctype html><html><head><meta charset="utf-8"><!--offer-head--><title>Job offer · ATS</title></head><body><div id="offer"></div></body></html>';

function makeStaticDir(withOfferPage: boolean): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'ats-web-'));
  writeFileSync(path.join(directory, 'index.html'), '<!doctype html><title>ATS</title>');
  if (withOfferPage) writeFileSync(path.join(directory, 'offer.html'), offerTemplate);
  return directory;
}

/** The head's tags: meta content by name or property, the title and the JSON-LD. */
function readHead(html: string) {
  const meta = (key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  return {
    title: /<title>(.*?)<\/title>/s.exec(html)?.[1],
    meta,
    jsonLd: jsonLd === undefined ? undefined : JSON.parse(jsonLd),
    scriptCount: html.split('<script').length - 1,
  };
}

describe('the public offer page', () => {
  const staticDir = makeStaticDir(true);
  afterAll(() => rmSync(staticDir, { recursive: true, force: true }));
  const testApp = useTestApp({ staticDir });
  let context: OfferContext;

  const page = (id: string) => testApp.app.inject({ method: 'GET', url: `/offers/${id}` });

  beforeAll(async () => {
    context = await createOfferContext(testApp);
  });

  it('serves an open offer with its title, Open Graph tags and JobPosting JSON-LD', async () => {
    const response = await page(context.openId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).not.toContain('<!--offer-head-->');
    expect(response.body.match(/<title>/g)).toHaveLength(1);
    expect(response.body).toContain('<div id="offer"></div>');
    const head = readHead(response.body);
    const url = `${testApp.app.config.publicOrigin}/offers/${context.openId}`;
    expect(head.title).toBe('Senior Backend Developer');
    expect(head.meta('description')).toBe('Build our APIs.');
    expect(head.meta('og:title')).toBe('Senior Backend Developer');
    expect(head.meta('og:description')).toBe('Build our APIs.');
    expect(head.meta('og:type')).toBe('website');
    expect(head.meta('og:url')).toBe(url);

    const offer = (
      await testApp.app.inject({ method: 'GET', url: `/api/JobOffers/${context.openId}` })
    ).json();
    expect(head.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Senior Backend Developer',
      description: 'Build our APIs.',
      url,
      datePosted: offer.publishedDate,
      validThrough: offer.deadline,
      totalJobOpenings: 2,
      jobLocation: {
        '@type': 'Place',
        address: 'Warsaw, Prosta 20',
        geo: { '@type': 'GeoCoordinates', latitude: 52.2297, longitude: 21.0122 },
      },
      jobLocationType: 'TELECOMMUTE',
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'PLN',
        value: { '@type': 'QuantitativeValue', minValue: 12000, maxValue: 18000 },
      },
    });
  });

  it('answers 410 for a closed offer and 404 for the others, still with the page', async () => {
    const cases: [string, number][] = [
      [context.closedId, 410],
      [context.pendingId, 404],
      [context.draftId, 404],
      [unknownId, 404],
      ['not-a-uuid', 404],
    ];
    for (const [id, status] of cases) {
      const response = await page(id);
      expect(response.statusCode, id).toBe(status);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="offer"></div>');
      const head = readHead(response.body);
      expect(head.title).toBe('Job offer not available');
      expect(head.jsonLd).toBeUndefined();
      expect(response.body).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('escapes the offer in attributes and keeps the JSON-LD inside its script', async () => {
    const hostile = `Dev "lead" & <b>boss</b> </script><script>alert(1)</script> $& '`;
    const description = JSON.stringify({
      type: 'doc',
      content: [
        { type: 'heading', content: [{ type: 'text', text: 'Responsibilities' }] },
        { type: 'paragraph', content: [{ type: 'text', text: '</script><!-- <script>x()' }] },
      ],
    });
    await testApp.database.db
      .update(recruitments)
      .set({ jobTitle: hostile, jobDescription: description })
      .where(eq(recruitments.id, context.openId));
    const response = await page(context.openId);
    expect(response.statusCode).toBe(200);
    const head = readHead(response.body);
    // One script element only: nothing in the offer opened or closed another.
    expect(head.scriptCount).toBe(1);
    expect(response.body).not.toContain('<b>boss</b>');
    expect(head.title).toBe(
      'Dev &quot;lead&quot; &amp; &lt;b&gt;boss&lt;/b&gt; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; &#39;',
    );
    expect(head.meta('og:title')).toBe(head.title);
    expect(head.jsonLd.title).toBe(hostile);
    expect(head.jsonLd.description).toBe('Responsibilities\n</script><!-- <script>x()');
    expect(head.meta('description')).toBe(
      'Responsibilities &lt;/script&gt;&lt;!-- &lt;script&gt;x()',
    );
  });
});

describe('the offer page without offer.html in the build', () => {
  const staticDir = makeStaticDir(false);
  afterAll(() => rmSync(staticDir, { recursive: true, force: true }));
  const testApp = useTestApp({ staticDir });

  it('falls back to the app like any client route', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/offers/${unknownId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>ATS</title>');
  });
});
