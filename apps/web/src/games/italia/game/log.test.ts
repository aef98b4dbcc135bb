import { eventsFor, fromPosition, legalMoves, toPosition } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { translator } from "../../../i18n/i18n";
import { describeEntry } from "./describe";
import { visibleLog } from "./log";
import { act, type Session } from "./session";
import { BOT, HUMAN, playUntil, session } from "./testing";

/** Seat 0 about to end its turn in overtime, having conquered `conquered` regions this turn. */
function overtimeTurnEnd(conquered: number): Session {
  const s = playUntil(
    session([HUMAN, BOT, BOT, BOT]),
    (x) =>
      x.state.currentSeat === 0 &&
      x.state.round >= 2 &&
      x.state.pendingArmies === 0 &&
      x.state.stage === "attack",
  );
  const p = toPosition(s.state);
  const built = fromPosition({
    ...p,
    round: 4,
    limit: { rounds: 3 },
    overtimeFromRound: null,
    turn: { ...p.turn, conqueredThisTurn: conquered },
  });
  if (!built.ok) throw new Error(built.error.message);
  return { ...s, state: built.state };
}

const tr = translator("it");
const nameOf = (seat: number) => `P${seat + 1}`;

describe("the full log", () => {
  it("R11.4: a turn end in overtime without the Sdadata roll is logged, with why (more than 2 conquests) and the rule to open", () => {
    const skipped = act(overtimeTurnEnd(3), { type: "endTurn", seat: 0 });
    if (!skipped.ok) throw new Error(skipped.error.message);
    const entry = skipped.session.log.at(-1)!;
    expect(entry.sdadataSkip).toEqual({ conquered: 3, threshold: 4 });
    const lines = describeEntry(tr, visibleLog([entry], 1)[0]!, nameOf);
    expect(lines.map((l) => l.text)).toEqual(
      expect.arrayContaining([
        "P1 passa",
        "Fine del turno di P1",
        "P1 non tira la Sdadata: 3 regioni conquistate in questo turno",
      ]),
    );
    const skip = lines.find((l) => l.text.includes("non tira"));
    expect(skip?.why).toContain("R11.4");
    expect(skip?.rule).toBe("R11.4");

    // With 2 conquests the seat rolls: no skip, the roll is logged.
    const rolled = act(overtimeTurnEnd(2), { type: "endTurn", seat: 0 });
    if (!rolled.ok) throw new Error(rolled.error.message);
    expect(rolled.session.log.at(-1)!.sdadataSkip).toBeNull();
    expect(rolled.events.some((e) => e.type === "sdadataRolled")).toBe(true);
  });

  it("R7.3: a turn ended by one plain fortify move says so, with why on demand and the rule to open", () => {
    const s = playUntil(
      session([HUMAN, BOT, BOT, BOT]),
      (x) =>
        x.state.currentSeat === 0 &&
        x.state.pendingArmies === 0 &&
        x.state.stage === "attack" &&
        legalMoves(x.state).some((m) => m.type === "fortify"),
    );
    const fortify = legalMoves(s.state).find((m) => m.type === "fortify")!;
    if (fortify.type !== "fortify") throw new Error("no fortify");
    const r = act(s, { type: "fortify", seat: 0, from: fortify.from, to: fortify.to, count: 1 });
    if (!r.ok) throw new Error(r.error.message);
    const lines = describeEntry(tr, visibleLog(r.session.log, 0).at(-1)!, nameOf);
    expect(lines[0]).toMatchObject({ kind: "move" });
    const end = lines.find((l) => l.text.startsWith("Fine del turno di P1"))!;
    expect(end.text).toBe("Fine del turno di P1: lo spostamento chiude il turno");
    expect(end.why).toContain("R7.3");
    expect(end.rule).toBe("R7.3");
  });

  it("keeps every entry of a long game (no cut), each with its lines, passes and turn ends included", () => {
    const s = playUntil(
      session([HUMAN, BOT, BOT, BOT], "log-all", 80),
      (x) => x.state.stage === "over",
      20_000,
    );
    // More entries than the log used to keep (400), every action of the game.
    expect(s.log.length).toBe(s.record.steps.length);
    expect(s.log.length).toBeGreaterThan(400);
    const shown = visibleLog(s.log, null);
    expect(shown.every((e) => e.visibleTo === null)).toBe(true);
    const lines = shown.flatMap((e) => describeEntry(translator("en"), e, nameOf));
    const passes = s.log.filter((e) => e.action === "endTurn").length;
    expect(passes).toBeGreaterThan(0);
    expect(lines.filter((l) => / passes$/.test(l.text))).toHaveLength(passes);
    expect(lines.filter((l) => l.text.startsWith("End of "))).toHaveLength(
      s.log.flatMap((e) => e.events).filter((e) => e.type === "turnEnded").length,
    );
    // A viewer never gets another seat's card in a log line (R12).
    const seat0 = visibleLog(s.log, 0);
    for (const [i, e] of seat0.entries()) expect(e.events).toEqual(eventsFor(s.log[i]!.events, 0));
  });
});
