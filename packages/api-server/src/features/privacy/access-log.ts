import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type AccessKind, accessLog } from '../../db/schema/index.ts';

export type { AccessKind } from '../../db/schema/index.ts';

/** One read of a candidate's personal data, as the access log keeps it. */
export interface AccessRecord {
  /** The staff member who read it. */
  userId: string;
  /** The API token they read it with, if any (the access log names it). */
  apiTokenId?: string;
  /** The candidate whose data it is. */
  recruiteeId: string;
  /** 'file' (resume, photo, attachment...), 'applicationPdf', 'mergedPdf', 'export', 'listExport'. */
  kind: AccessKind;
  /** The application read (files and PDFs); leave out for an export. */
  jobApplicationId?: string;
  /** The file read (kind 'file'). */
  fileId?: string;
}

/**
 * Records who read what of a candidate, now. Pass the transaction of the read when there is
 * one, so the record and the read stand or fall together; else the database (one statement).
 */
export async function recordAccess(db: Database, record: AccessRecord): Promise<void> {
  await db.insert(accessLog).values({
    userId: record.userId,
    apiTokenId: record.apiTokenId ?? null,
    recruiteeId: record.recruiteeId,
    kind: record.kind,
    jobApplicationId: record.jobApplicationId ?? null,
    fileId: record.fileId ?? null,
  });
}

/**
 * Records that the candidates were rows of an exported candidates list (kind listExport), one
 * entry each, in one statement. Pass the transaction that read the rows.
 */
export async function recordListExport(
  db: Database,
  record: { userId: string; apiTokenId?: string; recruiteeIds: readonly string[] },
): Promise<void> {
  if (record.recruiteeIds.length === 0) return;
  await db.insert(accessLog).values(
    record.recruiteeIds.map((recruiteeId) => ({
      userId: record.userId,
      apiTokenId: record.apiTokenId ?? null,
      recruiteeId,
      kind: 'listExport' as const,
    })),
  );
}

/**
 * Deletes the candidate's access log: part of erasing their personal data (who read their
 * files and when is about them). Call it inside the erasure's transaction.
 */
export async function eraseAccessLogOf(tx: Database, recruiteeId: string): Promise<void> {
  await tx.delete(accessLog).where(eq(accessLog.recruiteeId, recruiteeId));
}
