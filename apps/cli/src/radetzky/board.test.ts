/**
 * The map of Milan and the hands as text (RZ2, RZ24): every Zone with its name and ring, the
 * pieces on it, the reserve against the prepared Soldiers, hands as `handInfo` allows.
 */
import { DATA, type RadetzkyConfig, radetzky } from "@italia/radetzky";
import { describe, expect, it } from "vitest";
import { fightLines, handLines, mapLines, zonesScreen } from "./board.js";
import { eventLines } from "./events.js";

function configOf(input: Partial<RadetzkyConfig> & { players: number }): RadetzkyConfig {
  const checked = radetzky.checkConfig(input);
  if (!checked.ok) throw new Error(checked.error.message);
  return checked.value;
}

describe("the map of Milan (RZ2)", () => {
  const state = radetzky.newGame(configOf({ players: 3 }), "map");
  const lines = mapLines(radetzky.view(state, 0));

  it("RZ2.1 shows the 16 Zones by number, the Walls in one column and the inner ring and Duomo in the other, in 80 columns", () => {
    expect(lines).toHaveLength(11);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(80);
    expect(lines[0]).toMatch(/^On the Walls \(outer ring\) +Inner ring \(Cerchia\) and centre$/);
    for (const zone of DATA.map.zones) {
      const row = zone.ring === "outer" ? zone.id : zone.id - 10;
      expect(lines[row], zone.name).toContain(`${String(zone.id).padStart(2)} `);
    }
    expect(lines.join("\n")).toContain("16 Duomo");
  });

  it("RZ6.4, RZ1.9 shows Radetzky, the Soldiers and the reserve against the prepared Soldiers", () => {
    const text = lines.join("\n");
    expect(text.match(/ Rz\b/g)).toHaveLength(1);
    expect(text).toContain(`▪${state.zones[String(state.radetzky)]!.soldiers}`);
    expect(text).toContain(
      `Reserve ▪${state.reserve} of ${DATA.byPlayers["3"].soldiersPrepared} prepared`,
    );
    expect(text).toMatch(/Castle ▪0 \(pours out at 10\)/);
  });

  it("RZ2.2 the zones screen marks the links across a Barrier and fits 80×24", () => {
    const screen = zonesScreen(radetzky.view(state, 0));
    expect(screen.length).toBeLessThanOrEqual(23);
    for (const line of screen) expect([...line].length).toBeLessThanOrEqual(80);
    // 16 is linked to 11 across a Barrier (RZ2.1)
    expect(screen.find((l) => l.includes("16 Duomo"))).toMatch(/‖11 12 13 15$/);
  });
});

describe("hands (RZ24)", () => {
  const hands = (handInfo: "open" | "iconCount" | "closed", players = 3) => {
    const state = radetzky.newGame(configOf({ players, handInfo }), "hands");
    return { state, lines: handLines(radetzky.view(state, 0), ["you", "greedy", "greedy"]) };
  };

  it("RZ24.2 a seat sees its own hand in full", () => {
    const { lines } = hands("closed");
    expect(lines[0]).toMatch(/^P1 you: (Swords|Map|Cannonball)(, (Swords|Map|Cannonball)){3}$/);
  });

  it("RZ24.3 closed: another hand's size only; iconCount: its size and number of icons; open: the cards", () => {
    expect(hands("closed").lines[1]).toBe("P2 greedy: 4 cards");
    expect(hands("iconCount").lines[1]).toMatch(/^P2 greedy: 4 cards, [1-3] different icons?$/);
    expect(hands("open").lines[1]).toMatch(/^P2 greedy: (Swords|Map|Cannonball)(, \w+){3}$/);
  });

  it("RZ21.2 the third Patriot's hand of a 2-player game is public", () => {
    const { lines } = hands("closed", 2);
    expect(lines.find((l) => l.startsWith("P3 "))).toMatch(/: (Swords|Map|Cannonball)(, \w+){3}$/);
  });
});

describe("fights and events", () => {
  it("RZ12.3 a fight against Radetzky says which icons a Win still needs", () => {
    let state = radetzky.newGame(configOf({ players: 1 }), "fight");
    // play until a fight is under way, by the fallback (bots not needed)
    for (let i = 0; i < 2000 && state.stage !== "respond"; i++) {
      const seat = radetzky.actors(state)[0];
      if (seat === undefined) break;
      const moves = radetzky.legalMoves(state, seat);
      const fight = moves.find((m) => m.type === "fightRadetzky" || m.type === "fightSoldiers");
      const move = moves.find((m) => m.type === "move");
      const next =
        fight ?? (state.actionsLeft > 1 ? move : undefined) ?? radetzky.fallback(state, seat);
      const r = radetzky.apply(state, next);
      if (!r.ok) throw new Error(r.error.message);
      state = r.value.state;
    }
    expect(state.stage).toBe("respond");
    const lines = fightLines(radetzky.view(state, 0));
    expect(lines[0]).toMatch(/^Fight (against Radetzky )?in \d+ [A-Z]/);
    if (state.fight?.kind === "radetzky") expect(lines[1]).toMatch(/a Win needs/);
    else expect(lines[0]).toMatch(/Austria shows (Swords|Map|Cannonball)/);
  });

  it("RZ11.3 an exchange of a fight takes one line: the reveal, the card played and the result", () => {
    const lines = eventLines(
      [
        { type: "austriaRevealed", cards: ["A12"] },
        { type: "italyPlayed", card: "I01", seat: 2, from: "2" },
        { type: "exchangeResolved", result: "win" },
        { type: "italyPlayed", card: "I02", seat: 0, from: "2" },
        { type: "exchangeResolved", result: "tie" },
        { type: "fightEnded", kind: "soldiers", result: "stopped", defeated: 1 },
      ],
      false,
    );
    expect(lines).toEqual([
      "Austria reveals Map; seat 3 plays Swords: Win, a Soldier to the Lens.",
      "Seat 1 plays Swords from Patriot 3's hand: Tie.",
      "The fight stops: 1 Soldier defeated.",
    ]);
  });

  it("RZ14 the 2.D reinforcements of a step take one line, the Austrian turn its heading", () => {
    const lines = eventLines(
      [
        { type: "austrianTurn", round: 2 },
        { type: "soldiersPlaced", zone: 1, step: "2.D.2", count: 1 },
        { type: "soldiersPlaced", zone: 5, step: "2.D.2", count: 1 },
        { type: "radetzkyMoved", from: 3, to: 7, picked: false },
        { type: "soldiersPlaced", zone: 7, step: "2.D.3", count: 1 },
        { type: "soldiersPlaced", zone: 6, step: "2.D.4", count: 1 },
        { type: "soldiersPlaced", zone: 8, step: "2.D.4", count: 1 },
        { type: "soldiersPlaced", zone: "castle", step: "2.D.5", count: 1 },
      ],
      false,
    );
    expect(lines).toEqual([
      "— The Austrian turn of round 2 (RZ14) —",
      "2.D.2: +1 Soldier on 1, 5.",
      "Radetzky moves from 3 Porta Nuova to 7 Porta Vigentina.",
      "2.D.3: +1 Soldier on 7.",
      "2.D.4: +1 Soldier on 6, 8.",
      "2.D.5: 1 reinforcement goes to the Castle.",
    ]);
  });
});
