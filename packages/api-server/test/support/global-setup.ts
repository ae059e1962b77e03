import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of the migrated, seeded PGlite database that test databases are cloned from. */
    pgliteTemplateFile: string | undefined;
  }
}

/** Creating a PGlite takes seconds; do it once per run instead of once per test file. */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB_KIND === 'postgres') {
    project.provide('pgliteTemplateFile', undefined);
    return;
  }
  const directory = await mkdtemp(path.join(tmpdir(), 'ats-pglite-template-'));
  const file = path.join(directory, 'template.tar');
  const template = await buildPgliteTemplate();
  await writeFile(file, Buffer.from(await template.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  return () => rm(directory, { recursive: true, force: true });
}
