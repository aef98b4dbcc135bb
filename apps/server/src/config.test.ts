import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { defaultBotThreads, HELP, readConfig } from "./config.js";

const bin = join(dirname(fileURLToPath(import.meta.url)), "../bin/italia-server.js");

describe("configuration", () => {
  it("reads flags over environment variables", () => {
    const r = readConfig(
      ["--port", "9000", "--public-url=https://italia.example.org/"],
      { ITALIA_PORT: "1", ITALIA_HOST: "0.0.0.0" },
      "/web",
    );
    expect(r.ok && r.config).toMatchObject({
      port: 9000,
      host: "0.0.0.0",
      publicUrl: "https://italia.example.org",
      webDir: "/web",
    });
  });

  it("skips a lone -- (pnpm start -- --port N passes it on): the server takes no other arguments", () => {
    const r = readConfig(["--", "--port", "9001"], {}, "/web");
    expect(r.ok && r.config.port).toBe(9001);
    const after = readConfig(["--port", "9002", "--", "--quiet"], {}, "/web");
    expect(after.ok && after.config).toMatchObject({ port: 9002, quiet: true });
  });

  it("reads the number of bot threads: one per core but one by default, 0 for the main thread", () => {
    const none = readConfig([], {}, "/web");
    expect(none.ok && none.config.botThreads).toBe(defaultBotThreads());
    expect(defaultBotThreads()).toBeGreaterThanOrEqual(1);
    const flag = readConfig(["--bot-threads", "0"], { ITALIA_BOT_THREADS: "3" }, "/web");
    expect(flag.ok && flag.config.botThreads).toBe(0);
    const env = readConfig([], { ITALIA_BOT_THREADS: "3" }, "/web");
    expect(env.ok && env.config.botThreads).toBe(3);
    expect(readConfig(["--bot-threads", "-1"], {}, "/web").ok).toBe(false);
  });

  it("R13.2: a turn timer's second is 1 000 ms; ITALIA_SECOND_MS (1 to 1 000) shortens it for tests, and nothing else changes it", () => {
    const secondMs = (value: string | undefined) => {
      const r = readConfig([], value === undefined ? {} : { ITALIA_SECOND_MS: value }, "/web");
      return r.ok ? r.config.secondMs : null;
    };
    expect(secondMs(undefined)).toBe(1000);
    expect(secondMs("100")).toBe(100);
    expect(secondMs("1")).toBe(1);
    for (const bad of ["0", "1001", "5000", "-5", "1e3", "", " 100", "fast"]) {
      expect(secondMs(bad)).toBe(1000);
    }
  });

  it("refuses unknown options, bad ports and bad URLs without echoing long input", () => {
    for (const argv of [
      ["--nope"],
      ["--port", "99999"],
      ["--public-url", "javascript:alert(1)"],
      ["--port"],
    ]) {
      const r = readConfig(argv, {}, "/web");
      expect(r.ok).toBe(false);
    }
    const long = readConfig([`--${"x".repeat(500)}`], {}, "/web");
    expect(!long.ok && long.message.length).toBeLessThan(120);
  });

  it("prints --help and exits 0", () => {
    const r = spawnSync(process.execPath, [bin, "--help"], { encoding: "utf8" });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain("Usage: italia-server");
    expect(r.stdout).toContain("--public-url");
  });

  it("prints a --help whose every line fits an 80-column terminal", () => {
    const r = spawnSync(process.execPath, [bin, "--help"], { encoding: "utf8" });
    expect(r.status).toBe(0);
    const lines = r.stdout.split("\n");
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect([...line].length, line).toBeLessThanOrEqual(80);
  });

  it("reads --max-lobbies (default 5000) and refuses a value that is not a positive number", () => {
    const none = readConfig([], {}, "/web");
    expect(none.ok && none.config.maxLobbies).toBe(5000);
    const flag = readConfig(["--max-lobbies", "7"], { ITALIA_MAX_LOBBIES: "9" }, "/web");
    expect(flag.ok && flag.config.maxLobbies).toBe(7);
    const env = readConfig([], { ITALIA_MAX_LOBBIES: "9" }, "/web");
    expect(env.ok && env.config.maxLobbies).toBe(9);
    for (const bad of ["0", "-1", "x", "1e9"]) {
      expect(readConfig(["--max-lobbies", bad], {}, "/web").ok).toBe(false);
    }
  });
  it("reads --unload-paused (default 2m) and refuses a value that is not a duration", () => {
    const none = readConfig([], {}, "/web");
    expect(none.ok && none.config.unloadPausedMs).toBe(120_000);
    const flag = readConfig(["--unload-paused", "30s"], { ITALIA_UNLOAD_PAUSED: "1h" }, "/web");
    expect(flag.ok && flag.config.unloadPausedMs).toBe(30_000);
    const env = readConfig([], { ITALIA_UNLOAD_PAUSED: "1h" }, "/web");
    expect(env.ok && env.config.unloadPausedMs).toBe(3600_000);
    for (const bad of ["0s", "2", "-1m", "soon"]) {
      const r = readConfig(["--unload-paused", bad], {}, "/web");
      expect(r.ok).toBe(false);
      expect(!r.ok && r.message).toMatch(/--unload-paused takes a duration/);
    }
  });

  it("reads --max-games (default 1000) and refuses a value that is not a positive number", () => {
    const none = readConfig([], {}, "/web");
    expect(none.ok && none.config.maxGames).toBe(1000);
    const flag = readConfig(["--max-games", "7"], { ITALIA_MAX_GAMES: "9" }, "/web");
    expect(flag.ok && flag.config.maxGames).toBe(7);
    const env = readConfig([], { ITALIA_MAX_GAMES: "9" }, "/web");
    expect(env.ok && env.config.maxGames).toBe(9);
    for (const bad of ["0", "-1", "x", "1e9"]) {
      const r = readConfig(["--max-games", bad], {}, "/web");
      expect(r.ok).toBe(false);
      expect(!r.ok && r.message).toMatch(/--max-games takes a number of games/);
    }
  });
  it("reads --keep-paused (default 30d) and refuses what is not a duration, naming the flag", () => {
    const none = readConfig([], {}, "/web");
    expect(none.ok && none.config.keepPausedMs).toBe(30 * 86_400_000);
    const flag = readConfig(["--keep-paused", "12h"], { ITALIA_KEEP_PAUSED: "1d" }, "/web");
    expect(flag.ok && flag.config.keepPausedMs).toBe(12 * 3_600_000);
    const env = readConfig([], { ITALIA_KEEP_PAUSED: "1d" }, "/web");
    expect(env.ok && env.config.keepPausedMs).toBe(86_400_000);
    for (const bad of ["0s", "x", "30", "-1d"]) {
      const r = readConfig(["--keep-paused", bad], {}, "/web");
      expect(r.ok).toBe(false);
      expect(!r.ok && r.message).toMatch(/--keep-paused takes a duration/);
    }
    expect(HELP).toContain("--keep-paused T");
  });
  it("reads --max-loads (default 8) and refuses a value that is not a positive number", () => {
    const none = readConfig([], {}, "/web");
    expect(none.ok && none.config.maxLoads).toBe(8);
    const flag = readConfig(["--max-loads", "2"], { ITALIA_MAX_LOADS: "3" }, "/web");
    expect(flag.ok && flag.config.maxLoads).toBe(2);
    const env = readConfig([], { ITALIA_MAX_LOADS: "3" }, "/web");
    expect(env.ok && env.config.maxLoads).toBe(3);
    for (const bad of ["0", "-1", "x", "10000"]) {
      const r = readConfig(["--max-loads", bad], {}, "/web");
      expect(r.ok).toBe(false);
      expect(!r.ok && r.message).toMatch(/--max-loads takes a number of games/);
    }
  });
  it("reads --lobby-idle (default 10m) and refuses what is not a duration, naming the flag", () => {
    const none = readConfig([], {}, "/web");
    expect(none.ok && none.config.lobbyIdleMs).toBe(600_000);
    const flag = readConfig(["--lobby-idle", "30s"], { ITALIA_LOBBY_IDLE: "1h" }, "/web");
    expect(flag.ok && flag.config.lobbyIdleMs).toBe(30_000);
    const env = readConfig([], { ITALIA_LOBBY_IDLE: "1h" }, "/web");
    expect(env.ok && env.config.lobbyIdleMs).toBe(3_600_000);
    for (const bad of ["0s", "10", "-1m", "soon"]) {
      const r = readConfig(["--lobby-idle", bad], {}, "/web");
      expect(!r.ok && r.message, bad).toMatch(/^--lobby-idle takes a duration/);
    }
  });
  it("reads --create-limit (default 20/3s, off for none) and --trust-proxy (default 0)", () => {
    const none = readConfig([], {}, "/web");
    expect(none.ok && none.config.createLimit).toEqual({ burst: 20, everyMs: 3000 });
    expect(none.ok && none.config.trustProxy).toBe(0);
    const flag = readConfig(
      ["--create-limit", "5/1m", "--trust-proxy", "2"],
      { ITALIA_CREATE_LIMIT: "off", ITALIA_TRUST_PROXY: "1" },
      "/web",
    );
    expect(flag.ok && flag.config.createLimit).toEqual({ burst: 5, everyMs: 60_000 });
    expect(flag.ok && flag.config.trustProxy).toBe(2);
    const env = readConfig([], { ITALIA_CREATE_LIMIT: "off", ITALIA_TRUST_PROXY: "1" }, "/web");
    expect(env.ok && env.config.createLimit).toBeNull();
    expect(env.ok && env.config.trustProxy).toBe(1);
    for (const bad of ["20", "0/3s", "20/3", "x/3s", "200000/1s", "20/0s"]) {
      const r = readConfig(["--create-limit", bad], {}, "/web");
      expect(!r.ok && r.message, bad).toMatch(/^--create-limit takes BURST\/TIME/);
    }
    for (const bad of ["-1", "10", "yes"]) {
      const r = readConfig(["--trust-proxy", bad], {}, "/web");
      expect(!r.ok && r.message, bad).toMatch(/^--trust-proxy takes/);
    }
  });
  it("reads --strong-rooms (default 3 per client, 0 for no limit)", () => {
    const none = readConfig([], {}, "/web");
    expect(none.ok && none.config.strongRooms).toBe(3);
    const flag = readConfig(["--strong-rooms", "0"], { ITALIA_STRONG_ROOMS: "5" }, "/web");
    expect(flag.ok && flag.config.strongRooms).toBe(0);
    const env = readConfig([], { ITALIA_STRONG_ROOMS: "5" }, "/web");
    expect(env.ok && env.config.strongRooms).toBe(5);
    for (const bad of ["-1", "many", "12345", "1.5"]) {
      const r = readConfig(["--strong-rooms", bad], {}, "/web");
      expect(!r.ok && r.message, bad).toMatch(/^--strong-rooms takes a number of rooms/);
    }
  });
  it("reads --max-connections (default 256, 0 for no limit)", () => {
    const none = readConfig([], {}, "/web");
    expect(none.ok && none.config.maxConnections).toBe(256);
    const flag = readConfig(["--max-connections", "0"], { ITALIA_MAX_CONNECTIONS: "9" }, "/web");
    expect(flag.ok && flag.config.maxConnections).toBe(0);
    const env = readConfig([], { ITALIA_MAX_CONNECTIONS: "9" }, "/web");
    expect(env.ok && env.config.maxConnections).toBe(9);
    for (const bad of ["-1", "x", "1e3", "9999999"]) {
      const r = readConfig(["--max-connections", bad], {}, "/web");
      expect(!r.ok && r.message, bad).toMatch(/^--max-connections takes/);
    }
  });

  it("reads --allow-origin: origins, comma-separated, in normal form (none by default); anything else is refused (issue #27)", () => {
    const none = readConfig([], {}, "/web");
    expect(none.ok && none.config.allowOrigins).toEqual([]);
    const flag = readConfig(
      [
        "--allow-origin",
        "https://Play.example.org/, http://localhost:5173,https://play.example.org:443",
      ],
      { ITALIA_ALLOW_ORIGIN: "https://other.example" },
      "/web",
    );
    expect(flag.ok && flag.config.allowOrigins).toEqual([
      "https://play.example.org",
      "http://localhost:5173",
    ]);
    const env = readConfig([], { ITALIA_ALLOW_ORIGIN: "https://other.example" }, "/web");
    expect(env.ok && env.config.allowOrigins).toEqual(["https://other.example"]);
    for (const bad of [
      "*",
      "null",
      "example.org",
      "https://example.org/path",
      "ftp://example.org",
    ]) {
      const r = readConfig(["--allow-origin", bad], {}, "/web");
      expect(!r.ok && r.message, bad).toMatch(/^--allow-origin takes origins/);
    }
    expect(HELP).toContain("--allow-origin LIST");
  });
});
