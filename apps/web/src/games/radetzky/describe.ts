/**
 * Words for what the rules hand over: a card, a legal move, an event of the log. Nothing here
 * decides a rule; it only names what the rules package says.
 *
 * @module
 */
import { DATA, helpOf, iconOf, type RadetzkyAction, type RadetzkyEvent } from "@italia/radetzky";
import type { RzKey } from "./texts";

/** A translator of Radetzky's texts. */
export type RzT = (key: RzKey, params?: Record<string, string | number>) => string;

const ZONE_NAME = new Map<number, string>(DATA.map.zones.map((z) => [z.id, z.name]));

/** A zone's name with its number ("Duomo (16)"). */
export function zoneName(zone: number): string {
  return `${ZONE_NAME.get(zone) ?? "?"} (${zone})`;
}

/** A card: an Austria card by its icon; an Italy card by its icon and its Help. */
export function cardLabel(card: string, t: RzT): string {
  const icon = t(`icon_${iconOf(card)}` as RzKey);
  if (card.startsWith("A")) return icon;
  return t("card", { icon, help: t(`help_${helpOf(card)}` as RzKey) });
}

/** A legal move as the text of its button. */
export function moveLabel(move: RadetzkyAction, t: RzT, activeZone: number | null): string {
  switch (move.type) {
    case "placePatriot":
      return t("act_placePatriot", { p: move.patriot + 1, zone: zoneName(move.zone) });
    case "activate":
      return t("act_activate", { p: move.patriot + 1 });
    case "move":
      return t("act_move", { zone: zoneName(move.zone) });
    case "conquer":
      return t("act_conquer", { zone: activeZone === null ? "" : zoneName(activeZone) });
    case "playCard":
      return t("act_playCard", { card: cardLabel(move.card, t) });
    case "chooseAvailable":
      return t("act_chooseAvailable", { zone: zoneName(move.zone) });
    case "useHelp": {
      let target = "";
      if (move.path) target = move.path.map(zoneName).join(" → ");
      else if (move.zone !== undefined) target = zoneName(move.zone);
      else if (move.from !== undefined && move.to !== undefined) {
        target = `${zoneName(move.from)} → ${zoneName(move.to)}`;
      }
      const help = t(`help_${helpOf(move.card)}` as RzKey);
      return (
        t("act_useHelp", { help, card: cardLabel(move.card, t) }) +
        (target ? t("helpTarget", { target }) : "")
      );
    }
    case "strengthen":
      return t("act_strengthen", {
        help: t(`help_${move.help}` as RzKey),
        cards: move.cards.map((c) => cardLabel(c, t)).join(", "),
      });
    default:
      return t(`act_${move.type}` as RzKey);
  }
}

/**
 * One line of the log for `event` (already filtered for the viewer with `eventFor`), `name`
 * giving a seat's name; `null` for events the log leaves out.
 */
export function eventLine(
  event: RadetzkyEvent,
  t: RzT,
  name: (seat: number) => string,
): string | null {
  const where = (z: number | "castle") => (z === "castle" ? t("castle") : zoneName(z));
  switch (event.type) {
    case "patriotPlaced":
      return t("ev_patriotPlaced", { p: event.patriot + 1, zone: zoneName(event.zone) });
    case "patriotActivated":
      return t("ev_patriotActivated", { p: event.patriot + 1 });
    case "patriotMoved":
      return t("ev_patriotMoved", {
        p: event.patriot + 1,
        from: zoneName(event.from),
        to: zoneName(event.to),
      });
    case "zoneConquered":
      return t(`ev_zoneConquered_${event.by}`, { zone: zoneName(event.zone) });
    case "austriaRevealed":
      return t("ev_austriaRevealed", { cards: event.cards.map((c) => cardLabel(c, t)).join(", ") });
    case "italyPlayed":
      return t("ev_italyPlayed", { name: name(event.seat), card: cardLabel(event.card, t) });
    case "exchangeResolved":
      return t("ev_exchangeResolved", { result: t(`result_${event.result}`) });
    case "fightEnded":
      return t("ev_fightEnded", { result: t(`ev_fightEnded_${event.result}`), n: event.defeated });
    case "radetzkyDefeated":
      return t("ev_radetzkyDefeated", { n: event.castleRemoved });
    case "radetzkyMoved":
      return t("ev_radetzkyMoved", { from: zoneName(event.from), to: zoneName(event.to) });
    case "soldiersPlaced":
      return event.zone === "castle"
        ? t("ev_soldiersPlacedCastle", { n: event.count })
        : t("ev_soldiersPlaced", { n: event.count, zone: zoneName(event.zone) });
    case "castlePoured":
      return t("ev_castlePoured", { n: event.count });
    case "deckShuffled":
      return t("ev_deckShuffled", { deck: t(`deck_${event.deck}`) });
    case "cardsDrawn":
      return t("ev_cardsDrawn", { n: event.count });
    case "tableCardsDrawn":
      return t("ev_tableCardsDrawn", { p: event.patriot + 1, n: event.cards.length });
    case "helpUsed":
      return t("ev_helpUsed", { help: t(`help_${event.help}`), side: t(`side_${event.side}`) });
    case "helpStrengthened":
      return t("ev_helpStrengthened", { help: t(`help_${event.help}`), n: event.cards.length });
    case "barricadePlaced":
      return t("ev_barricadePlaced", { zone: zoneName(event.zone) });
    case "soldierMoved":
      return t("ev_soldierMoved", { from: zoneName(event.from), to: zoneName(event.to) });
    case "soldierRemoved":
      return t("ev_soldierRemoved", { from: where(event.from) });
    case "combatCubeMoved":
      return t("ev_combatCubeMoved", { from: event.from, to: event.to });
    case "zoneAvailable":
      return t("ev_zoneAvailable", { zone: zoneName(event.zone) });
    case "turnEnded":
      return t("ev_turnEnded", { p: event.patriot + 1 });
    case "austrianTurn":
      return t("ev_austrianTurn", { n: event.round });
    case "roundStarted":
      return t("ev_roundStarted", { n: event.round });
    case "gameOver":
      return t(`ev_gameOver_${event.winner}`);
    default:
      return null;
  }
}
