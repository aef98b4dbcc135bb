import { GreedyBot, playGame, RandomBot } from "@italia/bot-sdk";
import { describe, expect, it } from "vitest";
import { gameStats } from "../stats/gameStats";
import { openRecordText, recordSeats } from "./recordFile";
import { buildTimeline, StateCursor } from "./timeline";

describe("records written by the game host open in the viewer", () => {
  it("a whole game of bots, as the arena's --records, italia simulate and online rooms write it", async () => {
    const summary = await playGame(
      [new GreedyBot(), new RandomBot(), new GreedyBot(), new RandomBot()],
      { seed: "host-record", limit: { rounds: 6 }, keepRecord: true },
    );
    const record = summary.gameRecord!;
    // The arena writes one line; italia simulate --record indents by one space.
    for (const text of [`${JSON.stringify(record)}\n`, JSON.stringify(record, null, 1)]) {
      const opened = openRecordText(text);
      expect(opened.ok).toBe(true);
      if (!opened.ok) continue;
      expect(opened.final.stage).toBe("over");
      const timeline = buildTimeline(opened.record);
      expect(timeline.length).toBe(record.steps.length);
      expect(new StateCursor(timeline).stateAt(timeline.length)).toEqual(opened.final);
      expect(recordSeats(opened.record, (s) => `#${s}`).map((s) => s.name)).toEqual(
        summary.seats.map((s) => s.bot),
      );
      expect(gameStats(opened.record).finished).toBe(true);
    }
  });
});
