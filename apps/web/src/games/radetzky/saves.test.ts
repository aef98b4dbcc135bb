import { describe, expect, it } from "vitest";
import {
  clearRzSave,
  loadRzSave,
  RZ_SAVE_FORMAT,
  RZ_SAVE_KEY,
  RZ_SAVE_MAX_ACTIONS,
  type RzSave,
  readRzSave,
  storeRzSave,
} from "./saves";

const SAVE: RzSave = {
  format: RZ_SAVE_FORMAT,
  setup: {
    config: { players: 2, mode: "basic", difficulty: 0, handInfo: "closed" },
    seats: [
      { kind: "person", name: "Ada" },
      { kind: "greedy", name: "Manara" },
    ],
    seed: "s",
  },
  actions: [{ type: "placePatriot", seat: 0, zone: 3 } as never],
  round: 1,
  savedAt: 5,
};

function memory(): Pick<Storage, "getItem" | "setItem" | "removeItem"> {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
}

describe("the saved local game of Radetzky", () => {
  it("is kept, read back and forgotten", () => {
    const store = memory();
    expect(loadRzSave(store)).toBeNull();
    storeRzSave(store, SAVE);
    expect(loadRzSave(store)).toEqual(SAVE);
    clearRzSave(store);
    expect(loadRzSave(store)).toBeNull();
  });

  it("ignores what is not a save: foreign, malformed, oversized, hostile", () => {
    const text = (x: unknown) => JSON.stringify(x);
    for (const bad of [
      null,
      "not json",
      text([]),
      text({ ...SAVE, format: "italia-save/1" }),
      text({ ...SAVE, setup: { ...SAVE.setup, seats: [{ kind: "wizard", name: "x" }] } }),
      text({ ...SAVE, setup: { ...SAVE.setup, config: { ...SAVE.setup.config, mode: "x" } } }),
      text({ ...SAVE, actions: [1, 2] }),
      text({ ...SAVE, actions: Array(RZ_SAVE_MAX_ACTIONS + 1).fill({}) }),
      text({ ...SAVE, round: "1" }),
    ]) {
      expect(readRzSave(bad), String(bad).slice(0, 60)).toBeNull();
    }
    const throwing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("full");
      },
      removeItem: () => {},
    };
    expect(loadRzSave(throwing)).toBeNull();
    expect(() => storeRzSave(throwing, SAVE)).not.toThrow();
    expect(RZ_SAVE_KEY).toMatch(/^italia\./);
  });
});
