/**
 * The end of a turn (RZ7.3, RZ22.4) and what follows it: the next Patriot's turn, the solitaire
 * choice (RZ7.2), or Phases 2 and 3 after the last Patriot (RZ7.4).
 *
 * @module
 */
import { austrianTurn } from "./austria.js";
import { type Ctx, refill } from "./chance.js";
import { RULES } from "./data.js";
import { isSolo, patriotOrder } from "./seats.js";

/** Ends the active Patriot's turn (RZ7.3) and starts what comes next. */
export function endTurn(ctx: Ctx): void {
  const { d } = ctx;
  const patriot = d.active!;
  ctx.events.push({ type: "turnEnded", patriot });
  d.fight = null;
  d.rising = null;
  if (isSolo(d)) {
    // RZ22.4, D42: Patriot by Patriot in ascending number, each in draw order.
    for (const q of Object.keys(d.table).sort((a, b) => Number(a) - Number(b))) {
      d.italyDiscard.push(...(d.table[q] ?? []));
    }
    d.table = {};
    d.tableGiven = [];
    refill(ctx, "solo", RULES.handSize);
  }
  d.done = [...d.done, patriot].sort((a, b) => a - b);
  const next = patriotOrder(d).find((q) => !d.done.includes(q));
  d.actionsLeft = RULES.actionsPerTurn;
  if (next === undefined) {
    austrianTurn(ctx);
    return;
  }
  if (isSolo(d)) {
    d.stage = "activate";
    d.active = null;
  } else {
    d.stage = "action";
    d.active = next;
  }
}

/** Back to the turn once an action is fully resolved; the turn ends after its third (RZ7.3). */
export function resume(ctx: Ctx): void {
  ctx.d.stage = "action";
  if (ctx.d.actionsLeft <= 0) endTurn(ctx);
}
