import { checkRecord, newGame } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { finishedRecord } from "../replay/testing";
import { finishedEnd } from "./finished";

describe("a finished room's end screen from its record (R13.4)", () => {
  const record = finishedRecord("reopened", 1);
  const check = checkRecord(record);
  if (!check.ok) throw new Error("the test game does not check");

  it("R12, R13.4: the seat's view at the end, every main objective revealed, the result and the names", () => {
    const end = finishedEnd(check.record, check.state, 0);
    expect(end).not.toBeNull();
    expect(end!.view.stage).toBe("over");
    expect(end!.view.seats.every((s) => s.objective !== null)).toBe(true);
    expect(end!.result).toEqual(record.result);
    // a person's name as recorded; a bot seat by its seat, as the online game names its bots
    expect(end!.names).toEqual(["Anna", "Beatrice", "Dante", "Lucrezia"]);
  });

  it("nothing for a game not over or a seat not in it", () => {
    expect(finishedEnd(check.record, check.state, 4)).toBeNull();
    expect(finishedEnd(check.record, check.state, -1)).toBeNull();
    const start = newGame({ players: 4, seed: "x", limit: { rounds: 1 } });
    expect(finishedEnd(check.record, start, 0)).toBeNull();
  });
});
