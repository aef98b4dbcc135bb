/**
 * Entering an online room, in any game: creating it, taking a free seat from its invite link,
 * taking a seat back with the credential this browser keeps (or a rejoin link's), watching it
 * from a watch link, a rematch's room; leaving it. The seat's credential is kept in
 * localStorage per room and forgotten once it can never open the room again; the address bar
 * shows `?room=ROOM` (never the credential) or `?watch=WATCH`, so a reload comes back. A game's
 * online screens keep their room's reducer and draw the phases; this hook does the plumbing.
 *
 * @module
 */
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { type Connection, connect, type Entry, endpoint, joinRefusal } from "./connection";
import {
  forgetCredential,
  type KeyStore,
  type RoomLink,
  saveCredential,
  savedCredential,
} from "./links";
import { credentialRejected, refusalKey } from "./refusals";
import type { Refusal, RoomMessage, RoomShell, RoomStage } from "./shell";

/** The browser's localStorage, or `null` where the page may not use it. */
export function keyStore(): KeyStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Shows `?room=ROOM` in the address bar (never the credential), so a reload reopens the room. */
export function showRoomInAddress(room: string | null): void {
  history.replaceState(null, "", room ? `/?room=${room}` : "/");
}

/**
 * Shows a spectator's `?watch=WATCH` in the address bar (with `&game=GAME` for a game other than
 * Italia, as the server's watch links), so a reload watches again on the game's own screens.
 */
export function showWatchInAddress(watch: string, game: string | null = null): void {
  const named = game && game !== "italia" ? `&game=${game}` : "";
  history.replaceState(null, "", `/?watch=${watch}${named}`);
}

/** A room as its invite link shows it (`GET /api/rooms/ROOM`), with the game's terms. */
export interface EntryInfo {
  /** The room's id. */
  readonly room: string;
  /** Where the room stands: only a lobby has seats to take. */
  readonly stage: RoomStage;
}

/** The phases every game's online page goes through before and while in a room. */
export type EntryPhase<I extends EntryInfo> =
  /** The create form. */
  | { readonly kind: "create" }
  /** A link is being opened. */
  | { readonly kind: "loading" }
  /** An invite link of a room in its lobby: the seats to pick from. */
  | { readonly kind: "join"; readonly info: I }
  /** The link's room does not exist, or is no longer in its lobby. */
  | { readonly kind: "missing" | "closed" }
  /** In the room: its lobby, then its game. */
  | { readonly kind: "room" };

/** A watch link's id and the name its spectator chose. */
export interface WatchEntry {
  /** The watch id of the link (`?watch=WATCH`). */
  readonly watch: string;
  /** The spectator's name. */
  readonly name: string;
}

/** What {@link useRoomEntry} needs of the game's online page. */
export interface RoomEntryOptions<I extends EntryInfo, X extends { readonly kind: string }> {
  /** The room the page address named (an invite or rejoin link), or `null`. */
  readonly link: RoomLink | null;
  /** A watch link whose spectator already chose a name: the page watches at once. */
  readonly watch?: WatchEntry | null;
  /** The page's game (a spectator's address names it, see {@link showWatchInAddress}). */
  readonly game?: string;
  /** The room as the game's reducer holds it. */
  readonly room: Pick<RoomShell, "room" | "seat" | "credential" | "expired" | "rematch">;
  /** The game's room reducer's dispatch: every message of the connection goes there. */
  readonly dispatch: (msg: RoomMessage) => void;
  /** Reads a room's invite facts with the game's terms; `null` when there is no such room. */
  readonly readInfo: (room: string) => Promise<I | null>;
  /** The first phase (the game's own phases `X` included). */
  readonly initial: EntryPhase<I> | X;
  /**
   * A finished room that left the server's memory refused a rejoin: the phase that shows its end
   * (from its record, with the credential), or `null` when it cannot be shown. When given, the
   * credential of a finished room is kept (its record stays downloadable); without it, such a
   * credential is forgotten as any that can never open its room again.
   */
  readonly finished?: (room: string, credential: string) => Promise<X | null>;
}

/** The room entry of a game's online page (see the module). */
export interface RoomEntry<
  A extends object,
  I extends EntryInfo,
  X extends { readonly kind: string },
> {
  /** The page's phase. */
  readonly phase: EntryPhase<I> | X;
  /** Changes the phase (a game's own phases). */
  readonly setPhase: (phase: EntryPhase<I> | X) => void;
  /** An entry is on its way. */
  readonly busy: boolean;
  /** The server answered a rejoin that it is busy, and the page is trying again. */
  readonly serverBusy: boolean;
  /** The latest refused entry, or `null`. */
  readonly error: Refusal | null;
  /** The seat's credential (given by the server, or the one this page rejoined with). */
  readonly held: string | null;
  /** The open connection, or `null`. */
  readonly conn: RefObject<Connection<A> | null>;
  /** Enters a room; resolves with `null` once in, or with the server's refusal. */
  readonly enter: (entry: Entry) => Promise<Refusal | null>;
  /** Takes seat `seat` of the join phase's room as `name`; refused, shows the seats again. */
  readonly join: (seat: number, name: string) => void;
  /** Goes to the rematch's room `next` with the credential this seat holds. */
  readonly acceptRematch: (next: string) => void;
  /** Leaves the room for good and clears the address bar. */
  readonly leave: () => void;
}

/** The refusal a failed `connect` rejected with. */
function refusalOf(e: unknown): Refusal {
  return "status" in (e as object) ? (e as ReturnType<typeof joinRefusal>) : joinRefusal(e);
}

/**
 * Enters the room of a game's online page and keeps the plumbing every game shares (see the
 * module); `A` is the game's action, `I` its room info, `X` its own phases besides
 * {@link EntryPhase}. `onExit` is called once the player left.
 */
