/**
 * The numbered choices of a Radetzky decision: every legal action of the seat (RZ25.3), grouped —
 * moves, then conquest and fights, Refresh, Helps, Strengthen — each with a sentence for people
 * and a short form for two columns. `0` is always «end the turn» when it is legal (RZ7.3). A
 * card owed in a fight shows the exchange: what it does against the cards Austria shows (RZ11.3,
 * RZ12.3). Choices that read the same (two Swords from one hand) are one choice.
 */
import {
  adjacent,
  beats,
  cleanAdjacent,
  iconOf,
  type RadetzkyAction,
  type RadetzkyView,
} from "@italia/radetzky";
import { stillNeeded } from "./board.js";
import { cardText, handName, helpName, iconName, patriotTag, zoneName, zoneText } from "./names.js";

/** One numbered choice. */
export interface RzChoice {
  /** The number typed to choose it. */
  readonly number: number;
  /** The action it plays. */
  readonly action: RadetzkyAction;
  /** The sentence shown. */
  readonly text: string;
  /** A short form for two columns. */
  readonly short: string;
}

/** The order of the groups of choices. */
const GROUP: Readonly<Record<RadetzkyAction["type"], number>> = {
  placePatriot: 0,
  activate: 0,
  playCard: 0,
  continueFight: 0,
  stopFight: 1,
  chooseAvailable: 0,
  move: 1,
  conquer: 2,
  fightSoldiers: 2,
  fightRadetzky: 2,
  refresh: 3,
  useHelp: 4,
  strengthen: 5,
  endTurn: 9,
};

/** What a card does in the exchange under way (RZ11.3c, RZ12.3). */
function exchangeText(card: string, view: RadetzkyView): string {
  const fight = view.fight;
  if (!fight) return "";
  const mine = iconOf(card);
  if (fight.kind === "radetzky") {
    return stillNeeded(view).includes(mine) ? "needed for a Win" : "not needed: the fight is lost";
  }
  const shown = fight.current.map(iconOf);
  if (shown.some((a) => beats(mine, a))) return "Win";
  if (shown.includes(mine)) return "Tie";
  return "Loss";
}

/** The Soldiers of a Zone, for choices: `▪3`. */
function soldiersOf(view: RadetzkyView, zone: number): string {
  return `▪${view.zones[String(zone)]?.soldiers ?? 0}`;
}

