/**
 * Event log lines: each engine event, as the viewer may see it, in words.
 */
import {
  bonusObjectiveById,
  type CardId,
  cardById,
  type GameEvent,
  regionName,
  type Seat,
} from "@italia/engine";
import type { Translator } from "../i18n/i18n";

/** One line of the log. */
export interface LogLine {
  readonly text: string;
  /** Whose colour marks the line (`null`: nobody's). */
  readonly seat: Seat | null;
  readonly tone: "turn" | "normal" | "battle" | "highlight" | "end";
}

/** How a card is named in the log. */
export function cardLabel(tr: Translator, card: CardId): string {
  const c = cardById(card);
  const symbol = tr.tk(`symbol_${c.symbol}`);
  return c.region ? `${regionName(c.region)} (${symbol})` : symbol;
}

/** The log line for one event, or `null` for events the log leaves out. */
export function describeEvent(
  tr: Translator,
  event: GameEvent,
  nameOf: (seat: Seat) => string,
): LogLine | null {
  const t = tr.tk;
  switch (event.type) {
    case "turnStarted":
      return {
        text: t("ev_turn", { round: event.round, seat: nameOf(event.seat) }),
        seat: event.seat,
        tone: "turn",
      };
    case "armiesPlaced":
      return {
        text: t(`ev_place_${event.reason}`, {
          seat: nameOf(event.seat),
          n: event.count,
          region: regionName(event.region),
        }),
        seat: event.seat,
        tone: event.reason === "setup" || event.reason === "reinforcement" ? "normal" : "highlight",
      };
    case "cardsPlayed": {
      const combo = t(`combo_${event.combination}`);
      return {
        text:
          event.armies > 0
            ? t("ev_cardsArmies", { seat: nameOf(event.seat), combo, n: event.armies })
            : t("ev_cards", { seat: nameOf(event.seat), combo }),
        seat: event.seat,
        tone: "highlight",
      };
    }
    case "diceRolled":
      return {
        text: `${t("ev_dice", {
          seat: nameOf(event.seat),
          from: regionName(event.from),
          to: regionName(event.to),
          att: event.attackerDice.join("·"),
          def: event.defenderDice.join("·"),
        })} (${t("ev_losses", { a: event.attackerLosses, d: event.defenderLosses })})`,
        seat: event.seat,
        tone: "battle",
      };
    case "regionConquered":
      return {
        text: t(event.by === "serenata" ? "ev_conquerSerenata" : "ev_conquer", {
          seat: nameOf(event.seat),
          region: regionName(event.region),
        }),
        seat: event.seat,
        tone: "highlight",
      };
    case "armiesMoved": {
      const params = {
        seat: nameOf(event.seat),
        n: event.count,
        from: regionName(event.from),
        to: regionName(event.to),
      };
      const key =
        event.reason === "occupy"
          ? "ev_occupy"
          : event.reason === "fortify"
            ? "ev_fortify"
            : "ev_serenataMove";
      return { text: t(key, params), seat: event.seat, tone: "normal" };
    }
    case "playerEliminated":
      return {
        text: t("ev_eliminated", { seat: nameOf(event.seat), by: nameOf(event.by) }),
        seat: event.seat,
        tone: "end",
      };
    case "cardsCaptured":
      return {
        text: t("ev_captured", {
          seat: nameOf(event.seat),
          n: event.count,
          from: nameOf(event.from),
        }),
        seat: event.seat,
        tone: "highlight",
      };
    case "cardDrawn":
      if (event.reason === "larghe-intese")
        return {
          text: t("ev_nonna", { seat: nameOf(event.seat) }),
          seat: event.seat,
          tone: "normal",
        };
      return {
        text: event.card
          ? t("ev_drawSeen", { seat: nameOf(event.seat), card: cardLabel(tr, event.card) })
          : t("ev_draw", { seat: nameOf(event.seat) }),
        seat: event.seat,
        tone: "normal",
      };
    case "deckReshuffled":
      return { text: t("ev_reshuffle", { n: event.size }), seat: null, tone: "normal" };
    case "handDiscarded":
      return {
        text: t("ev_handDiscarded", { seat: nameOf(event.seat) }),
        seat: event.seat,
        tone: "highlight",
      };
    case "bonusCompleted":
      return {
        text: t("ev_colpo", {
          seat: nameOf(event.seat),
          objective: bonusObjectiveById(event.objective).name,
        }),
        seat: event.seat,
        tone: "end",
      };
    case "bonusDrawn":
      return {
        text: event.objective
          ? t("ev_bonusDrawnSeen", {
              seat: nameOf(event.seat),
              objective: bonusObjectiveById(event.objective).name,
            })
          : t("ev_bonusDrawn", { seat: nameOf(event.seat) }),
        seat: event.seat,
        tone: "normal",
      };
    case "sdadataRolled":
      return {
        text: `${t("ev_sdadata", {
          seat: nameOf(event.seat),
          a: event.dice[0],
          b: event.dice[1],
          t: event.threshold,
        })}: ${t(event.ended ? "ev_sdadataEnd" : "ev_sdadataGo")}`,
        seat: event.seat,
        tone: event.ended ? "end" : "battle",
      };
    case "gameOver":
      return {
        text: t("ev_gameOver", { reason: t(`reason_${event.reason}`) }),
        seat: event.winner,
        tone: "end",
      };
    case "clockExpired":
      return { text: t("ev_clock"), seat: null, tone: "end" };
    case "turnEnded":
      return null;
  }
}
