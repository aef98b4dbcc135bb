/**
 * Reading a Radetzky `game-record/1` from a file (RZ25, RZ26): every step replayed with the rules,
 * its recorded randomness and the outcome compared; anything else refused with the step or field.
 */
import { GameHost } from "@italia/bot-sdk";
import { RADETZKY_BOTS, type RadetzkyConfig, radetzky } from "@italia/radetzky";
import { describe, expect, it } from "vitest";
import { checkRadetzkyRecord, isPlatformRecord, isProgramSeat } from "./record.js";

async function recorded(): Promise<Record<string, unknown> & { steps: Record<string, unknown>[] }> {
  const config: RadetzkyConfig = { players: 3, mode: "basic", difficulty: 0, handInfo: "closed" };
  const bots = [0, 1, 2].map(() => RADETZKY_BOTS.greedy() as never);
  const host = GameHost.play(radetzky, config, "rec", bots, {
    seats: [{ name: "ann" }, { name: "greedy", bot: "greedy" }, { name: "greedy", bot: "greedy" }],
  });
  await host.runBots();
  return JSON.parse(JSON.stringify(host.record()));
}

/** A 3-seat record's seats: `first`, then two people. */
const seats = (first: { name: string; bot?: string }) => [first, { name: "b" }, { name: "c" }];

describe("Radetzky records", () => {
  it("RZ25, RZ26 a whole game's record replays to its outcome; seats are people or the team's bots", async () => {
    const record = await recorded();
    expect(isPlatformRecord(record)).toBe(true);
    const checked = checkRadetzkyRecord(record);
    if ("problem" in checked) throw new Error(checked.problem);
    expect(checked.state.stage).toBe("over");
    expect(checked.record.outcome).toEqual(record.outcome);
    expect(checked.seats).toEqual([
      { kind: "human", name: "ann" },
      { kind: "bot", bot: "greedy" },
      { kind: "bot", bot: "greedy" },
    ]);
  });

  it("RZ26 a step whose recorded randomness is not what the seed draws is refused at that step", async () => {
    const record = await recorded();
    const at = record.steps.findIndex((s) => s.chance !== undefined);
    expect(at).toBeGreaterThanOrEqual(0);
    record.steps[at]!.chance = { shuffles: [["I01"]] };
    expect(checkRadetzkyRecord(record)).toMatchObject({
      step: at + 1,
      problem: expect.stringMatching(/RZ26/),
    });
  });

  it("refuses what is not a Radetzky record, naming the field or step", async () => {
    const record = await recorded();
    const cases: [unknown, RegExp][] = [
      [[], /a JSON object/],
      [{ ...record, format: "italia-record/2" }, /format/],
      [
        { ...record, game: "chess" },
        /record of the game "chess"; these are the rules of "radetzky"/,
      ],
      [{ ...record, config: { players: 9 } }, /^\$\.config\.players: /],
      [{ ...record, seed: 7 }, /^\$\.seed /],
      [{ ...record, seats: [{ name: "x" }] }, /\$\.seats must list the game's 3 seats/],
      [{ ...record, seats: seats({ name: "x", bot: "wizard" }) }, /seat 1 names .*no Radetzky bot/],
      [
        { ...record, seats: seats({ name: "x", bot: "cmd:bot\u001b[2J" }) },
        /seat 1 names an unusable bot program/,
      ],
      [
        { ...record, seats: seats({ name: "x", bot: `cmd:${"x".repeat(300)}` }) },
        /\$\.seats\[0\]\.bot must be a bot's name of at most 200 characters/,
      ],
      [{ ...record, steps: [{ action: { type: "fly", seat: 0 } }] }, /RZ25.3/],
      [{ ...record, outcome: { reason: "zones" } }, /recorded outcome/],
    ];
    for (const [json, problem] of cases) {
      const r = checkRadetzkyRecord(json);
      expect("problem" in r ? r.problem : "held", JSON.stringify(json).slice(0, 80)).toMatch(
        problem,
      );
    }
    // a bot program is read as such, never started here (play --resume asks for --bot-cmd)
    const program = checkRadetzkyRecord({
      ...record,
      seats: seats({ name: "x", bot: "cmd:rm -rf /" }),
    });
    expect("seats" in program && program.seats[0]).toEqual({ kind: "bot", bot: "cmd:rm -rf /" });
    expect(isProgramSeat("cmd:rm -rf /")).toBe(true);
    expect(isProgramSeat("greedy")).toBe(false);
    const step = checkRadetzkyRecord({
      ...record,
      steps: [record.steps[0], { action: { type: "conquer", seat: 2 } }],
    });
    expect(step).toMatchObject({ step: 2 });
  });
});
