import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobApplications, recruitees } from '../../db/schema/index.ts';

/**
 * Part of an erasure: the personal data each application submitted (its own copy of the
 * names, e-mail, phone, prefix and photo) goes, and the candidate no longer names the
 * application their details came from. Readers then show the erased candidate's placeholder.
 */
export async function eraseSubmittedDetails(tx: Database, recruiteeId: string): Promise<void> {
  await tx
    .update(jobApplications)
    .set({
      firstName: null,
      lastName: null,
      email: null,
      phoneNumber: null,
      prefix: null,
      photoFileId: null,
    })
    .where(eq(jobApplications.recruiteeId, recruiteeId));
  await tx
    .update(recruitees)
    .set({ detailsApplicationId: null })
    .where(eq(recruitees.id, recruiteeId));
}
