import { DATA, type RadetzkyEvent, radetzky } from "@italia/radetzky";
import { describe, expect, it } from "vitest";
import { cardLabel, eventLine, moveLabel, zoneName } from "./describe";
import { RZ_DIFFICULTIES } from "./setup";
import { rzTexts } from "./texts";

describe("Radetzky's words", () => {
  it("names every event and every legal move of whole games, in both languages", () => {
    for (const lang of ["it", "en"] as const) {
      const t = rzTexts(lang);
      for (const mode of ["basic", "advanced"] as const) {
        let state = radetzky.newGame(
          { players: 3, mode, difficulty: 0, handInfo: "open" },
          "words",
        );
        const types = new Set<string>();
        while (radetzky.actors(state).length > 0) {
          const seat = radetzky.actors(state)[0]!;
          const moves = radetzky.legalMoves(state, seat);
          for (const m of moves) expect(moveLabel(m, t, 1)).not.toMatch(/act_|help_|icon_|\{/);
          const r = radetzky.apply(
            state,
            moves.find((m) => m.type === "useHelp") ?? radetzky.fallback(state, seat),
          );
          if (!r.ok) throw new Error(r.error.message);
          for (const e of r.value.events as RadetzkyEvent[]) {
            types.add(e.type);
            const line = eventLine(e, t, (s) => `S${s}`);
            expect(line).not.toBeNull();
            expect(line).not.toMatch(/ev_|result_|deck_|\{/);
          }
          state = r.value.state;
        }
        expect(types.has("austrianTurn")).toBe(true);
        expect(types.has("gameOver")).toBe(true);
      }
    }
  });

  it("names cards and zones from the data", () => {
    const t = rzTexts("en");
    expect(zoneName(16)).toBe("Duomo (16)");
    const italy = DATA.decks.italy.cards[0]!;
    expect(cardLabel(italy.id, t)).toMatch(/·/);
    expect(cardLabel("A01", t)).toBe("Swords");
  });

  it("offers the difficulty levels of the data", () => {
    expect(RZ_DIFFICULTIES).toEqual(DATA.difficulty.levels);
  });
});
