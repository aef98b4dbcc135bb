/**
 * One client must not starve every room's bots (security issue, round two, item 4): rooms with
 * strong bots are capped per client address (`--strong-rooms`), counted for the address that
 * created them, behind a trusted proxy too. The fair order of the bots' decisions themselves is in
 * `bot-scheduler.test.ts`; the measurement under abuse is `pnpm bench` (`bench/bot-fairness.mjs`).
 */
import { describe, expect, it } from "vitest";
import { eventually, serverForSuite } from "./testing/harness.js";

describe("rooms with strong bots per client address (--strong-rooms 2)", () => {
  const server = serverForSuite([
    "--web",
    "none",
    "--trust-proxy",
    "1",
    "--strong-rooms",
    "2",
    "--create-limit",
    "off",
  ]);
  const create = async (forwarded: string, bot: string) => {
    const res = await fetch(`${server().url}/matchmake/create/italia`, {
      method: "POST",
      headers: { "x-forwarded-for": forwarded },
      body: JSON.stringify({ seats: 3, rounds: 3, turnSeconds: 60, bot, name: "Ada" }),
    });
    const answer = (await res.json()) as { room?: { roomId: string }; error?: string };
    return answer.room ? "created" : (answer.error ?? `status ${res.status}`);
  };

  it("refuses a client's third open room with strong bots, saying why; other bots and other clients are not held back", async () => {
    expect(await create("198.51.100.7", "strong")).toBe("created");
    expect(await create("198.51.100.7", "strong")).toBe("created");
    const third = await create("198.51.100.7", "strong");
    expect(third).toMatch(/already have 2 rooms with strong bots open/);
    expect(third).toMatch(/choose other bots/);
    // the client's greedy rooms are not counted, nor limited by this
    expect(await create("198.51.100.7", "greedy")).toBe("created");
    // another client has its own count
    expect(await create("198.51.100.8", "strong")).toBe("created");
    // the count is the address the proxy saw, not what the client wrote before it
    expect(await create("10.0.0.1, 198.51.100.7", "strong")).toMatch(/already have 2/);
    const limited = () => server().logs.filter((l) => l.includes('"strong-rooms-limited"'));
    await eventually(() => limited().length > 0);
    const logged = limited();
    expect(logged.length).toBeGreaterThan(0);
    // the log line says how many, never who
    expect(logged.join("")).not.toContain("198.51.100.7");
  });
});
