import { describe, expect, it } from "vitest";
import {
  createRoom,
  joinRoom,
  removeDir,
  serverForSuite,
  startProcess,
  tempDir,
} from "./testing/harness.js";

describe("GET /api/rooms/ROOM: what an invite link shows before joining (R13.1)", () => {
  const server = serverForSuite();

  it("shows the stage, the terms and the seats (names, bots, connections), never a credential or the seed", async () => {
    const ada = await createRoom(
      server().ws,
      { seats: 3, minutes: 20, turnSeconds: 45, bot: "strong" },
      "Ada",
    );
    const id = ada.welcome.room;
    const res = await fetch(`${server().url}/api/rooms/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const info = (await res.json()) as Record<string, unknown>;
    expect(info).toEqual({
      room: id,
      game: "italia",
      stage: "lobby",
      terms: { seats: 3, limit: { minutes: 20 }, turnSeconds: 45, bot: "strong", watchDelay: 0 },
      seats: [
        {
          seat: 0,
          name: "Ada",
          bot: false,
          away: false,
          resigned: false,
          invited: false,
          connected: true,
        },
        {
          seat: 1,
          name: null,
          bot: false,
          away: false,
          resigned: false,
          invited: false,
          connected: false,
        },
        {
          seat: 2,
          name: null,
          bot: false,
          away: false,
          resigned: false,
          invited: false,
          connected: false,
        },
      ],
    });

    const bea = await joinRoom(server().ws, id, { name: "Bea", seat: 2 });
    await ada.room.leave();
    const later = (await (await fetch(`${server().url}/api/rooms/${id}`)).json()) as {
      seats: { name: string | null; connected: boolean }[];
    };
    expect(later.seats.map((s) => [s.name, s.connected])).toEqual([
      ["Ada", false],
      [null, false],
      ["Bea", true],
    ]);
    const text = JSON.stringify(later);
    expect(text).not.toContain(String(ada.welcome.credential));
    expect(text).not.toContain(String(bea.welcome.credential));
    await bea.room.leave();
  });

  it("answers 404 for an unknown room and 405 for anything but GET", async () => {
    const missing = await fetch(`${server().url}/api/rooms/AAAAAAAAAAAAAAAAAAAAAA`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { code: string }).code).toBe("NO_ROOM");
    const post = await fetch(`${server().url}/api/rooms/AAAAAAAAAAAAAAAAAAAAAA`, {
      method: "POST",
    });
    expect(post.status).toBe(405);
  });

  it("answers 404 as soon as a room has expired, even while its clients are being closed", async () => {
    const shortDir = tempDir();
    const short = await startProcess(shortDir, ["--web", "none", "--lobby-ttl", "1s"]);
    try {
      const ugo = await createRoom(
        short.ws,
        { seats: 3, rounds: 2, turnSeconds: 30, bot: "random" },
        "Ugo",
      );
      const id = ugo.welcome.room;
      expect((await fetch(`${short.url}/api/rooms/${id}`)).status).toBe(200);
      await ugo.next((m) => m.type === "expired");
      expect((await fetch(`${short.url}/api/rooms/${id}`)).status).toBe(404);
    } finally {
      await short.stop();
      removeDir(shortDir);
    }
  });
});
