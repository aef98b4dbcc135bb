/**
 * The advanced game's Helps: Use a Help (RZ18) and Strengthen a Help (RZ19), and the Mobile
 * Barricade's limit (RZ20.1).
 *
 * @module
 */
import { barricadeLimit, isOpen } from "./austria.js";
import { type Ctx, drawInto, italyLeft } from "./chance.js";
import {
  adjacent,
  cleanAdjacent,
  type HelpId,
  helpOf,
  iconOf,
  isHelp,
  isZone,
  RULES,
  tableFor,
} from "./data.js";
import { type RadetzkyError, refusal } from "./errors.js";
import { checkFightSoldiers, startFight } from "./fight.js";
import { removeFrom } from "./piles.js";
import { handKey } from "./seats.js";
import { type RadetzkyState, zoneOf } from "./state.js";
import { resume } from "./turn.js";

/** An action's fields, read but not yet checked. */
export type RawAction = Readonly<Record<string, unknown>>;

/** The active Patriot's hand (RZ1.9; solitaire: the solo hand). */
export function activeHand(state: RadetzkyState): readonly string[] {
  return state.hands[handKey(state, state.active ?? 0)] ?? [];
}

/** The side Help `help`'s tile shows. */
function sideOf(state: RadetzkyState, help: HelpId): "base" | "heroic" {
  return state.helps[help]?.side ?? "base";
}

/** The cost of strengthening Help `help` (RZ19.2: RC, or RC + 1). */
export function helpCost(players: number, help: HelpId): number {
  return tableFor(players).helpCost[help];
}

const isInt = (x: unknown): x is number => typeof x === "number" && Number.isInteger(x);

/** The conditions of Use a Help with `a.card` (in the active hand, RZ18.1 already checked). */
export function checkUseHelp(state: RadetzkyState, a: RawAction): RadetzkyError | null {
  const card = a.card as string;
  const help = helpOf(card);
  const side = sideOf(state, help);
  const here = state.patriots[state.active ?? -1] ?? -1;
  const no = (rule: "RZ18.3" | "RZ18.4" | "RZ18.6" | "RZ18.7", message: string) =>
    refusal("NOT_ALLOWED", rule, message);
  switch (help) {
    case "balloon": {
      const path = a.path;
      const max = RULES.balloonSteps[side];
      if (!Array.isArray(path) || path.length < 1 || path.length > max || !path.every(isInt)) {
        return no("RZ18.3", `the Balloon's path is 1 to ${max} Zones`);
      }
      let at = here;
      for (const z of path as number[]) {
        if (!adjacent(at).includes(z as never))
          return no("RZ18.3", `Zone ${z} is not adjacent to ${at}`);
        at = z;
      }
      if (path.length > 1 && path[0] === state.radetzky) {
        return no("RZ18.3", "the path stops in Radetzky's Zone (D27)");
      }
      return null;
    }
    case "martinitt":
      return italyLeft(state) >= 1
        ? null
        : no("RZ18.4", "the Italy deck and discard pile are empty");
    case "rifle":
      return checkFightSoldiers(state, "RZ18.5", card);
    case "barricade": {
      const placed = Object.values(state.zones).filter((z) => z.barricade).length;
      if (placed >= barricadeLimit(state.config.players)) {
        return no("RZ18.6", "the Mobile Barricades are all in play (RZ20.1)");
      }
      if (!isZone(a.zone) || !isOpen(state, a.zone) || state.zones[String(a.zone)]?.barricade) {
        return no("RZ18.6", "the target is an open Zone without a Mobile Barricade (D28)");
      }
      return null;
    }
    case "noblewoman": {
      if (!isZone(a.from) || (state.zones[String(a.from)]?.soldiers ?? 0) < 1) {
        return no("RZ18.7", "`from` is a Zone holding at least 1 Soldier");
      }
      if (!isInt(a.to) || !cleanAdjacent(a.from).includes(a.to as never) || !isOpen(state, a.to)) {
        return no("RZ18.7", "`to` is an open Zone linked to `from` without a Barrier");
      }
      return null;
    }
  }
}

