import {
  checkAction,
  DATA,
  type RadetzkyConfig,
  type RadetzkyState,
  radetzky,
} from "@italia/radetzky";
import { describe, expect, it } from "vitest";
import { translator } from "../../i18n/i18n";
import {
  type RzRefusalLike,
  rzRefusalLine,
  rzRefusalText,
  rzReplayErrorText,
  rzWordingOf,
} from "./refusals";
import { rzTexts } from "./texts";

/** A small seeded generator (mulberry32), so the test sends the same actions every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ZONES = DATA.map.zones.map((z) => z.id);
const CARDS = DATA.decks.italy.cards.map((c) => c.id);
const HELPS = DATA.helps.map((h) => h.id);

/** Actions of every type, most of them refused in `state`: wrong seats, zones, cards, shapes. */
function candidates(state: RadetzkyState, r: () => number): unknown[] {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const seats = state.config.players;
  const seat = () => (r() < 0.1 ? seats : Math.floor(r() * seats));
  const zone = () => (r() < 0.1 ? 99 : pick(ZONES));
  const hand = Object.values(state.hands).flat();
  const card = () => (hand.length > 0 && r() < 0.7 ? pick(hand) : pick(CARDS));
  const out: unknown[] = [
    { type: "nonsense", seat: 0 },
    { type: "move" },
    { type: "move", seat: 0, zone: "north" },
  ];
  for (let i = 0; i < 30; i++) {
    const s = seat();
    out.push(
      pick([
        { type: "placePatriot", seat: s, patriot: Math.floor(r() * 4), zone: zone() },
        { type: "activate", seat: s, patriot: Math.floor(r() * 4) },
        { type: "move", seat: s, zone: zone() },
        { type: "conquer", seat: s },
        { type: "fightSoldiers", seat: s },
        { type: "fightRadetzky", seat: s },
        { type: "refresh", seat: s },
        { type: "playCard", seat: s, card: card() },
        { type: "continueFight", seat: s },
        { type: "stopFight", seat: s },
        { type: "chooseAvailable", seat: s, zone: zone() },
        { type: "useHelp", seat: s, card: card(), path: [zone(), zone()].slice(0, 1 + (i % 2)) },
        { type: "useHelp", seat: s, card: card(), path: [zone(), zone(), zone(), zone()] },
        { type: "useHelp", seat: s, card: card(), zone: zone() },
        { type: "useHelp", seat: s, card: card(), from: zone(), to: zone() },
        { type: "useHelp", seat: s, card: card() },
        { type: "strengthen", seat: s, help: pick([...HELPS, "kite"]), cards: [card()] },
        { type: "strengthen", seat: s, help: pick(HELPS), cards: [] },
        { type: "strengthen", seat: s, help: pick(HELPS), cards: [card(), card()] },
        { type: "endTurn", seat: s },
      ]),
    );
  }
  return out;
}

/** Plays seeded games, sending many actions at every step; every refusal met, by kind. */
function refusalsMet(): Map<string, RzRefusalLike & { path?: string }> {
  const met = new Map<string, RzRefusalLike & { path?: string }>();
  const configs: RadetzkyConfig[] = [];
  for (const players of [1, 2, 3, 5]) {
    for (const mode of ["basic", "advanced"] as const) {
      configs.push({ players, mode, difficulty: 0, handInfo: "iconCount" });
    }
  }
  configs.forEach((config, g) => {
    const r = rng(g + 1);
    let state = radetzky.newGame(config, `refusals-${g}`);
    for (let step = 0; step < 400; step++) {
      for (const action of candidates(state, r)) {
        const parsed = radetzky.parseAction(action);
        const tried = parsed.ok ? radetzky.apply(state, action) : parsed;
        const error = tried.ok ? null : tried.error;
        if (error) met.set(`${error.code} ${error.rule} ${error.message}`, error);
      }
      const actors = radetzky.actors(state);
      if (actors.length === 0) break;
      const moves = radetzky.legalMoves(state, actors[0]!);
      const played = radetzky.apply(state, moves[Math.floor(r() * moves.length)]!);
      if (!played.ok) throw new Error(played.error.message);
      state = played.value.state;
    }
    // the game over (or stopped): every action is refused
    const over = checkAction(state, { type: "endTurn", seat: 0 });
    if (over) met.set(`${over.code} ${over.rule} ${over.message}`, over);
  });
  return met;
}

