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
import type { Translator } from "../../../i18n/i18n";
import type { RuleNumber } from "../rules/anchors";
import { TURN_ACTIONS } from "./host";
import type { VisibleEntry } from "./log";

/** What a log line is about, for the log's filter. */
export type LogKind = "turn" | "place" | "battle" | "move" | "cards";

/** Every {@link LogKind}, in the filter's order. */
export const LOG_KINDS: readonly LogKind[] = ["turn", "place", "battle", "move", "cards"];

/** One line of the log. */
export interface LogLine {
  readonly text: string;
  /** Whose colour marks the line (`null`: nobody's). */
  readonly seat: Seat | null;
  readonly tone: "turn" | "normal" | "battle" | "highlight" | "end";
  readonly kind: LogKind;
  /** Why it happened, by rule, shown on demand (`null`: nothing to explain). */
  readonly why?: string | null;
  /** The rule {@link LogLine.why} cites, whose paragraph the rules page opens at. */
  readonly rule?: RuleNumber;
}

/**
 * The log lines of one entry, as its viewer may see it: each event's line, plus what the events
 * alone do not say — a «Passa», the host ending an overlong turn, why a turn ended after a fortify
 * move (R7.3), a Sdadata roll skipped (R11.4) — with the rule that explains it.
 */
export function describeEntry(
  tr: Translator,
  entry: VisibleEntry,
  nameOf: (seat: Seat) => string,
): LogLine[] {
  const seat = nameOf(entry.seat);
  const out: LogLine[] = [];
  if (entry.timedOut === "start") {
    out.push({
      text: tr.t("ev_timedOut", { seat }),
      seat: entry.seat,
      tone: "end",
      kind: "turn",
      why: tr.t("why_timedOut"),
    });
  }
  if (entry.action === "endTurn") {
    out.push(
      entry.byHost
        ? {
            text: tr.t("ev_hostEndTurn", { seat }),
            seat: entry.seat,
            tone: "end",
            kind: "turn",
            why: tr.t("why_hostEnded", { n: TURN_ACTIONS }),
            rule: "R7.3",
          }
        : { text: tr.t("ev_pass", { seat }), seat: entry.seat, tone: "normal", kind: "turn" },
    );
  }
  for (const event of entry.events) {
    const line = describeEvent(tr, event, nameOf);
    if (!line) continue;
    if (event.type === "turnEnded" && entry.action === "fortify") {
      out.push({
        ...line,
        text: tr.t("ev_turnEndedFortify", { seat: nameOf(event.seat) }),
        why: tr.t("why_fortifyEnds"),
        rule: "R7.3",
      });
    } else out.push(line);
    if (event.type === "turnEnded" && entry.sdadataSkip) {
      out.push({
        text: tr.t("ev_sdadataSkip", { seat: nameOf(event.seat), n: entry.sdadataSkip.conquered }),
        seat: event.seat,
        tone: "normal",
        kind: "turn",
        why: tr.t("why_sdadataSkip", { t: entry.sdadataSkip.threshold }),
        rule: "R11.4",
      });
    }
  }
  return out;
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
        kind: "turn",
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
        kind: "place",
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
        kind: "cards",
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
        kind: "battle",
      };
    case "regionConquered":
      return {
        text: t(event.by === "serenata" ? "ev_conquerSerenata" : "ev_conquer", {
          seat: nameOf(event.seat),
          region: regionName(event.region),
        }),
        seat: event.seat,
        tone: "highlight",
        kind: "battle",
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
      return { text: t(key, params), seat: event.seat, tone: "normal", kind: "move" };
    }
    case "playerEliminated":
      return {
        text: t("ev_eliminated", { seat: nameOf(event.seat), by: nameOf(event.by) }),
        seat: event.seat,
        tone: "end",
        kind: "battle",
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
        kind: "cards",
      };
    case "cardDrawn":
      if (event.reason === "larghe-intese")
        return {
          text: t("ev_nonna", { seat: nameOf(event.seat) }),
          seat: event.seat,
          tone: "normal",
          kind: "cards",
        };
      return {
        text: event.card
          ? t("ev_drawSeen", { seat: nameOf(event.seat), card: cardLabel(tr, event.card) })
          : t("ev_draw", { seat: nameOf(event.seat) }),
        seat: event.seat,
        tone: "normal",
        kind: "cards",
      };
    case "deckReshuffled":
      return {
        text: t("ev_reshuffle", { n: event.size }),
        seat: null,
        tone: "normal",
        kind: "cards",
      };
    case "handDiscarded":
      return {
        text: t("ev_handDiscarded", { seat: nameOf(event.seat) }),
        seat: event.seat,
        tone: "highlight",
        kind: "cards",
      };
    case "bonusCompleted":
      return {
        text: t("ev_colpo", {
          seat: nameOf(event.seat),
          objective: bonusObjectiveById(event.objective).name,
        }),
        seat: event.seat,
        tone: "end",
        kind: "cards",
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
        kind: "cards",
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
        kind: "turn",
      };
    case "gameOver":
      return {
        text: t("ev_gameOver", { reason: t(`reason_${event.reason}`) }),
        seat: event.winner,
        tone: "end",
        kind: "turn",
      };
    case "clockExpired":
      return { text: t("ev_clock"), seat: null, tone: "end", kind: "turn" };
    case "turnEnded":
      return {
        text: t("ev_turnEnded", { seat: nameOf(event.seat) }),
        seat: event.seat,
        tone: "normal",
        kind: "turn",
      };
  }
}
