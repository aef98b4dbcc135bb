/**
 * What an action made happen, as data (RZ25.5, D57). Every event has a `type`; the fields beyond
 * the ones RZ25.5 fixes are this engine's own.
 *
 * @module
 */
import type { HelpId } from "./data.js";
import type { Faction } from "./state.js";

/** The decks (RZ5). */
export type DeckName = "zone" | "austria" | "italy";

/** An event (RZ25.5). */
export type RadetzkyEvent =
  | { readonly type: "patriotPlaced"; readonly patriot: number; readonly zone: number }
  | { readonly type: "patriotActivated"; readonly patriot: number }
  | {
      readonly type: "patriotMoved";
      readonly patriot: number;
      readonly from: number;
      readonly to: number;
    }
  | { readonly type: "zoneConquered"; readonly zone: number; readonly by: Faction }
  | { readonly type: "austriaRevealed"; readonly cards: readonly string[] }
  | {
      readonly type: "italyPlayed";
      readonly card: string;
      readonly seat: number;
      /** The hand key, or `"table:<patriot>"`. */
      readonly from: string;
    }
  | { readonly type: "exchangeResolved"; readonly result: "win" | "tie" | "loss" }
  | {
      readonly type: "fightEnded";
      readonly kind: "soldiers" | "radetzky";
      readonly result: "stopped" | "lost" | "won";
      readonly defeated: number;
    }
  | { readonly type: "radetzkyDefeated"; readonly castleRemoved: number }
  | {
      readonly type: "radetzkyMoved";
      readonly from: number;
      readonly to: number;
      /** Whether the Zone was picked at random from an empty Zone deck (X9). */
      readonly picked: boolean;
    }
  | {
      readonly type: "soldiersPlaced";
      readonly zone: number | "castle";
      readonly step: "2.D.2" | "2.D.3" | "2.D.4" | "2.D.5";
      readonly count: number;
    }
  | { readonly type: "castlePoured"; readonly count: number }
  | {
      readonly type: "deckShuffled";
      readonly deck: DeckName;
      /** The new deck, top first: for records only, never shown to a seat. */
      readonly order?: readonly (string | number)[];
    }
  | {
      readonly type: "cardsDrawn";
      /** The hand key (`"0"`, …, `"solo"`). */
      readonly hand: string;
      readonly count: number;
      /** Who sees the cards: a seat, or `"all"` (RZ24.3, RZ21.2). */
      readonly visibleTo: number | "all";
      /** The cards, where the viewer may see them; `null` otherwise. */
      readonly cards: readonly string[] | null;
    }
  | {
      readonly type: "tableCardsDrawn";
      readonly patriot: number;
      readonly cards: readonly string[];
    }
  | {
      readonly type: "helpUsed";
      readonly help: HelpId;
      readonly side: "base" | "heroic";
      readonly card: string;
    }
  | {
      readonly type: "helpStrengthened";
      readonly help: HelpId;
      readonly cards: readonly string[];
      readonly heroic: boolean;
    }
  | { readonly type: "barricadePlaced"; readonly zone: number }
  | { readonly type: "soldierMoved"; readonly from: number; readonly to: number }
  | { readonly type: "soldierRemoved"; readonly from: number | "castle" }
  | { readonly type: "combatCubeMoved"; readonly from: number; readonly to: number }
  | { readonly type: "zoneAvailable"; readonly zone: number }
  | { readonly type: "turnEnded"; readonly patriot: number }
  | { readonly type: "austrianTurn"; readonly round: number }
  | { readonly type: "roundStarted"; readonly round: number; readonly firstSeat: number }
  | {
      readonly type: "gameOver";
      readonly winner: Faction;
      readonly reason: "zones" | "reserve";
    };

/** The type tags of {@link RadetzkyEvent}. */
export type RadetzkyEventType = RadetzkyEvent["type"];
