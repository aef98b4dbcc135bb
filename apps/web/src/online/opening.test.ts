import { describe, expect, it } from "vitest";
import { openingOf } from "./opening";

const ROOM = "AbCdEfGhIjKlMnOpQrStUv";
const WATCH = "WxYzWxYzWxYzWxYzWxYz12";
const CRED = `${"a".repeat(21)}_-${"Z".repeat(20)}`;
type G = "first" | "second";
const known = (id: string | null): G | undefined =>
  id === "first" || id === "second" ? id : undefined;
const open = (search: string, hash = "") => openingOf<G>(search, hash, known, "first");

describe("the online screens a page address opens", () => {
  it("no room and no watch link: the home page", () => {
    expect(open("")).toBeNull();
    expect(open("?game=second")).toBeNull();
  });

  it("a room link (invite or rejoin): its game is asked of the server", () => {
    expect(open(`?room=${ROOM}`)).toEqual({
      game: null,
      link: { room: ROOM, credential: null },
      watchLink: null,
      watch: null,
    });
    expect(open(`?room=${ROOM}`, `#seat=${CRED}`)?.link).toEqual({ room: ROOM, credential: CRED });
  });

  it("a watch link naming another game than the default: that game's screens, its form first", () => {
    expect(open(`?watch=${WATCH}&game=second`)).toEqual({
      game: "second",
      link: null,
      watchLink: WATCH,
      watch: null,
    });
  });

  it("a watch link naming no game, the default or an unknown one: the default game's screens", () => {
    for (const named of ["", "&game=first", "&game=chess"])
      expect(open(`?watch=${WATCH}${named}`)).toEqual({
        game: "first",
        link: null,
        watchLink: WATCH,
        watch: null,
      });
  });

  it("a room link beside a watch link that names no other game: the room, asked of the server", () => {
    expect(open(`?room=${ROOM}&watch=${WATCH}`)).toEqual({
      game: null,
      link: { room: ROOM, credential: null },
      watchLink: WATCH,
      watch: null,
    });
  });
});
