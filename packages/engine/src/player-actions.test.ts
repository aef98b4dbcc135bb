import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { apply } from "./apply.js";
import { legalActions } from "./legal.js";
import { applyPlayerAction, isHostAction, parsePlayerAction } from "./player-actions.js";
import { newGame } from "./setup.js";
import { playRandomGame } from "./testing/random-play.js";

const timed = () => newGame({ players: 3, seed: "clock", limit: { minutes: 30 } });

describe("clockExpired is the host's action (R11.4, issue #8)", () => {
  it("R11.4 isHostAction is true only for clockExpired", () => {
    expect(isHostAction({ type: "clockExpired" })).toBe(true);
    expect(isHostAction({ type: "endTurn", seat: 0 })).toBe(false);
  });

  it("R11.4 parsePlayerAction and applyPlayerAction refuse clockExpired; the host's apply takes it", () => {
    const state = timed();
    const parsed = parsePlayerAction({ type: "clockExpired" });
    expect(parsed).toMatchObject({
      ok: false,
      error: { code: "HOST_ACTION", rule: "R11.4", path: "$.type" },
    });
    const refused = applyPlayerAction(state, { type: "clockExpired" }, 0);
    expect(refused.ok).toBe(false);
    expect(refused.state).toBe(state);
    expect(refused.state.clockExpired).toBe(false);
    // The host reports the clock through apply.
    const host = apply(state, { type: "clockExpired" });
    expect(host.ok && host.state.clockExpired).toBe(true);
  });

  it("refuses an action in another seat's name when the client's seat is given", () => {
    const state = timed();
    const mine = legalActions(state)[0]!;
    const other = (mine.seat + 1) % 3;
    expect(parsePlayerAction(mine, mine.seat)).toEqual({ ok: true, action: mine });
    expect(parsePlayerAction(mine)).toEqual({ ok: true, action: mine });
    const result = applyPlayerAction(state, mine, other);
    expect(result).toMatchObject({
      ok: false,
      error: { code: "NOT_YOUR_SEAT", rule: null, path: "$.seat" },
    });
    expect(result.state).toBe(state);
    expect(applyPlayerAction(state, mine, mine.seat).ok).toBe(true);
  });

  it("passes malformed actions' refusals through unchanged", () => {
    expect(parsePlayerAction({ type: "attack", seat: 0 })).toMatchObject({
      ok: false,
      error: { code: "MISSING_FIELD", path: "$.from" },
    });
    expect(parsePlayerAction(null)).toMatchObject({ ok: false, error: { code: "INVALID_ACTION" } });
  });

  const steps: { state: ReturnType<typeof timed>; action: unknown }[] = [];
  playRandomGame({ players: 4, seed: "client-path", limit: { minutes: 20 } }, 2, (s) => {
    if (steps.length < 400) steps.push({ state: s.before, action: s.action });
  });

  test.prop(
    [
      fc.nat(steps.length - 1),
      fc.constantFrom<unknown>(
        { type: "clockExpired" },
        { type: "clockExpired", seat: 0 },
        JSON.parse('{"type":"clockExpired"}'),
      ),
    ],
    { numRuns: 200 },
  )(
    "R11.4 no client input ever sets the clock: every player action applies as apply does",
    (i, hostile) => {
      const { state, action } = steps[i]!;
      const viaClient = applyPlayerAction(state, hostile, state.currentSeat);
      expect(viaClient.ok).toBe(false);
      expect(viaClient.state.clockExpired).toBe(state.clockExpired);
      const legal = applyPlayerAction(state, action, state.currentSeat);
      const direct = apply(state, action);
      expect(legal).toEqual(direct);
    },
  );
});
