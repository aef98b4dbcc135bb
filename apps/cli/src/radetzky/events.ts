/**
 * A line per event of Radetzky (RZ25.5) for the log of `italia play --game radetzky`, the
 * Austrian turn (RZ14) and the new round (RZ15) included. Events are described as a seat may see
 * them (`radetzky.eventFor`): cards drawn into a hand the seat may not see are only counted.
 */
import type { RadetzkyEvent } from "@italia/radetzky";
import { seatNumber } from "../render.js";
import { cardText, handName, helpName, zoneText } from "./names.js";

/** The line of one event, or `null` for an event that says nothing to people. */
export function eventLine(e: RadetzkyEvent, advanced: boolean): string | null {
  const cards = (list: readonly string[]) => list.map((c) => cardText(c, advanced)).join(", ");
  switch (e.type) {
    case "patriotPlaced":
      return `Patriot ${e.patriot + 1} is placed in ${zoneText(e.zone)}.`;
    case "patriotActivated":
      return `Patriot ${e.patriot + 1} takes the next turn.`;
    case "patriotMoved":
      return `Patriot ${e.patriot + 1} moves from ${zoneText(e.from)} to ${zoneText(e.to)}.`;
    case "zoneConquered":
      return e.by === "italy"
        ? `The Patriots conquer ${zoneText(e.zone)} (RZ10).`
        : `Austria conquers ${zoneText(e.zone)} (2.B).`;
    case "austriaRevealed":
      return `Austria reveals ${e.cards.map((c) => cardText(c, false)).join(" + ")}.`;
    case "italyPlayed":
      return `Seat ${seatNumber(e.seat)} plays ${cardText(e.card, advanced)}${e.from === String(e.seat) || e.from === "solo" ? "" : ` from ${handName(e.from)}`}.`;
    case "exchangeResolved":
      return {
        win: "Win: a Soldier goes to the Lens.",
        tie: "Tie.",
        loss: "Loss.",
      }[e.result];
    case "fightEnded":
      if (e.kind === "radetzky") {
        return e.result === "won" ? "Radetzky is beaten!" : "The fight against Radetzky is lost.";
      }
      return e.result === "stopped"
        ? `The fight stops: ${e.defeated} Soldier${e.defeated === 1 ? "" : "s"} defeated.`
        : "The fight is lost: the Soldiers in the Lens go back.";
    case "radetzkyDefeated":
      return `Radetzky is defeated: ${e.castleRemoved === 1 ? "1 Soldier leaves" : `${e.castleRemoved} Soldiers leave`} the Castle.`;
    case "radetzkyMoved":
      return `Radetzky moves from ${zoneText(e.from)} to ${zoneText(e.to)}${e.picked ? " (drawn at random: the Zone deck is empty)" : ""}.`;
    case "soldiersPlaced":
      return e.zone === "castle"
        ? `${e.step}: ${e.count === 1 ? "1 reinforcement goes" : `${e.count} reinforcements go`} to the Castle.`
        : `${e.step}: +${e.count} on ${zoneText(e.zone)}.`;
    case "castlePoured":
      return `2.A: ${e.count} Soldiers pour out of the Castle.`;
    case "deckShuffled":
      return `The ${e.deck === "zone" ? "Zone" : e.deck === "austria" ? "Austria" : "Italy"} deck is shuffled.`;
    case "cardsDrawn":
      return e.cards === null
        ? `${capital(handName(e.hand))} draws ${e.count} card${e.count === 1 ? "" : "s"}.`
        : `${capital(handName(e.hand))} draws ${cards(e.cards) || "nothing"}.`;
    case "tableCardsDrawn":
      return `Patriot ${e.patriot + 1} gives table cards: ${cards(e.cards) || "none"}.`;
    case "helpUsed":
      return `${helpName(e.help)} (${e.side}) is used with ${cardText(e.card, advanced)}.`;
    case "helpStrengthened":
      return `${helpName(e.help)} is strengthened with ${cards(e.cards)}${e.heroic ? ": it turns Heroic" : ""}.`;
    case "barricadePlaced":
      return `A Mobile Barricade goes up in ${zoneText(e.zone)}.`;
    case "soldierMoved":
      return `A Soldier moves from ${zoneText(e.from)} to ${zoneText(e.to)}.`;
    case "soldierRemoved":
      return `A Soldier leaves ${e.from === "castle" ? "the Castle" : zoneText(e.from)} for the reserve.`;
    case "combatCubeMoved":
      return `The Combat cube moves from ${e.from} to ${e.to}.`;
    case "zoneAvailable":
      return `The card of ${zoneText(e.zone)} becomes Available.`;
    case "turnEnded":
      return `Patriot ${e.patriot + 1}'s turn ends.`;
    case "austrianTurn":
      return `— The Austrian turn of round ${e.round} (RZ14) —`;
    case "roundStarted":
      return `— Round ${e.round}: seat ${seatNumber(e.firstSeat)} is First Player —`;
    case "gameOver":
      return e.winner === "italy"
        ? "The Patriots win: Milan is free! (RZ16)"
        : `Austria wins (${e.reason === "zones" ? "5 Zones" : "the reserve cannot pay the reinforcements"}, RZ16).`;
  }
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What a Win, a Tie or a Loss of an exchange does (RZ11.4–RZ11.6). */
const RESULT = {
  win: "Win, a Soldier to the Lens",
  tie: "Tie",
  loss: "Loss",
} as const;

/**
 * One exchange of a fight against the Soldiers on one line (RZ11.3): `Austria reveals Map; seat 3
 * plays Swords: Win, …` for the reveal, the card played and the result at `events[i]` on (or the
 * card and the result alone), with how many events it took; `null` if no exchange starts there.
 */
function exchangeLine(
  events: readonly RadetzkyEvent[],
  i: number,
  advanced: boolean,
): { line: string; used: number } | null {
  const first = events[i];
  const revealed = first?.type === "austriaRevealed" ? first : null;
  const at = revealed ? i + 1 : i;
  const played = events[at];
  const resolved = events[at + 1];
  if (played?.type !== "italyPlayed" || resolved?.type !== "exchangeResolved") return null;
  const own = played.from === String(played.seat) || played.from === "solo";
  const card = `${cardText(played.card, advanced)}${own ? "" : ` from ${handName(played.from)}`}`;
  const shown = revealed
    ? `Austria reveals ${revealed.cards.map((c) => cardText(c, false)).join(" + ")}; `
    : "";
  return {
    line: `${shown}${shown ? "seat" : "Seat"} ${seatNumber(played.seat)} plays ${card}: ${RESULT[resolved.result]}.`,
    used: at + 2 - i,
  };
}

/**
 * The lines of a step's events, as a seat may see them: an exchange of a fight on one line, and
 * the 2.D reinforcements of one step on one line (`2.D.2: +1 Soldier on 1, 2, 5.`), so a fight
 * or an Austrian turn takes a few lines, not twenty.
 */
export function eventLines(events: readonly RadetzkyEvent[], advanced: boolean): string[] {
  const out: string[] = [];
  let placed: { step: string; zones: string[] } | null = null;
  const flush = () => {
    if (placed) out.push(`${placed.step}: +1 Soldier on ${placed.zones.join(", ")}.`);
    placed = null;
  };
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    const exchange = exchangeLine(events, i, advanced);
    if (exchange) {
      flush();
      out.push(exchange.line);
      i += exchange.used - 1;
      continue;
    }
    if (e.type === "soldiersPlaced" && e.zone !== "castle" && e.count === 1) {
      if (placed && placed.step !== e.step) flush();
      placed ??= { step: e.step, zones: [] };
      placed.zones.push(String(e.zone));
      continue;
    }
    flush();
    const line = eventLine(e, advanced);
    if (line) out.push(line);
  }
  flush();
  return out;
}
