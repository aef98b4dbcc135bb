import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { FencedError, type RoomStore, type StoredRoom } from "./store.js";
import { dropDatabaseFor, openTestStore, testStoreKind } from "./testing/test-store.js";

const room = (id: string): StoredRoom => ({
  id,
  terms: { seats: 3, limit: { rounds: 3 }, turnSeconds: 60, bot: "random" } as never,
  seed: "seed",
  stage: "lobby",
  seats: [{ seat: 0, name: "Ada", credentialHash: Buffer.alloc(32, 1), missed: 0 }],
  actions: [],
  turnDeadline: null,
  clockDeadline: null,
  createdAt: 1000,
  owner: "process-a",
});

const deadlines = { turnDeadline: 5, clockDeadline: null };

describe(`rooms' owners and fencing (${testStoreKind()})`, () => {
  let dir = "";
  const open: RoomStore[] = [];
  /** Two stores on one database, as two server processes have. */
  const twoStores = async (): Promise<[RoomStore, RoomStore]> => {
    dir = mkdtempSync(join(tmpdir(), "italia-fence-"));
    const a = await openTestStore(dir);
    const b = await openTestStore(dir);
    open.push(a, b);
    return [a, b];
  };
  afterEach(async () => {
    for (const store of open.splice(0)) await store.close();
    await dropDatabaseFor(dir);
    rmSync(dir, { recursive: true, force: true });
  });

  it("creates a room owned by its creator at epoch 1; a claim compares and sets the epoch", async () => {
    const [a, b] = await twoStores();
    const id = "F".repeat(22);
    await a.createRoom(room(id));
    expect(await b.getRoomHead(id)).toMatchObject({ owner: "process-a", epoch: 1 });
    expect(await b.claimRoom(id, "process-b", 1)).toBe(2);
    expect(await b.getRoomHead(id)).toMatchObject({ owner: "process-b", epoch: 2 });
    // a claim with the epoch read before the other claim loses
    expect(await a.claimRoom(id, "process-a", 1)).toBeNull();
    expect(await a.claimRoom("nope", "process-a", 1)).toBeNull();
    expect(await b.getRoomHead(id)).toMatchObject({ owner: "process-b", epoch: 2 });
  });

  it("refuses every write of the former owner once another claimed the room, and stores none of it", async () => {
    const [a, b] = await twoStores();
    const id = "G".repeat(22);
    await a.createRoom(room(id));
    await a.startRoom(id, deadlines);
    await a.appendActions(id, 0, [{ type: "first" }], deadlines, "playing");
    expect(await b.claimRoom(id, "process-b", 1)).toBe(2);
    const stale: [string, () => Promise<unknown>][] = [
      ["appendActions", () => a.appendActions(id, 1, [{ type: "stale" }], deadlines, "over")],
      ["putSeat", () => a.putSeat(id, { seat: 1, name: "Eve", credentialHash: null, missed: 0 })],
      ["pauseRoom", () => a.pauseRoom(id, 77, deadlines)],
      ["startRoom", () => a.startRoom(id, { turnDeadline: 9, clockDeadline: 9 })],
      ["setRematch", () => a.setRematch(id, "R".repeat(22))],
      ["addChat", () => a.addChat(id, "players", { seat: 0, name: "Ada", text: "hi", at: 1 })],
      ["deleteRoom", () => a.deleteRoom(id)],
    ];
    for (const [name, write] of stale) {
      const error = await write().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, name).toBeInstanceOf(FencedError);
      expect((error as FencedError).code, name).toBe("FENCED");
    }
    const stored = await b.getRoom(id);
    expect(stored).toMatchObject({
      stage: "playing",
      turnDeadline: 5,
      pausedAt: null,
      rematch: null,
      actions: [{ type: "first" }],
    });
    expect(stored!.seats.map((s) => s.seat)).toEqual([0]);
    expect(await b.chatLines(id, "players")).toEqual([]);
    // the new owner writes on
    await b.appendActions(id, 1, [{ type: "second" }], deadlines, "playing");
    await b.putSeat(id, { seat: 1, name: "Bea", credentialHash: null, missed: 0 });
    expect((await a.getRoom(id))!.actions).toEqual([{ type: "first" }, { type: "second" }]);
  });

  it("clears the owner when the room leaves the owner's memory, unless another claimed it since", async () => {
    const [a, b] = await twoStores();
    const id = "J".repeat(22);
    await a.createRoom(room(id));
    await a.releaseRoom(id, 1);
    expect(await b.getRoomHead(id)).toMatchObject({ owner: null, epoch: 1 });
    // released: its writes are not fenced any more, and a claim takes it
    expect(await b.claimRoom(id, "process-b", 1)).toBe(2);
    expect(await a.claimRoom(id, "process-a", 2)).toBe(3);
    // an old epoch's release changes nothing; b lost it: its release leaves a's ownership alone
    await a.releaseRoom(id, 1);
    await b.releaseRoom(id, 2);
    expect(await a.getRoomHead(id)).toMatchObject({ owner: "process-a", epoch: 3 });
  });

  it("lets exactly one of two claims made at once win", async () => {
    const [a, b] = await twoStores();
    for (let i = 0; i < 10; i++) {
      const id = `${"H".repeat(20)}${String(i).padStart(2, "0")}`;
      await a.createRoom({ ...room(id), owner: "process-dead" });
      const claims = await Promise.all([
        a.claimRoom(id, "process-a", 1),
        b.claimRoom(id, "process-b", 1),
      ]);
      expect(claims.filter((c) => c !== null)).toEqual([2]);
      const winner = claims[0] !== null ? "process-a" : "process-b";
      expect(await a.getRoomHead(id)).toMatchObject({ owner: winner, epoch: 2 });
    }
  });
});
