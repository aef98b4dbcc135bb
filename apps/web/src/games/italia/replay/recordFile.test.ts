import { toPlatformRecord } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { MAX_RECORD_BYTES, openRecordText, printable, recordSeats, sizeError } from "./recordFile";
import { finishedRecord } from "./testing";

const record = finishedRecord("record-file", 3);
const text = JSON.stringify(record, null, 2);

describe("opening a record file", () => {
  it("opens a finished italia-record/2 and gives the replayed final state", () => {
    const opened = openRecordText(text);
    expect(opened.ok).toBe(true);
    if (opened.ok) {
      expect(opened.record.steps.length).toBe(record.steps.length);
      expect(opened.final.stage).toBe("over");
    }
  });

  it("opens Italia's record in the platform's format (game-record/1) as its italia-record/2", () => {
    const converted = toPlatformRecord(record);
    if (!converted.ok) throw new Error(converted.error.message);
    const opened = openRecordText(JSON.stringify(converted.record));
    const original = openRecordText(text);
    if (!opened.ok || !original.ok) throw new Error("a record did not open");
    expect(opened.record).toEqual(original.record);
    expect(opened.final).toEqual(original.final);
    // its dice are its chance: another roll is caught at its step
    const steps = converted.record.steps.map((s) => ({ ...s }));
    const rolled = steps.findIndex((s) => Array.isArray(s.chance));
    steps[rolled] = { ...steps[rolled]!, chance: [1, 1] };
    expect(openRecordText(JSON.stringify({ ...converted.record, steps }))).toMatchObject({
      ok: false,
      error: { kind: "diceDiffer", index: rolled },
    });
  });

  it("reads a file that starts with a byte-order mark", () => {
    expect(openRecordText(`\ufeff${text}`).ok).toBe(true);
  });

  it("refuses a file that is not JSON, with the line and column and a short escaped excerpt", () => {
    const broken = `{\n  "format": "italia-record/2",\n  "engine": oops\u0007${"x".repeat(500)}`;
    const opened = openRecordText(broken);
    expect(opened).toMatchObject({ ok: false, error: { kind: "notJson", line: 3, column: 13 } });
    if (!opened.ok && opened.error.kind === "notJson") {
      expect(opened.error.near.startsWith("oops\\u{7}")).toBe(true);
      expect(opened.error.near.length).toBeLessThanOrEqual(40);
    }
  });

  it("refuses an empty file and one larger than the limit before parsing it", () => {
    expect(openRecordText("  \n")).toEqual({ ok: false, error: { kind: "empty" } });
    expect(sizeError(0)).toEqual({ kind: "empty" });
    expect(sizeError(MAX_RECORD_BYTES + 1)).toMatchObject({ kind: "tooLarge" });
    expect(sizeError(1000)).toBeNull();
  });

  it("names the format it found when it is not italia-record/2, and knows format 1", () => {
    const other = openRecordText(JSON.stringify({ ...record, format: "risk-save/9\u202e" }));
    expect(other).toEqual({
      ok: false,
      error: { kind: "wrongFormat", found: "risk-save/9\\u{202e}" },
    });
    expect(openRecordText(JSON.stringify({ ...record, format: "italia-record/1" }))).toEqual({
      ok: false,
      error: { kind: "oldFormat" },
    });
    expect(openRecordText("[1, 2]")).toMatchObject({ ok: false, error: { kind: "invalid" } });
  });

  it("points at the first illegal action by its index, with the engine's reason", () => {
    const steps = record.steps.slice();
    const index = 7;
    const seat = (steps[index]!.action as { seat: number }).seat;
    steps[index] = { action: { type: "endTurn", seat: (seat + 1) % 4 } };
    const opened = openRecordText(JSON.stringify({ ...record, steps, result: null }));
    expect(opened).toMatchObject({ ok: false, error: { kind: "refused", index } });
    if (!opened.ok) expect(opened.error).toHaveProperty("message", expect.stringMatching(/\S/));
  });

  it("notices dice that differ from the engine's and a result that differs", () => {
    const i = record.steps.findIndex((s) => s.dice !== undefined);
    const steps = record.steps.slice();
    steps[i] = { ...steps[i]!, dice: steps[i]!.dice!.map((d) => (d === 6 ? 5 : 6)) };
    expect(openRecordText(JSON.stringify({ ...record, steps }))).toMatchObject({
      ok: false,
      error: { kind: "diceDiffer", index: i },
    });
    const result = { ...record.result!, winner: (record.result!.winner! + 1) % 4 };
    expect(openRecordText(JSON.stringify({ ...record, result }))).toMatchObject({
      ok: false,
      error: { kind: "resultDiffers" },
    });
  });

  it("refuses a nested or cyclic-looking document without a crash", () => {
    const deep = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    expect(openRecordText(deep)).toMatchObject({ ok: false });
    const config = { ...record.config, seed: "s".repeat(20_000) };
    expect(openRecordText(JSON.stringify({ ...record, config }))).toMatchObject({
      ok: false,
      error: { kind: "invalid" },
    });
  });
});

describe("seats of a record", () => {
  it("keeps string names (cut, escaped), the app's bot levels, and names missing seats", () => {
    const seats = recordSeats(
      {
        ...record,
        seats: [
          { name: "Anna" },
          { name: `Lungo${"o".repeat(100)}`, bot: "greedy" },
          { name: { evil: true }, bot: "cmd:python3 bot.py" },
        ] as never,
      },
      (s) => `Giocatore ${s + 1}`,
    );
    expect(seats[0]).toEqual({ kind: "human", level: "greedy", name: "Anna" });
    expect(seats[1]!.kind).toBe("bot");
    expect(seats[1]!.name.length).toBeLessThanOrEqual(41);
    expect(seats[2]).toEqual({ kind: "human", level: "greedy", name: "Giocatore 3" });
    expect(seats[3]!.name).toBe("Giocatore 4");
  });

  it("prints control characters escaped", () => {
    expect(printable("a\nb\u001b[2J")).toBe("a\\u{a}b\\u{1b}[2J");
  });
});
