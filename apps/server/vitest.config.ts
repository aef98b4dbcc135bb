import { Socket } from "node:net";
import { defineConfig } from "vitest/config";
import { sourceResolve } from "../../vitest.source";

/**
 * The server's suite runs twice: on SQLite (project `sqlite`) and on PostgreSQL (project
 * `postgres`, every server and store on a fresh schema: see `src/testing/test-store.ts`). Where no
 * PostgreSQL answers, the `postgres` project is left out with one line saying so, except under
 * `CI=true`, where that is a failure.
 */
const database = process.env.ITALIA_TEST_DATABASE ?? "postgres://postgres@127.0.0.1:5432/test";

/** Files that test SQLite's own files and schema history: run on SQLite only. */
const SQLITE_ONLY = ["src/data-folder.test.ts", "src/sqlite-store.test.ts"];
/**
 * Files that test PostgreSQL's own schema history and locks, and the cluster (on PostgreSQL and
 * Redis): run on PostgreSQL only.
 */
const POSTGRES_ONLY = ["src/pg-store.test.ts", "src/drain-postgres.test.ts", "src/cluster.test.ts"];

/** Whether something listens at the test database's host and port (within 2 s). */
function reachable(url: string): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once("error", () => done(false));
    socket.connect(Number(u.port || 5432), u.hostname || "127.0.0.1", () => done(true));
  });
}

export default defineConfig(async () => {
  const postgres = await reachable(database);
  if (!postgres) {
    const where = new URL(database).host;
    const line = `server tests on PostgreSQL: no PostgreSQL at ${where} (ITALIA_TEST_DATABASE)`;
    if (process.env.CI === "true") throw new Error(`${line}: required under CI=true`);
    console.log(`${line}: skipped, the SQLite run only`);
  }
  const base = { testTimeout: 90_000, hookTimeout: 30_000 };
  return {
    ...sourceResolve,
    test: {
      // the suite mostly waits (timers, server processes, the network): two files at a time
      // run both stores in about the time one took alone (see README.md)
      maxWorkers: 2,
      minWorkers: 1,
      projects: [
        {
          ...sourceResolve,
          test: {
            ...base,
            name: "sqlite",
            include: ["src/**/*.test.ts"],
            exclude: POSTGRES_ONLY,
            env: { ITALIA_TEST_STORE: "sqlite" },
          },
        },
        ...(postgres
          ? [
              {
                ...sourceResolve,
                test: {
                  ...base,
                  name: "postgres",
                  include: ["src/**/*.test.ts"],
                  exclude: SQLITE_ONLY,
                  env: { ITALIA_TEST_STORE: "postgres", ITALIA_TEST_DATABASE: database },
                  globalSetup: ["src/testing/postgres-setup.ts"],
                },
              },
            ]
          : []),
      ],
    },
  };
});
