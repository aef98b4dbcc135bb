/** The operations settings of the configuration: the metrics token, the drain's bound, the database pool. */
import { describe, expect, it } from "vitest";
import { HELP, readConfig } from "./config.js";

describe("--metrics-token", () => {
  it("reads the token from the flag or ITALIA_METRICS_TOKEN (none by default)", () => {
    const none = readConfig([], {}, "/web");
    expect(none.ok && none.config.metricsToken).toBeNull();
    const flag = readConfig(["--metrics-token", "abcdefghijklmnop"], {}, "/web");
    expect(flag.ok && flag.config.metricsToken).toBe("abcdefghijklmnop");
    const env = readConfig([], { ITALIA_METRICS_TOKEN: "0123456789abcdef+/=" }, "/web");
    expect(env.ok && env.config.metricsToken).toBe("0123456789abcdef+/=");
    expect(HELP).toContain("--metrics-token TOKEN");
  });

  it("refuses a short token or one with spaces, saying what it takes", () => {
    for (const bad of ["short", "has spaces in the token", "x".repeat(201)]) {
      const r = readConfig(["--metrics-token", bad], {}, "/web");
      expect(!r.ok && r.message, bad).toBe(
        "--metrics-token takes 16 to 200 letters, digits or ._~+/=-",
      );
    }
  });
});

describe("--drain-ms", () => {
  it("reads the drain's bound from the flag or ITALIA_DRAIN_MS (25 s by default)", () => {
    const none = readConfig([], {}, "/web");
    expect(none.ok && none.config.drainMs).toBe(25_000);
    const flag = readConfig(["--drain-ms=1500"], { ITALIA_DRAIN_MS: "9000" }, "/web");
    expect(flag.ok && flag.config.drainMs).toBe(1500);
    const env = readConfig([], { ITALIA_DRAIN_MS: "9000" }, "/web");
    expect(env.ok && env.config.drainMs).toBe(9000);
    for (const bad of ["0", "-5", "2s", "99999999"]) {
      const r = readConfig(["--drain-ms", bad], {}, "/web");
      expect(!r.ok && r.message, bad).toBe("--drain-ms takes milliseconds (1 to 9999999)");
    }
    expect(HELP).toContain("--drain-ms N");
  });
});

describe("--database-pool", () => {
  it("reads the pool's size from the flag or ITALIA_DATABASE_POOL (10 by default)", () => {
    const none = readConfig([], {}, "/web");
    expect(none.ok && none.config.databasePool).toBe(10);
    const flag = readConfig(["--database-pool", "40"], { ITALIA_DATABASE_POOL: "3" }, "/web");
    expect(flag.ok && flag.config.databasePool).toBe(40);
    const env = readConfig([], { ITALIA_DATABASE_POOL: "1000" }, "/web");
    expect(env.ok && env.config.databasePool).toBe(1000);
    for (const bad of ["0", "1001", "ten", "05"]) {
      const r = readConfig(["--database-pool", bad], {}, "/web");
      expect(!r.ok && r.message, bad).toBe(
        "--database-pool takes a number of connections (1 to 1000)",
      );
    }
    expect(HELP).toContain("--database-pool N");
  });
});

describe("--redis, --redis-prefix and --public-address (a cluster)", () => {
  const db = "postgres://italia@db:5432/italia";
  it("are off by default: one process alone", () => {
    const none = readConfig([], {}, "/web");
    expect(none.ok && none.config).toMatchObject({
      redis: null,
      redisPrefix: "italia:",
      publicAddress: null,
    });
  });

  it("reads them from the flags or ITALIA_REDIS, ITALIA_REDIS_PREFIX, ITALIA_PUBLIC_ADDRESS", () => {
    const flags = readConfig(
      [
        "--database",
        db,
        "--redis",
        "redis://redis:6379/2",
        "--redis-prefix",
        "eu-1:",
        "--public-address",
        "italia.example.org/s1/",
      ],
      { ITALIA_REDIS: "redis://other:6379", ITALIA_PUBLIC_ADDRESS: "x.example.org" },
      "/web",
    );
    expect(flags.ok && flags.config).toMatchObject({
      redis: "redis://redis:6379/2",
      redisPrefix: "eu-1:",
      publicAddress: "italia.example.org/s1",
    });
    const env = readConfig(
      [],
      {
        ITALIA_DATABASE: db,
        ITALIA_REDIS: "rediss://redis:6380",
        ITALIA_REDIS_PREFIX: "t:1",
        ITALIA_PUBLIC_ADDRESS: "127.0.0.1:8081",
      },
      "/web",
    );
    expect(env.ok && env.config).toMatchObject({
      redis: "rediss://redis:6380",
      redisPrefix: "t:1",
      publicAddress: "127.0.0.1:8081",
    });
    for (const flag of ["--redis URL", "--redis-prefix P", "--public-address", "ITALIA_REDIS"]) {
      expect(HELP).toContain(flag);
    }
  });

  it("refuses --redis without --database or --public-address, and malformed values, saying what is wrong", () => {
    const cases: [string[], string][] = [
      [["--redis", "redis://r:6379", "--public-address", "a:1"], "--redis needs --database"],
      [["--redis", "redis://r:6379", "--database", db], "--redis needs --public-address"],
      [["--redis", "http://r:6379"], "--redis takes a Redis URL"],
      [["--public-address", "a:1"], "--public-address is for a cluster"],
      [
        ["--redis", "redis://r", "--database", db, "--public-address", "https://a.org/s1"],
        "without a scheme",
      ],
      [
        ["--redis", "redis://r", "--database", db, "--public-address", "a b"],
        "--public-address takes host[:port][/path]",
      ],
      [["--redis-prefix", "has space"], "--redis-prefix takes"],
    ];
    for (const [argv, message] of cases) {
      const r = readConfig(argv, {}, "/web");
      expect(r.ok, argv.join(" ")).toBe(false);
      expect(!r.ok && r.message, argv.join(" ")).toContain(message);
    }
  });
});
