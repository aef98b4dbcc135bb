import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { changeSessionSeat } from "./session";
import { deleteSave, loadSave, newSaveId, savedGames, saveSession } from "./storage";
import { BOT, HUMAN, playUntil, session } from "./testing";

/** localStorage as the browser keeps it: strings by key. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

beforeEach(() => vi.stubGlobal("localStorage", memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe("saved games", () => {
  it("are kept as game-record/1 and resume to the same game, seats and stand-ins included", () => {
    const played = playUntil(session([HUMAN, BOT, BOT]), (x) => x.state.round >= 2);
    const s = changeSessionSeat(played, 0, "toBot");
    if (!s) throw new Error("seat 1 could not go to a bot");
    const id = newSaveId(1_000);
    saveSession(id, s, 1_000);
    const stored = JSON.parse(localStorage.getItem(`italia.save.${id}`)!);
    expect(stored).toMatchObject({ format: "game-record/1", game: "italia", outcome: null });
    expect(stored.seats[0]).toMatchObject({ standIn: "away" });
    const back = loadSave(id);
    expect(back?.state).toEqual(s.state);
    expect(back?.seats).toEqual(s.seats);
    expect(back?.log).toEqual(s.log);
    expect(savedGames()).toEqual([
      { id, savedAt: 1_000, round: s.state.round, seats: expect.any(Array) },
    ]);
    deleteSave(id);
    expect(loadSave(id)).toBeNull();
    expect(savedGames()).toEqual([]);
  });

  it("of earlier versions (italia-record/2) still load", () => {
    const s = playUntil(session([HUMAN, BOT, BOT]), (x) => x.record.steps.length >= 30);
    const id = newSaveId(2_000);
    saveSession(id, s, 2_000);
    localStorage.setItem(`italia.save.${id}`, JSON.stringify(s.record));
    expect(s.record.format).toBe("italia-record/2");
    expect(loadSave(id)?.state).toEqual(s.state);
  });

  it("a tampered save is not loaded", () => {
    const s = playUntil(session([HUMAN, BOT, BOT]), (x) => x.record.steps.length >= 10);
    saveSession("g1", s, 3_000);
    const stored = JSON.parse(localStorage.getItem("italia.save.g1")!);
    stored.steps.push({ action: { type: "endTurn", seat: 9 } });
    localStorage.setItem("italia.save.g1", JSON.stringify(stored));
    expect(loadSave("g1")).toBeNull();
  });
});
