import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../db/client.ts';
import { oidcProviderStore } from '../../db/schema/auth.ts';

/**
 * oidc-provider's storage over `oidc_provider_store`, so that provider sessions, grants and
 * codes survive restarts and are shared by every server process on one database.
 */
export class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly model: string,
  ) {}

  private notExpired() {
    return or(isNull(oidcProviderStore.expiresAt), gt(oidcProviderStore.expiresAt, sql`now()`));
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = expiresIn ? sql`now() + make_interval(secs => ${expiresIn})` : null;
    const columns = {
      payload,
      expiresAt,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
    };
    await this.db
      .insert(oidcProviderStore)
      .values({ model: this.model, id, ...columns })
      .onConflictDoUpdate({
        target: [oidcProviderStore.model, oidcProviderStore.id],
        set: columns,
      });
  }

  private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: oidcProviderStore.payload })
      .from(oidcProviderStore)
      .where(and(eq(oidcProviderStore.model, this.model), condition, this.notExpired()))
      .limit(1);
    return (row?.payload as AdapterPayload | undefined) ?? undefined;
  }

  find(id: string) {
    return this.findWhere(eq(oidcProviderStore.id, id));
  }

  findByUid(uid: string) {
    return this.findWhere(eq(oidcProviderStore.uid, uid));
  }

  findByUserCode(userCode: string) {
    return this.findWhere(eq(oidcProviderStore.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcProviderStore)
      .set({
        payload: sql`${oidcProviderStore.payload} || jsonb_build_object('consumed', floor(extract(epoch from now()))::bigint)`,
      })
      .where(and(eq(oidcProviderStore.model, this.model), eq(oidcProviderStore.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db
      .delete(oidcProviderStore)
      .where(and(eq(oidcProviderStore.model, this.model), eq(oidcProviderStore.id, id)));
  }

  /** Every artefact issued under a grant (codes, tokens), whatever its model. */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(oidcProviderStore).where(eq(oidcProviderStore.grantId, grantId));
  }
}

/** Removes expired provider artefacts (run now and then, e.g. at each sign-in). */
export async function deleteExpiredProviderArtefacts(db: Database): Promise<void> {
  await db.delete(oidcProviderStore).where(lt(oidcProviderStore.expiresAt, sql`now()`));
}
