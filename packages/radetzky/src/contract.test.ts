import { contractChecks } from "@italia/game-kit/testing";
import { describe, it } from "vitest";
import type { RadetzkyConfig } from "./config.js";
import { radetzky } from "./game.js";
import { seesHand } from "./views.js";

const configs: RadetzkyConfig[] = [1, 2, 3, 4, 5].flatMap((players) =>
  (["basic", "advanced"] as const).map((mode, i) => ({
    players,
    mode,
    difficulty: 0,
    handInfo: (["iconCount", "closed", "open"] as const)[(players + i) % 3]!,
  })),
);

describe("RZ25 radetzky keeps the Game contract", () => {
  for (const check of contractChecks(radetzky, {
    configs,
    games: 2,
    secrets(state, seat) {
      // RZ24.4: no deck's order; RZ24.3: no hand the viewer may not see.
      const out: string[] = [];
      for (const deck of [state.zoneDeck, state.austriaDeck, state.italyDeck]) {
        if (deck.length >= 2) out.push(JSON.stringify(deck));
      }
      for (const [key, cards] of Object.entries(state.hands)) {
        // as a view would show it (events may reveal cards as they are played or put under a tile)
        if (cards.length >= 1 && !seesHand(state, seat, key)) {
          out.push(`"size":${cards.length},"cards":${JSON.stringify(cards)}`);
        }
      }
      return out;
    },
    turnBegins: (_before, action, _after, events) =>
      action.type === "placePatriot" ||
      action.type === "activate" ||
      events.some((e) => e.type === "turnEnded"),
  })) {
    it(check.name, () => check.run());
  }
});
