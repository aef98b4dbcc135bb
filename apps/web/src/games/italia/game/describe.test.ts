import { eventsFor, type GameEvent } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { translator } from "../../../i18n/i18n";
import { en, it as itStrings } from "../../../i18n/strings";
import { playBots } from "./botBrain";
import { describeEvent } from "./describe";
import { act } from "./session";
import { BOT, session } from "./testing";

async function playedEvents(): Promise<GameEvent[]> {
  let s = session([BOT, BOT, BOT], "log-1", 2);
  const actions = await playBots({
    state: s.state,
    levels: ["greedy", "greedy", "random"],
    gameId: "log-1",
    seed: "log-1",
    step: 0,
    recent: [],
    turnActions: 0,
    maxActions: 5000,
    maxMs: 60_000,
  });
  const events: GameEvent[] = [];
  for (const action of actions) {
    const result = act(s, action);
    if (!result.ok) throw new Error(result.error.message);
    events.push(...result.events);
    s = result.session;
  }
  return events;
}

describe("event log", () => {
  it("describes every event of a whole game in Italian and English, with no placeholder left", async () => {
    const events = await playedEvents();
    expect(events.some((e) => e.type === "gameOver")).toBe(true);
    for (const lang of ["it", "en"] as const) {
      const tr = translator(lang);
      for (const event of [...events, ...eventsFor(events, 0)]) {
        const line = describeEvent(tr, event, (s) => `Seat ${s}`);
        expect(line?.text).not.toMatch(/[{}]|undefined|NaN/);
      }
    }
  });

  it("has every string in both languages", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(itStrings).sort());
    expect(translator("it").tn("armies", 1)).toBe("1 armata");
    expect(translator("en").tn("armies", 3)).toBe("3 armies");
  });
});
