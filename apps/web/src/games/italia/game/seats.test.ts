import { describe, expect, it } from "vitest";
import { initModel, update } from "./localTable";
import { changeSeat } from "./seats";
import { act, resumeSession } from "./session";
import { BOT, HUMAN, playUntil, session } from "./testing";

const ANNA = HUMAN;
const BEA = { ...HUMAN, name: "Bea" };

describe("seats handed to a bot from the game menu", () => {
  it("a person hands a seat to a bot and takes it back; a bot's own seat cannot be taken", () => {
    const away = changeSeat([ANNA, BOT, BOT], 0, "toBot")!;
    expect(away[0]).toEqual({ kind: "bot", level: "greedy", name: "Anna", standIn: "away" });
    expect(changeSeat(away, 0, "takeBack")![0]).toEqual({
      kind: "human",
      level: "greedy",
      name: "Anna",
    });
    expect(changeSeat([ANNA, BOT, BOT], 1, "takeBack")).toBeNull();
    expect(changeSeat([ANNA, BOT, BOT], 1, "toBot")).toBeNull();
    expect(changeSeat([ANNA, BOT, BOT], 1, "resign")).toBeNull();
  });

  it("resigning (the rules have none) hands the seat to a bot for the rest of the game, marked so", () => {
    const resigned = changeSeat([ANNA, BOT, BOT], 0, "resign")!;
    expect(resigned[0]).toMatchObject({ kind: "bot", standIn: "resigned" });
    expect(changeSeat(resigned, 0, "takeBack")).toBeNull();
    // A person whose seat a bot plays for now may still resign it.
    const away = changeSeat([ANNA, BOT, BOT], 0, "toBot")!;
    expect(changeSeat(away, 0, "resign")![0]).toMatchObject({ standIn: "resigned" });
  });

  it("the bot plays on from the seat's decision, and a resumed game keeps who plays each seat", () => {
    let m = initModel(session([ANNA, BEA, BOT, BOT]));
    m = update(m, { type: "seat", seat: 0, change: "resign" });
    m = update(m, { type: "seat", seat: 1, change: "toBot" });
    expect(m.session.seats.map((s) => s.standIn ?? s.kind)).toEqual([
      "resigned",
      "away",
      "bot",
      "bot",
    ]);
    // Nobody plays here now: nobody's secrets are shown, and no hand-over is asked.
    expect(m.viewer).toBeNull();
    // Bot actions are taken for the handed seats.
    const s = playUntil(m.session, (x) => x.record.steps.length > 12);
    const resumed = resumeSession(JSON.parse(JSON.stringify(s.record)))!;
    expect(resumed.seats).toEqual(m.session.seats);
    expect(s.record.seats?.[0]).toEqual({ name: "Anna", bot: "greedy", standIn: "resigned" });
    // Taken back: the person plays again, and sees their own secrets.
    const back = update(initModel(resumed), { type: "seat", seat: 1, change: "takeBack" });
    expect(back.session.seats[1]).toEqual({ kind: "human", level: "greedy", name: "Bea" });
    expect(back.viewer).toBe(1);
  });

  it("nothing changes hands once the game is over", () => {
    const over = playUntil(
      session([ANNA, BOT, BOT], "seats-over", 1),
      (x) => x.state.stage === "over",
      20000,
    );
    const m = initModel(over);
    expect(update(m, { type: "seat", seat: 0, change: "resign" })).toBe(m);
    expect(act(over, { type: "endTurn", seat: over.state.currentSeat }).ok).toBe(false);
  });
});
