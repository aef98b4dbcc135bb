import { describe, expect, it } from "vitest";
import {
  credentialKey,
  forgetCredential,
  inviteLink,
  type KeyStore,
  keptSeats,
  MAX_KEPT_ROOMS,
  readRoomLink,
  readWatchGame,
  readWatchLink,
  rejoinLink,
  saveCredential,
  savedCredential,
} from "./links";

const ROOM = "AbCdEfGhIjKlMnOpQrStUv";
const CRED = `${"a".repeat(21)}_-${"Z".repeat(20)}`;

function memory(): KeyStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe("online links (R13.1, R13.4)", () => {
  it("reads the room from the query and the credential only from the fragment", () => {
    expect(readRoomLink(`?room=${ROOM}`, "")).toEqual({ room: ROOM, credential: null });
    expect(readRoomLink(`?room=${ROOM}`, `#seat=${CRED}`)).toEqual({
      room: ROOM,
      credential: CRED,
    });
    // a credential in the query string is ignored: it would reach the server's logs
    expect(readRoomLink(`?room=${ROOM}&seat=${CRED}`, "")).toEqual({
      room: ROOM,
      credential: null,
    });
  });

  it("refuses malformed rooms and credentials", () => {
    expect(readRoomLink("", "")).toBeNull();
    expect(readRoomLink("?room=short", "")).toBeNull();
    expect(readRoomLink(`?room=${ROOM}x`, "")).toBeNull();
    expect(readRoomLink(`?room=${"<script>".padEnd(22, "a")}`, "")).toBeNull();
    expect(readRoomLink(`?room=${ROOM}`, "#seat=nope")).toEqual({ room: ROOM, credential: null });
  });

  it("builds invite and rejoin links that read back", () => {
    const invite = inviteLink("https://italia.example.org", ROOM);
    expect(invite).toBe(`https://italia.example.org/?room=${ROOM}`);
    const rejoin = new URL(rejoinLink("https://italia.example.org", ROOM, CRED));
    expect(rejoin.search).not.toContain(CRED);
    expect(readRoomLink(rejoin.search, rejoin.hash)).toEqual({ room: ROOM, credential: CRED });
  });

  it("keeps one credential per room, and only well-formed ones", () => {
    const store = memory();
    expect(savedCredential(store, ROOM)).toBeNull();
    saveCredential(store, ROOM, CRED);
    expect(savedCredential(store, ROOM)).toBe(CRED);
    expect(savedCredential(store, "B".repeat(22))).toBeNull();
    saveCredential(store, "B".repeat(22), "bad");
    expect(savedCredential(store, "B".repeat(22))).toBeNull();
    store.data.set(`italia.online.${"C".repeat(22)}`, "edited by hand");
    expect(savedCredential(store, "C".repeat(22))).toBeNull();
    forgetCredential(store, ROOM);
    expect(savedCredential(store, ROOM)).toBeNull();
    // no storage at all (private mode): nothing kept, nothing thrown
    expect(savedCredential(null, ROOM)).toBeNull();
  });

  it("keeps at most MAX_KEPT_ROOMS rooms, forgetting the least recently joined", () => {
    const store = memory();
    const room = (i: number) => `room${String(i).padStart(18, "0")}`;
    for (let i = 0; i < MAX_KEPT_ROOMS + 5; i++) saveCredential(store, room(i), CRED);
    // joining room 5 again makes it the most recent
    saveCredential(store, room(5), CRED);
    const kept = [...store.data.keys()].filter((k) => k !== "italia.online.rooms");
    expect(kept).toHaveLength(MAX_KEPT_ROOMS);
    expect(savedCredential(store, room(0))).toBeNull();
    expect(savedCredential(store, room(5))).toBe(CRED);
    expect(savedCredential(store, room(MAX_KEPT_ROOMS + 4))).toBe(CRED);
    expect(store.data.has(credentialKey(room(4)))).toBe(false);
    // a list edited by hand does not break saving
    store.data.set("italia.online.rooms", "{not json");
    saveCredential(store, room(99), CRED);
    expect(savedCredential(store, room(99))).toBe(CRED);
  });

  it("R13.4: lists the rooms this browser holds a seat in, most recent first, without forgotten or broken ones", () => {
    const store = memory();
    expect(keptSeats(store)).toEqual([]);
    expect(keptSeats(null)).toEqual([]);
    const other = "ZyXwVuTsRqPoNmLkJiHgFe";
    const third = "0123456789abcdefABCDEF";
    saveCredential(store, ROOM, CRED);
    saveCredential(store, other, CRED.replace("a", "b"));
    saveCredential(store, third, CRED.replace("a", "c"));
    expect(keptSeats(store).map((k) => k.room)).toEqual([third, other, ROOM]);
    expect(keptSeats(store)[2]).toEqual({ room: ROOM, credential: CRED });
    forgetCredential(store, other);
    // a credential edited by hand is not offered
    store.setItem(credentialKey(third), "not a credential");
    expect(keptSeats(store)).toEqual([{ room: ROOM, credential: CRED }]);
  });
});

describe("readWatchLink", () => {
  it("reads the game a watch link names (&game=), a short lowercase id or nothing", () => {
    const id = "AbCdEfGhIjKlMnOpQrStUv";
    expect(readWatchGame(`?watch=${id}&game=radetzky`)).toBe("radetzky");
    expect(readWatchGame(`?watch=${id}`)).toBeNull();
    expect(readWatchGame(`?watch=${id}&game=Radetzky`)).toBeNull();
    expect(readWatchGame(`?watch=${id}&game=${"x".repeat(21)}`)).toBeNull();
    expect(readWatchGame(`?watch=${id}&game=a%20b`)).toBeNull();
  });

  it("reads a watch id from ?watch=, and nothing else", () => {
    const id = "W".repeat(22);
    expect(readWatchLink(`?watch=${id}`)).toBe(id);
    expect(readWatchLink(`?room=${id}`)).toBeNull();
    expect(readWatchLink("?watch=short")).toBeNull();
    expect(readWatchLink("")).toBeNull();
  });
});