export function useRoomEntry<
  A extends object,
  I extends EntryInfo,
  X extends { readonly kind: string } = never,
>(options: RoomEntryOptions<I, X>, onExit: () => void): RoomEntry<A, I, X> {
  const { link, watch = null, room, dispatch } = options;
  const [phase, setPhase] = useState<EntryPhase<I> | X>(options.initial);
  const [busy, setBusy] = useState(false);
  const [serverBusy, setServerBusy] = useState(false);
  const [error, setError] = useState<Refusal | null>(null);
  const [credential, setCredential] = useState<string | null>(null);
  const conn = useRef<Connection<A> | null>(null);
  // the latest callbacks, read when a link opens (once)
  const readInfo = useRef(options.readInfo);
  readInfo.current = options.readInfo;
  const finished = useRef(options.finished);
  finished.current = options.finished;
  const dispatched = useRef(dispatch);
  dispatched.current = dispatch;
  const game = useRef(options.game);
  game.current = options.game;

  const enter = useCallback(async (entry: Entry): Promise<Refusal | null> => {
    setBusy(true);
    setError(null);
    try {
      conn.current?.close();
      conn.current = await connect<A>(
        endpoint(location),
        entry,
        (msg) => dispatched.current(msg),
        (id, c) => {
          saveCredential(keyStore(), id, c);
          setCredential(c);
        },
        () => setServerBusy(true),
      );
      if (entry.kind === "rejoin") setCredential(entry.credential);
      if (entry.kind === "watch") showWatchInAddress(entry.watch, game.current ?? null);
      else showRoomInAddress(conn.current.room);
      setPhase({ kind: "room" });
      return null;
    } catch (e) {
      const refusal = refusalOf(e);
      setError(refusal);
      return refusal;
    } finally {
      setBusy(false);
      setServerBusy(false);
    }
  }, []);

  /** Shows the seats of room `id` to pick one, or why there are none. */
  const pick = useCallback(async (id: string) => {
    const info = await readInfo.current(id).catch(() => null);
    if (!info) setPhase({ kind: "missing" });
    else if (info.stage !== "lobby") setPhase({ kind: "closed" });
    else setPhase({ kind: "join", info });
  }, []);

  // Opening a link: the credential of a rejoin link or of this browser takes the seat back;
  // otherwise the room's seats are shown to pick one.
  const opened = useRef(false);
  useEffect(() => {
    if (!link || opened.current) return;
    opened.current = true;
    if (link.credential) saveCredential(keyStore(), link.room, link.credential);
    showRoomInAddress(link.room); // drops the fragment: the credential stays out of sight
    const kept = link.credential ?? savedCredential(keyStore(), link.room);
    if (!kept) {
      void pick(link.room);
      return;
    }
    void enter({ kind: "rejoin", room: link.room, credential: kept }).then(async (refused) => {
      if (!refused) return;
      // a finished room that left memory: its end screen, from the record; the credential is
      // kept even when the record could not be fetched now (a reload tries again)
      const end = finished.current;
      const over = end !== undefined && refusalKey(refused) === "joinRefusal_over";
      if (over) {
        const shown = await end(link.room, kept).catch(() => null);
        if (shown) {
          setError(null);
          setPhase(shown);
          return;
        }
      }
      // kept when the server is busy or out of reach: a reload tries again
      if (!over && credentialRejected(refused)) forgetCredential(keyStore(), link.room);
      void pick(link.room);
    });
  }, [link, enter, pick]);

  // A watch link whose spectator chose a name: the page joins at once.
  const watched = useRef(false);
  useEffect(() => {
    if (!watch || watched.current) return;
    watched.current = true;
    void enter({ kind: "watch", watch: watch.watch, name: watch.name });
  }, [watch, enter]);

  useEffect(() => () => conn.current?.close(), []);
  // A deleted room opens nothing any more: its credential is of no use.
  useEffect(() => {
    if (room.expired) forgetCredential(keyStore(), room.room);
  }, [room.expired, room.room]);

  const held = credential ?? room.credential;
  // a rematch's room opens with the credential this seat holds here (the server kept it there)
  const acceptRematch = useCallback(
    (next: string) => {
      const kept = held ?? savedCredential(keyStore(), room.room);
      if (!kept) return;
      saveCredential(keyStore(), next, kept);
      dispatched.current({ type: "reset", room: next });
      void enter({ kind: "rejoin", room: next, credential: kept });
    },
    [held, room.room, enter],
  );
  // the one who offered goes at once; the others are asked on the end screen
  useEffect(() => {
    if (room.rematch && room.rematch.by !== null && room.rematch.by === room.seat) {
      acceptRematch(room.rematch.room);
    }
  }, [room.rematch, room.seat, acceptRematch]);

  const joinRoom = phase.kind === "join" && "info" in phase ? (phase.info as I).room : null;
  const join = useCallback(
    (seat: number, name: string) => {
      if (joinRoom === null) return;
      void enter({ kind: "join", room: joinRoom, seat, name }).then((refused) => {
        // the seat may have been taken meanwhile: show the seats again
        if (refused)
          void readInfo.current(joinRoom).then(
            (info) => info && setPhase({ kind: "join", info }),
            () => {},
          );
      });
    },
    [joinRoom, enter],
  );

  const leave = useCallback(() => {
    conn.current?.close();
    conn.current = null;
    showRoomInAddress(null);
    onExit();
  }, [onExit]);

  return {
    phase,
    setPhase,
    busy,
    serverBusy,
    error,
    held,
    conn,
    enter,
    join,
    acceptRematch,
    leave,
  };
}
