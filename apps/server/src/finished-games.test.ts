import { describe, expect, it } from "vitest";
import { FinishedGames } from "./finished-games.js";
import type { RoomSession as RoomGame } from "./room-session.js";

describe("FinishedGames: finished games kept for record downloads", () => {
  it("rebuilds a game once, keeps at most its cap, the least recently asked for going first", async () => {
    const kept = new FinishedGames(2);
    let rebuilds = 0;
    const rebuild = () => {
      rebuilds += 1;
      return { n: rebuilds } as unknown as RoomGame;
    };
    const a = await kept.get("a", rebuild);
    expect(await kept.get("a", rebuild)).toBe(a);
    expect(rebuilds).toBe(1);
    await kept.get("b", rebuild);
    await kept.get("a", rebuild); // a asked for again: b is now the oldest
    await kept.get("c", rebuild);
    expect(kept.size).toBe(2);
    expect(rebuilds).toBe(3);
    expect(await kept.get("a", rebuild)).toBe(a);
    await kept.get("b", rebuild);
    expect(rebuilds).toBe(4);
    kept.delete("b");
    await kept.get("b", rebuild);
    expect(rebuilds).toBe(5);
    // a game that cannot be rebuilt is not kept
    expect(await kept.get("gone", () => null)).toBeNull();
    expect(kept.size).toBe(2);
  });
});
