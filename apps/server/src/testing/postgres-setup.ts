/**
 * Before the PostgreSQL run: drops the test schemas an earlier run left behind (older than an
 * hour, so that a run going on beside this one keeps its own).
 *
 * @module
 */
import { onTestDatabase, TEST_SCHEMA_PREFIX } from "./test-store.js";

/** Drops the leftover schemas (vitest's global setup). */
export default async function setup(): Promise<void> {
  const before = Math.floor(Date.now() / 1000) - 3600;
  await onTestDatabase(async (c) => {
    const rows = await c.query<{ nspname: string }>(
      "SELECT nspname FROM pg_namespace WHERE starts_with(nspname, $1)",
      [TEST_SCHEMA_PREFIX],
    );
    for (const { nspname } of rows.rows) {
      const made = Number(/^italia_t_(\d+)_/.exec(nspname)?.[1] ?? 0);
      if (made < before) await c.query(`DROP SCHEMA IF EXISTS ${nspname} CASCADE`);
    }
  });
}
