import type { Queryable } from '../db/db.js';

/**
 * Per-user "tokens issued before this are outdated" marks, set on password changes and credential
 * events. Kept in memory (one server process) and in the `token_revocation` table across restarts.
 */
export class TokenRevocations {
  private readonly since = new Map<string, number>();

  /** Loads every stored mark. */
  async load(db: Queryable): Promise<void> {
    const rows = await db.query<{ user_id: string; outdated_since: number }>('SELECT user_id, outdated_since FROM token_revocation');
    for (const r of rows) this.since.set(r.user_id, r.outdated_since);
  }

  /** Marks every token of `userId` issued up to now as outdated. */
  async revoke(db: Queryable, userId: string, nowMs = Date.now()): Promise<void> {
    // Tokens carry second precision; the mark is the current second so a pair issued right after still works.
    const sec = Math.floor(nowMs / 1000);
    this.since.set(userId, sec);
    await db.query(`INSERT INTO token_revocation(user_id, outdated_since) VALUES ($1, $2)
      ON CONFLICT (user_id) DO UPDATE SET outdated_since = EXCLUDED.outdated_since`, [userId, sec]);
  }

  /** True when a token of `userId` issued at `iatSeconds` predates the user's mark. */
  isOutdated(userId: string, iatSeconds: number): boolean {
    const since = this.since.get(userId);
    return since !== undefined && iatSeconds < since;
  }
}
