import { describe, expect, it } from "vitest";
import { POSTGRES_MIGRATIONS } from "./migrations.js";
import { PgRoomStore, redactDatabaseUrl } from "./pg-store.js";
import { freshSchema, onTestDatabase, TEST_DATABASE, withSchema } from "./testing/test-store.js";

const versions = POSTGRES_MIGRATIONS.map((m) => m.version);

describe("PostgreSQL's schema migrations", () => {
  it("records the versions it applied in schema_migrations, once: a second open applies none", async () => {
    const schema = await freshSchema();
    const url = withSchema(TEST_DATABASE, schema);
    const first = await PgRoomStore.open(url, { poolSize: 2 });
    expect(first.migrated).toEqual(versions);
    await first.close();
    const again = await PgRoomStore.open(url, { poolSize: 2 });
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
    const stores = await Promise.all(
      [1, 2, 3].map(() => PgRoomStore.open(url, { poolSize: 1, exclusive: false })),
    );
    expect(stores.map((s) => s.migrated.length).sort()).toEqual([0, 0, versions.length]);
    await Promise.all(stores.map((s) => s.close()));
    await onTestDatabase((c) => c.query(`DROP SCHEMA ${schema} CASCADE`));
  });

  it("refuses a schema newer than the server's, naming both versions", async () => {
    const schema = await freshSchema();
    const url = withSchema(TEST_DATABASE, schema);
    await (await PgRoomStore.open(url, { poolSize: 1 })).close();
    await onTestDatabase((c) =>
      c.query(
        `INSERT INTO ${schema}.schema_migrations (version, name, applied_at) VALUES (99, 'from the future', 1)`,
      ),
    );
    await expect(PgRoomStore.open(url, { poolSize: 1 })).rejects.toThrow(
      `the database's schema is version 99, newer than this server knows (${versions.at(-1)}): run a newer server`,
    );
    await onTestDatabase((c) => c.query(`DROP SCHEMA ${schema} CASCADE`));
  });

  it("is held by one server at a time: a second on the same schema is refused until the first closes; another schema is free", async () => {
    const schema = await freshSchema();
    const other = await freshSchema();
    const url = withSchema(TEST_DATABASE, schema);
    const first = await PgRoomStore.open(url, { poolSize: 1 });
    await expect(PgRoomStore.open(url, { poolSize: 1 })).rejects.toThrow(
      "another Italia server uses this database (its schema): one server per database",
    );
    const beside = await PgRoomStore.open(withSchema(TEST_DATABASE, other), { poolSize: 1 });
    await beside.close();
    await first.close();
    const next = await PgRoomStore.open(url, { poolSize: 1 });
    expect(next.migrated).toEqual([]);
    await next.close();
    await onTestDatabase((c) =>
      c.query(`DROP SCHEMA ${schema} CASCADE; DROP SCHEMA ${other} CASCADE`),
    );
  });

  it("hides a database URL's password in what it logs", () => {
    expect(redactDatabaseUrl("postgres://italia:s3cret@db.example.org:5432/italia")).toBe(
      "postgres://italia:***@db.example.org:5432/italia",
    );
    expect(redactDatabaseUrl("not a url")).toBe("(not a URL)");
  });
});

describe("PostgreSQL's bounds", () => {
  /** Runs `work` while another connection holds the rooms table of `schema` locked. */
  async function whileLocked(schema: string, work: () => Promise<void>): Promise<void> {
    await onTestDatabase(async (c) => {
      await c.query("BEGIN");
      await c.query(`LOCK TABLE ${schema}.rooms IN ACCESS EXCLUSIVE MODE`);
      try {
        await work();
      } finally {
        await c.query("ROLLBACK");
      }
    });
  }

  it("cancels a statement that runs past the statement timeout: the read fails as a value", async () => {
    const schema = await freshSchema();
    const store = await PgRoomStore.open(withSchema(TEST_DATABASE, schema), {
      poolSize: 2,
      statementTimeoutMs: 300,
    });
    try {
      await whileLocked(schema, async () => {
        await expect(store.getRoomHead("any")).rejects.toThrow(/statement timeout/);
      });
      // the store goes on once the database answers again
      expect(await store.getRoomHead("any")).toBeNull();
    } finally {
      await store.close();
      await onTestDatabase((c) => c.query(`DROP SCHEMA ${schema} CASCADE`));
    }
  });

  it("opens at most poolSize connections however many operations wait", async () => {
    const schema = await freshSchema();
    const name = `italia_pool_${schema.slice(-10)}`;
    const url = new URL(withSchema(TEST_DATABASE, schema));
    url.searchParams.set("application_name", name);
    const store = await PgRoomStore.open(url.toString(), {
      poolSize: 2,
      exclusive: false,
      statementTimeoutMs: 60_000,
    });
    const connections = () =>
      onTestDatabase(
        async (c) =>
          (
            await c.query<{ n: number }>(
              "SELECT COUNT(*)::int AS n FROM pg_stat_activity WHERE application_name = $1",
              [name],
            )
          ).rows[0]!.n,
      );
    try {
      await whileLocked(schema, async () => {
        const reads = Array.from({ length: 6 }, () => store.getRoomHead("any").catch(() => null));
        const end = Date.now() + 10_000;
        while ((await connections()) < 2 && Date.now() < end) {
          await new Promise((r) => setTimeout(r, 50));
        }
        expect(await connections()).toBe(2);
        void Promise.all(reads);
      });
    } finally {
      await store.close();
      await onTestDatabase((c) => c.query(`DROP SCHEMA ${schema} CASCADE`));
    }
  });
});
