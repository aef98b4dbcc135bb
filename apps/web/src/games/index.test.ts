import { describe, expect, it } from "vitest";
import { en, it as itStrings } from "../i18n/strings";
import { DEFAULT_GAME, GAMES, gameOf } from "./index";

describe("the registry of the web app's games", () => {
  it("lists each game once, the default game first", () => {
    const ids = GAMES.map((game) => game.id);
    expect(ids).toEqual(["italia", "radetzky"]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(GAMES[0]).toBe(DEFAULT_GAME);
  });

  it("names every game in both languages, each name its own", () => {
    for (const strings of [itStrings, en]) {
      const names = GAMES.map((game) => strings[game.name]);
      for (const name of names) expect(name.trim()).not.toBe("");
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it("finds a game by the id a server or a link gives, and no game for any other", () => {
    for (const game of GAMES) expect(gameOf(game.id)).toBe(game);
    for (const other of ["", "ITALIA", "chess", null, undefined])
      expect(gameOf(other)).toBeUndefined();
  });
});
