import {
  fromPosition,
  legalMoves,
  moveAction,
  type PlayerAction,
  toPosition,
} from "@italia/engine";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "../../../i18n/context";
import { translator } from "../../../i18n/i18n";
import { HostNotice } from "../ui/HostNotice";
import { describeEntry } from "./describe";
import { TURN_ACTIONS, turnActionsOf } from "./host";
import { humanDecision, initModel, type Model, update } from "./localTable";
import { visibleLog } from "./log";
import { act, type Session } from "./session";
import { BOT, HUMAN, playUntil, session } from "./testing";

/** Seat 0 (a person) after its attacks, with Giro in Vespa played: fortify moves without end. */
function vespaTurn(): Session {
  const s = playUntil(
    session([HUMAN, BOT, BOT, BOT]),
    (x) =>
      x.state.currentSeat === 0 &&
      x.state.round >= 2 &&
      x.state.pendingArmies === 0 &&
      x.state.stage === "attack" &&
      legalMoves(x.state).some((m) => m.type === "fortify"),
  );
  const position = toPosition(s.state);
  const built = fromPosition({ ...position, turn: { ...position.turn, vespa: true } });
  if (!built.ok) throw new Error(built.error.message);
  return { ...s, state: built.state };
}

/** A person's first fortify move (the fewest armies), as the panel would send it. */
function fortify(m: Model): PlayerAction | null {
  const d = humanDecision(m);
  const move = d ? legalMoves(m.session.state).find((x) => x.type === "fortify") : undefined;
  return move ? moveAction(move) : null;
}

describe("a person's turn goes through the bot SDK's GameHost", () => {
  it("R7.3: endless fortify moves after Giro in Vespa are stopped by the host's bound, which ends the turn and says why", () => {
    let m = initModel(vespaTurn());
    const before = turnActionsOf(
      m.session.record.steps.map((s) => s.action),
      0,
    );
    let moves = 0;
    for (; moves < TURN_ACTIONS * 2 && m.session.state.currentSeat === 0; moves++) {
      const action = fortify(m);
      if (!action) break;
      m = update(m, { type: "act", action });
      expect(m.error).toBeNull();
    }
    // The host ended the turn at its bound: not one move more.
    expect(m.session.state.currentSeat).not.toBe(0);
    expect(moves).toBe(TURN_ACTIONS - before);
    expect(m.notice).toEqual({ kind: "turnLimit", seat: 0, limit: TURN_ACTIONS });
    // The host's own end of the turn is in the record and the log, after the person's moves.
    const steps = m.session.record.steps;
    let last = steps.length - 1;
    while ((steps[last]!.action as { seat?: number }).seat !== 0) last--;
    expect(steps[last]!.action).toEqual({ type: "endTurn", seat: 0 });
    expect(steps[last - 1]!.action.type).toBe("fortify");
    const ended = m.session.log.find((e) => e.seat === 0 && e.byHost)!;
    expect(ended.action).toBe("endTurn");
    const lines = describeEntry(translator("en"), visibleLog([ended], 0)[0]!, (s) => `P${s + 1}`);
    expect(lines[0]!.text).toBe("The host ends P1’s turn");
    expect(lines[0]!.why).toContain(`at most ${TURN_ACTIONS} actions`);
    // Said plainly on the screen, with the bound and the rule.
    const html = renderToStaticMarkup(
      <I18nProvider>
        <HostNotice notice={m.notice!} nameOf={(s) => `P${s + 1}`} onClose={() => {}} />
      </I18nProvider>,
    );
    expect(html).toContain(`un turno conta al massimo ${TURN_ACTIONS} azioni (R7.3)`);
    expect(html).toContain("di P1");
    // Dismissed on demand.
    expect(update(m, { type: "dismissNotice" }).notice).toBeNull();
  });

  it("refuses an action for another seat, or an illegal one, with the engine's error", () => {
    const s = session([HUMAN, BOT, BOT]);
    const other = act(s, { type: "endTurn", seat: (s.state.currentSeat + 1) % 3 });
    expect(other.ok).toBe(false);
    const illegal = act(s, { type: "endTurn", seat: s.state.currentSeat });
    expect(illegal.ok).toBe(false);
    if (!illegal.ok) expect(illegal.error.code).toBeTypeOf("string");
  });
});
