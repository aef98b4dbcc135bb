/**
 * A rematch, over real sockets: once the game is over a person offers it, everybody in the room is
 * told, and each person of the game takes their seat in the new room with the credential they
 * already hold; the offerer is its creator and starts it (issue #24).
 */
import { describe, expect, it } from "vitest";
import {
  createRoom,
  joinRoom,
  type Received,
  serverForSuite,
  type Update,
} from "./testing/harness.js";

const server = serverForSuite();

interface SeatsMessage {
  stage: string;
  seats: { seat: number; name: string | null; bot: boolean; invited: boolean }[];
}

const isSeats = (m: Received) => m.type === "seats";
const lastSeats = (received: readonly Received[]): SeatsMessage =>
  received.filter(isSeats).at(-1)!.payload as SeatsMessage;

describe("a rematch (R13.1, issue #24)", () => {
  it("is offered once the game is over: the same people, the same terms, a new room whose seats their credentials open; newcomers get the free seats only", async () => {
    const terms = { seats: 3, rounds: 1, turnSeconds: 60, bot: "random" };
    const ada = await createRoom(server().ws, terms);
    const id = ada.welcome.room;
    const bea = await joinRoom(server().ws, id, { name: "Bea" });
    ada.room.send("start", {});
    await ada.next((m) => m.type === "update");
    // not before the end
    ada.room.send("rematch", {});
    const early = await ada.next((m) => m.type === "refused");
    expect((early.payload as { code: string }).code).toBe("NOT_OVER");
    // both hand their seats to the bot: the bots play the game to its end
    ada.room.send("toBot", {});
    bea.room.send("toBot", {});
    const over = (m: Received) => m.type === "update" && (m.payload as Update).result !== null;
    await ada.next(over, 60_000);
    await bea.next(over, 60_000);

    // Bea offers: both are told of the new room; Ada's second offer names the same one
    bea.room.send("rematch", {});
    const told = (await ada.next((m) => m.type === "rematch")).payload as {
      room: string;
      by: number;
    };
    expect(told.by).toBe(1);
    expect(told.room).not.toBe(id);
    expect(told.room).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const toldBea = (await bea.next((m) => m.type === "rematch")).payload as { room: string };
    expect(toldBea.room).toBe(told.room);
    const mark = ada.received.length;
    ada.room.send("rematch", {});
    const again = (await ada.next((m) => m.type === "rematch", 15_000, mark)).payload as {
      room: string;
    };
    expect(again.room).toBe(told.room);

    // someone who comes back to the old room later learns of it in the welcome (her connection
    // there takes the place of the one before)
    const late = await joinRoom(server().ws, id, { credential: ada.welcome.credential });
    expect((late.welcome as { rematch?: string }).rematch).toBe(told.room);
    await late.room.leave();

    // Bea, the offerer, is the new room's creator (seat 0); Ada's seat waits for her
    const bea2 = await joinRoom(server().ws, told.room, { credential: bea.welcome.credential });
    expect(bea2.welcome.seat).toBe(0);
    expect((bea2.welcome as unknown as { terms: unknown }).terms).toEqual(
      (ada.welcome as unknown as { terms: unknown }).terms,
    );
    const waiting = (await bea2.next(isSeats)).payload as SeatsMessage;
    expect(waiting.stage).toBe("lobby");
    expect(waiting.seats.map((s) => [s.name, s.invited])).toEqual([
      ["Bea", false],
      ["Ada", true],
      [null, false],
    ]);
    // a newcomer with the new room's link gets the free seat, never a kept one
    const cid = await joinRoom(server().ws, told.room, { name: "Cid", seat: 1 }).catch(
      (e: Error) => e,
    );
    expect(cid).toBeInstanceOf(Error);
    // Ada comes with the credential she already holds: seat 1, no longer invited
    const ada2 = await joinRoom(server().ws, told.room, { credential: ada.welcome.credential });
    expect(ada2.welcome.seat).toBe(1);
    await bea2.next((m) => isSeats(m) && lastSeats(bea2.received).seats[1]!.invited === false);
    // the creator starts it; the free seat is a bot's
    bea2.room.send("start", {});
    await ada2.next((m) => m.type === "update");
    const started = lastSeats(ada2.received);
    expect(started.stage).toBe("playing");
    expect(started.seats.map((s) => s.bot)).toEqual([false, false, true]);
    for (const s of [bea, bea2, ada2]) await s.room.leave();
  }, 120_000);
});
