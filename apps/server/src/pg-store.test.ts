import { describe, expect, it } from "vitest";
import { POSTGRES_MIGRATIONS } from "./migrations.js";
import { PgRoomStore, redactDatabaseUrl } from "./pg-store.js";
import { freshSchema, onTestDatabase, TEST_DATABASE, withSchema } from "./testing/test-store.js";

const versions = POSTGRES_MIGRATIONS.map((m) => m.version);

describe("PostgreSQL's schema migrations", () => {
  it("records the versions it applied in schema_migrations, once: a second open applies none", async () => {
    const schema = await freshSchema();
    const url = withSchema(TEST_DATABASE, schema);
    const first = await PgRoomStore.open(url, 2);
    expect(first.migrated).toEqual(versions);
    await first.close();
    const again = await PgRoomStore.open(url, 2);
    expect(again.migrated).toEqual([]);
    await again.close();
    const rows = await onTestDatabase(
      async (c) =>
        (await c.query(`SELECT version, name FROM ${schema}.schema_migrations ORDER BY version`))
          .rows,
    );
    expect(rows).toEqual(POSTGRES_MIGRATIONS.map((m) => ({ version: m.version, name: m.name })));
    await onTestDatabase((c) => c.query(`DROP SCHEMA ${schema} CASCADE`));
  });

  it("migrates a schema once when servers start together: exactly one applies each version", async () => {
    const schema = await freshSchema();
    const url = withSchema(TEST_DATABASE, schema);
    const stores = await Promise.all([1, 2, 3].map(() => PgRoomStore.open(url, 1)));
    expect(stores.map((s) => s.migrated.length).sort()).toEqual([0, 0, versions.length]);
    await Promise.all(stores.map((s) => s.close()));
    await onTestDatabase((c) => c.query(`DROP SCHEMA ${schema} CASCADE`));
  });

  it("refuses a schema newer than the server's, naming both versions", async () => {
    const schema = await freshSchema();
    const url = withSchema(TEST_DATABASE, schema);
    await (await PgRoomStore.open(url, 1)).close();
    await onTestDatabase((c) =>
      c.query(
        `INSERT INTO ${schema}.schema_migrations (version, name, applied_at) VALUES (99, 'from the future', 1)`,
      ),
    );
    await expect(PgRoomStore.open(url, 1)).rejects.toThrow(
      `the database's schema is version 99, newer than this server knows (${versions.at(-1)}): run a newer server`,
    );
    await onTestDatabase((c) => c.query(`DROP SCHEMA ${schema} CASCADE`));
  });

  it("hides a database URL's password in what it logs", () => {
    expect(redactDatabaseUrl("postgres://italia:s3cret@db.example.org:5432/italia")).toBe(
      "postgres://italia:***@db.example.org:5432/italia",
    );
    expect(redactDatabaseUrl("not a url")).toBe("(not a URL)");
  });
});