/** Uses the Help of `a.card` (RZ18), paying one action. */
export function useHelp(ctx: Ctx, a: RawAction): void {
  const { d } = ctx;
  const state = d as RadetzkyState;
  const card = a.card as string;
  const help = helpOf(card);
  const side = sideOf(state, help);
  const patriot = d.active!;
  d.actionsLeft--;
  removeFrom(d.hands[handKey(d, patriot)] ?? [], card);
  ctx.events.push({ type: "helpUsed", help, side, card });
  switch (help) {
    case "rifle":
      startFight(ctx, "soldiers", RULES.rifleReveal[side], card);
      return;
    case "balloon":
      for (const to of a.path as number[]) {
        ctx.events.push({ type: "patriotMoved", patriot, from: d.patriots[patriot]!, to });
        d.patriots[patriot] = to;
      }
      break;
    case "martinitt":
      drawInto(ctx, handKey(d, patriot), RULES.martinittDraw[side]);
      break;
    case "barricade": {
      const zone = zoneOf(d, a.zone as number);
      zone.barricade = true;
      ctx.events.push({ type: "barricadePlaced", zone: a.zone as number });
      if (side === "heroic" && zone.soldiers >= 1) {
        zone.soldiers--;
        d.reserve++;
        ctx.events.push({ type: "soldierRemoved", from: a.zone as number });
      }
      break;
    }
    case "noblewoman": {
      zoneOf(d, a.from as number).soldiers--;
      zoneOf(d, a.to as number).soldiers++;
      ctx.events.push({ type: "soldierMoved", from: a.from as number, to: a.to as number });
      if (side === "heroic" && d.castle >= 1) {
        d.castle--;
        d.reserve++;
        ctx.events.push({ type: "soldierRemoved", from: "castle" });
      }
      break;
    }
  }
  d.italyDiscard.push(card);
  resume(ctx);
}

/** The conditions of Strengthen a Help (RZ19.1, D30). */
export function checkStrengthen(state: RadetzkyState, a: RawAction): RadetzkyError | null {
  const no = (message: string) => refusal("NOT_ALLOWED", "RZ19.1", message);
  if (!isHelp(a.help)) return no("`help` names one of the 5 Help tiles");
  const tile = state.helps[a.help];
  if (tile === undefined || tile.side !== "base") return no("only a Base tile can be strengthened");
  const cards = a.cards;
  if (!Array.isArray(cards) || cards.length === 0) return no("at least 1 card goes under the tile");
  if (new Set(cards).size !== cards.length) return no("a card is named twice");
  const hand = activeHand(state);
  if (!cards.every((c) => typeof c === "string" && hand.includes(c))) {
    return no("the cards come from the active hand");
  }
  const icons = new Set([...cards, ...tile.under].map((c) => iconOf(c as string)));
  if (icons.size !== 1) return no("all the cards show the same top icon as those under the tile");
  if (cards.length > helpCost(state.config.players, a.help) - tile.under.length) {
    return no("more cards than the tile still needs (D30)");
  }
  return null;
}

/** Strengthens a Help (RZ19), paying one action; at its cost the tile turns Heroic (RZ19.3). */
export function strengthen(ctx: Ctx, a: RawAction): void {
  const { d } = ctx;
  const help = a.help as HelpId;
  const cards = a.cards as string[];
  const tile = d.helps[help]!;
  d.actionsLeft--;
  const hand = d.hands[handKey(d, d.active!)] ?? [];
  for (const c of cards) removeFrom(hand, c);
  tile.under.push(...cards);
  const heroic = tile.under.length >= helpCost(d.config.players, help);
  ctx.events.push({ type: "helpStrengthened", help, cards: [...cards], heroic });
  if (heroic) {
    tile.side = "heroic";
    d.italyDiscard.push(...tile.under);
    tile.under = [];
  }
  resume(ctx);
}