describe("Radetzky's refusals in the page's language", () => {
  it("words in Italian every refusal the rules give, each by its own message", () => {
    const met = refusalsMet();
    const unworded = [...met.values()].filter((e) => rzWordingOf(e) !== "message");
    expect(unworded.map((e) => `${e.code} ${e.rule}: ${e.message}`)).toEqual([]);
    // the games reach most kinds of refusal: stages, seats, fights, Helps, malformed actions
    const kinds = new Set([...met.values()].map((e) => `${e.code} ${e.rule}`));
    expect(kinds.size).toBeGreaterThanOrEqual(24);
    for (const e of met.values()) {
      const it = rzRefusalText("it", e);
      expect(it).not.toBe(e.message);
      expect(rzRefusalText("en", e)).toBe(e.message);
    }
  });

  it("falls back to the rule's words, then the code's, never to English in Italian", () => {
    const soldiers = { code: "NOT_ALLOWED", rule: "RZ11.1", message: "a new message" };
    expect(rzWordingOf(soldiers)).toBe("rule");
    expect(rzRefusalText("it", soldiers)).toBe("non si può combattere i soldati ora");
    const unknownRule = { code: "RADETZKY_LOCK", rule: "RZ99", message: "x" };
    expect(rzWordingOf(unknownRule)).toBe("code");
    expect(rzRefusalText("it", unknownRule)).toMatch(/bloccato/);
    expect(rzWordingOf({ code: "NEW_CODE", rule: null, message: "x" })).toBe("none");
  });

  it("names the field of a malformed action, and fills the numbers in", () => {
    const bad = radetzky.parseAction({ type: "move", seat: 0, zone: "north" });
    expect(!bad.ok && rzRefusalText("it", bad.error)).toBe("mossa malformata ($.zone)");
    expect(
      rzRefusalText("it", {
        code: "NOT_ALLOWED",
        rule: "RZ18.3",
        message: "Zone 7 is not adjacent to 12",
      }),
    ).toBe("la zona 7 non è adiacente alla 12");
  });

  it("keeps the server's own refusals in the shell's words", () => {
    const t = rzTexts("it");
    const shell = translator("it").t;
    const engine = {
      code: "RADETZKY_LOCK",
      rule: "RZ8.3",
      message: "the active Patriot is locked",
    };
    expect(rzRefusalLine("it", shell, t, engine)).toBe(
      "Mossa rifiutata: il patriota attivo è bloccato nella zona di Radetzky",
    );
    const away = { code: "SEAT_AWAY", rule: "R13.3", message: "a bot already plays this seat" };
    expect(rzRefusalLine("it", shell, t, away)).toBe(shell("refusal_SEAT_AWAY"));
    expect(rzRefusalLine("en", translator("en").t, rzTexts("en"), engine)).toBe(
      "Move refused: the active Patriot is locked",
    );
  });

  it("says why a record or a save does not replay, in the page's language", () => {
    const refusal = {
      code: "NOT_ALLOWED",
      rule: "RZ9.1",
      message: "the Patriot moves to an adjacent Zone",
    };
    const it = rzReplayErrorText("it", rzTexts("it"), { why: "refused", step: 4, refusal });
    expect(it).toBe("la mossa 4 è rifiutata: il patriota si muove in una zona adiacente");
    const en = rzReplayErrorText("en", rzTexts("en"), { why: "refused", step: 4, refusal });
    expect(en).toBe("move 4 is refused: the Patriot moves to an adjacent Zone");
    expect(rzReplayErrorText("it", rzTexts("it"), { why: "noSeed" })).toBe(
      "manca il seme della partita",
    );
  });
});
