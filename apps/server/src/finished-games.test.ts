import { describe, expect, it } from "vitest";
import { FinishedGames } from "./finished-games.js";
import type { RoomGame } from "./room-game.js";

describe("FinishedGames: finished games kept for record downloads", () => {
  it("rebuilds a game once, keeps at most its cap, the least recently asked for going first", () => {
    const kept = new FinishedGames(2);
    let rebuilds = 0;
    const rebuild = () => {
      rebuilds += 1;
      return { n: rebuilds } as unknown as RoomGame;
    };
    const a = kept.get("a", rebuild);
    expect(kept.get("a", rebuild)).toBe(a);
    expect(rebuilds).toBe(1);
    kept.get("b", rebuild);
    kept.get("a", rebuild); // a asked for again: b is now the oldest
    kept.get("c", rebuild);
    expect(kept.size).toBe(2);
    expect(rebuilds).toBe(3);
    expect(kept.get("a", rebuild)).toBe(a);
    kept.get("b", rebuild);
    expect(rebuilds).toBe(4);
    kept.delete("b");
    kept.get("b", rebuild);
    expect(rebuilds).toBe(5);
    // a game that cannot be rebuilt is not kept
    expect(kept.get("gone", () => null)).toBeNull();
    expect(kept.size).toBe(2);
  });
});