/** A choice's sentence and short form. */
export function describeAction(
  a: RadetzkyAction,
  view: RadetzkyView,
  from: ReadonlyMap<string, string> = new Map(),
): { text: string; short: string } {
  const advanced = view.config.mode === "advanced";
  const here = view.active === null ? null : (view.patriots[view.active] ?? null);
  switch (a.type) {
    case "placePatriot":
      return {
        text: `Place Patriot ${a.patriot + 1} in ${zoneText(a.zone)}`,
        short: zoneText(a.zone),
      };
    case "activate":
      return {
        text: `Patriot ${a.patriot + 1} (in ${zoneText(view.patriots[a.patriot] ?? 0)}) takes this turn`,
        short: `${patriotTag(a.patriot)} in ${zoneName(view.patriots[a.patriot] ?? 0)}`,
      };
    case "move": {
      const barrier =
        here !== null &&
        adjacent(here).includes(a.zone as never) &&
        !cleanAdjacent(here).includes(a.zone as never)
          ? " across a Barrier"
          : "";
      const owner = view.zones[String(a.zone)]?.owner;
      const notes = [
        soldiersOf(view, a.zone),
        ...(owner ? [owner === "italy" ? "Italian" : "Austrian"] : []),
        ...(view.radetzky === a.zone ? ["Radetzky: you are locked there, RZ8.3"] : []),
      ];
      return {
        text: `Move to ${zoneText(a.zone)}${barrier} (${notes.join(", ")})`,
        short: `Move: ${zoneText(a.zone)}`,
      };
    }
    case "conquer":
      return {
        text: `Conquer ${here === null ? "this Zone" : zoneText(here)} (RZ10)`,
        short: "Conquer",
      };
    case "fightSoldiers":
      return {
        text: `Fight the Soldiers here (${here === null ? "" : soldiersOf(view, here)}; RZ11)`,
        short: "Fight Soldiers",
      };
    case "fightRadetzky":
      return { text: "Fight Radetzky: 3 Austria cards at once (RZ12)", short: "Fight Radetzky" };
    case "refresh":
      return { text: "Refresh your hand: draw up to 4 (RZ13)", short: "Refresh hand" };
    case "endTurn":
      return { text: "End the turn (RZ7.3)", short: "End the turn" };
    case "playCard": {
      const source = from.get(a.card);
      const what = cardText(a.card, advanced);
      const whence = source ? ` from ${handName(source)}` : "";
      const result = exchangeText(a.card, view);
      return {
        text: `Play ${what}${whence}${result ? ` — ${result}` : ""}`,
        short: `${what}${result ? ` (${result.split(":")[0]})` : ""}`,
      };
    }
    case "continueFight":
      return { text: "Continue the fight: Austria reveals again (RZ11.4)", short: "Continue" };
    case "stopFight":
      return { text: "Stop the fight: the Lens Soldiers are defeated (RZ11.4)", short: "Stop" };
    case "chooseAvailable":
      return {
        text: `Make the card of ${zoneText(a.zone)} Available (Rising, RZ17.4)`,
        short: zoneText(a.zone),
      };
    case "useHelp": {
      const card = cardText(a.card, true);
      let what = "";
      if (a.path) what = `fly to ${a.path.map(zoneText).join(", then ")}`;
      else if (a.zone !== undefined) what = `Mobile Barricade in ${zoneText(a.zone)}`;
      else if (a.from !== undefined && a.to !== undefined)
        what = `move a Soldier from ${zoneText(a.from)} to ${zoneText(a.to)}`;
      const help = card.split("/")[1] ?? "Help";
      if (!what) what = help === "Rifle" ? "fight the Soldiers with the Rifle" : "draw cards";
      const icon = iconName(iconOf(a.card));
      const target = a.path
        ? `→${a.path.join("→")}`
        : a.zone !== undefined
          ? `▦${a.zone}`
          : a.from !== undefined
            ? `${a.from}→${a.to}`
            : help === "Rifle"
              ? "fight"
              : "draw";
      return {
        text: `${help} (${card}): ${what} (RZ18)`,
        short: `${help} (${icon}): ${target}`,
      };
    }
    case "strengthen": {
      const icons = a.cards.map((c) => iconName(iconOf(c)));
      return {
        text: `Strengthen ${helpName(a.help)} with ${icons.length} ${icons[0] ?? ""} (RZ19)`,
        short: `Strengthen ${helpName(a.help).replace("Hot-Air ", "")} +${icons.length}`,
      };
    }
  }
}

/**
 * Numbers a decision's legal actions: grouped, the same sentence once, «end the turn» as 0 and
 * the others from 1. `from` names each pool card's hand, for cards owed in a fight.
 */
export function numberChoices(
  actions: readonly RadetzkyAction[],
  view: RadetzkyView,
  from: ReadonlyMap<string, string> = new Map(),
): RzChoice[] {
  const seen = new Set<string>();
  const described = actions
    .map((action, i) => ({ action, i, ...describeAction(action, view, from) }))
    .filter((c) => {
      if (seen.has(c.text)) return false;
      seen.add(c.text);
      return true;
    })
    .sort((x, y) => GROUP[x.action.type] - GROUP[y.action.type] || x.i - y.i);
  let next = 1;
  return described.map((c) => ({
    number: c.action.type === "endTurn" ? 0 : next++,
    action: c.action,
    text: c.text,
    short: c.short,
  }));
}
