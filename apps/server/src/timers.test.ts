import { describe, expect, it } from "vitest";
import { createRoom, joinRoom, serverForSuite, type Update } from "./testing/harness.js";

describe("timers", () => {
  // a timed game's minute is 1.5 s, and a turn timer's second 100 ms (a 15 s turn runs out in 1.5 s)
  const server = serverForSuite(["--web", "none"], {
    ITALIA_MINUTE_MS: "1500",
    ITALIA_SECOND_MS: "100",
  });

  it("R13.3: when a turn's time runs out a bot finishes it, the player keeps the seat; after 3 missed turns a bot takes the seat until they are back", async () => {
    const ada = await createRoom(server().ws, {
      seats: 3,
      rounds: 5,
      turnSeconds: 15,
      bot: "greedy",
    });
    ada.room.send("start", {});
    const first = await ada.next(
      (m) => m.type === "update" && (m.payload as Update).legal !== null,
    );
    const u = first.payload as Update;
    expect(u.turn?.seat).toBe(0);
    expect(u.turn!.deadline! - Date.now()).toBeLessThanOrEqual(1500);
    // The waits below bound how long the test looks, not the behaviour: generous for a loaded
    // machine (the 1.5 s turn timer fires late under load, never early).
    const timedOut = await ada.next((m) => m.type === "timedOut", 30_000);
    expect(timedOut.payload).toEqual({ seat: 0, away: false });
    // the game went on past the person's turn, and the seat is still the person's
    const after = await ada.next((m) => m.type === "update" && (m.payload as Update).step > u.step);
    expect((after.payload as Update).view.viewer).toBe(0);
    // two more missed turns: the seat is handed to a bot, visibly
    const away = await ada.next(
      (m) => m.type === "timedOut" && (m.payload as { away: boolean }).away,
      60_000,
    );
    expect(away.payload).toEqual({ seat: 0, away: true });
    const seats = await ada.next(
      (m) => m.type === "seats" && (m.payload as { seats: { away: boolean }[] }).seats[0]!.away,
    );
    expect((seats.payload as { seats: { bot: boolean }[] }).seats[0]!.bot).toBe(true);
    // back: the seat is the person's again
    const mark = ada.received.length;
    ada.room.send("back", {});
    const back = await ada.next(
      (m) => m.type === "seats" && !(m.payload as { seats: { away: boolean }[] }).seats[0]!.away,
      30_000,
      mark,
    );
    expect((back.payload as { seats: { bot: boolean }[] }).seats[0]!.bot).toBe(false);
  });

  it("R11.4: in a timed game the server reports clockExpired when the minutes run out (overtime); only it may", async () => {
    const ada = await createRoom(server().ws, {
      seats: 3,
      minutes: 1,
      turnSeconds: 60,
      bot: "greedy",
    });
    const bea = await joinRoom(server().ws, ada.welcome.room, { name: "Bea" });
    ada.room.send("start", {});
    const first = await ada.next((m) => m.type === "update");
    expect((first.payload as Update).clockDeadline).toBeGreaterThan(Date.now());
    // a seat cannot send the host's action
    bea.room.send("action", { type: "clockExpired" });
    const refused = await bea.next((m) => m.type === "refused");
    expect((refused.payload as { code: string }).code).toBe("NOT_YOUR_TURN");
    // the clock ran out: overtime begins (Sdadata rolls from now on)
    const expired = await ada.next(
      (m) =>
        m.type === "update" &&
        (m.payload as Update).events.some((e) => (e as { type: string }).type === "clockExpired"),
      10_000,
    );
    expect((expired.payload as Update).view).toBeDefined();
  });
});
