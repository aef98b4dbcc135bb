/**
 * The fixed part of a Radetzky decision screen, from the deciding seat's view: the map of Milan,
 * a status line (round, First Player, Zones held, difficulty), the hands as the seat may see them
 * (RZ24), the Help tiles (advanced), the fight under way and the decision's title. Lines are cut
 * to 80 columns.
 */
import { DATA, type RadetzkyView } from "@italia/radetzky";
import { seatNumber, wrapLine } from "../render.js";
import { fightLines, handLines, helpsLine, mapLines, type SeatNames, seatText } from "./board.js";
import { zoneText } from "./names.js";

/** Items joined with ` · ` into lines of at most 80 columns. */
export function packed(items: readonly string[], width = 80): string[] {
  const out: string[] = [];
  let line = "";
  for (const item of items) {
    if (line !== "" && line.length + 3 + item.length <= width) line += ` · ${item}`;
    else {
      if (line !== "") out.push(line);
      line = item;
    }
  }
  if (line !== "") out.push(line);
  return out.flatMap((l) => wrapLine(l, width, "  "));
}

/** Zones held by a faction. */
function held(view: RadetzkyView, faction: "italy" | "austria"): number {
  return Object.values(view.zones).filter((z) => z.owner === faction).length;
}

/** The status line: round, First Player, Zones held against the 5 that end the game (RZ16). */
export function statusLine(view: RadetzkyView): string {
  const round = view.stage === "place" ? "Setup" : `Round ${view.round}`;
  const first =
    view.config.players > 1 ? ` · First Player: seat ${seatNumber(view.firstSeat)}` : "";
  const zones = `Zones: Italy ${held(view, "italy")}, Austria ${held(view, "austria")} (${DATA.rules.victoryZones} end the game)`;
  const line = `${round}${first} · ${zones} · difficulty ${view.config.difficulty}`;
  return line.length <= 80 ? line : `${round}${first} · ${zones}`;
}

/** What the seat deciding is asked, for the title line. */
export function decisionTitle(view: RadetzkyView, seat: number, names: SeatNames): string {
  const who = seatText(seat, names);
  const active = view.active;
  const where = active === null ? "" : ` in ${zoneText(view.patriots[active] ?? 0)}`;
  switch (view.stage) {
    case "place":
      return `${who}: place a Patriot on a Zone without Soldiers (RZ6.7)`;
    case "activate":
      return `${who}: which Patriot plays next? (RZ7.2)`;
    case "action":
      return `${who}, Patriot ${(active ?? 0) + 1}${where}: ${view.actionsLeft} action${view.actionsLeft === 1 ? "" : "s"} left (RZ8)`;
    case "respond":
      return `${who}: a card must be played into the fight (RZ11.3, RZ12.2)`;
    case "decide":
      return `${who}: a Win! Continue the fight or stop? (RZ11.4)`;
    case "choose":
      return `${who}: Rising! Choose a card to make Available (RZ17.4)`;
    case "over":
      return "The game is over.";
  }
}

/**
 * The screen's head: the map (coloured with `colour`; with `map` off, a line that says `b` shows
 * it, for a decision whose choices need the room), status, hands, Helps, fight and title.
 */
export function headLines(
  view: RadetzkyView,
  seat: number,
  names: SeatNames,
  colour = false,
  map = true,
): string[] {
  const helps = helpsLine(view);
  return [
    ...(map ? mapLines(view, colour) : ["(b = the map of Milan)"]),
    statusLine(view),
    ...packed(handLines(view, names)),
    ...(helps === null ? [] : packed([helps])),
    ...fightLines(view).flatMap((l) => wrapLine(l, 80, "  ")),
    ...wrapLine(decisionTitle(view, seat, names), 80, "  "),
  ];
}
