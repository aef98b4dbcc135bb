/**
 * Watching a Radetzky room in real Chromium against the real server, issue #26: a player creates
 * a 2-seat room (the room's bot in the other seat) and plays it with the scripted team's moves;
 * a spectator opens the watch link from the lobby — it names the game, so Radetzky's own watch
 * form and screen, one join — and follows the game read-only to its end: the round, who acts, the
 * log, no hand, no move, no invite; at the end the record, asked of the watch room, replays. Every payload the
 * spectator received is scanned for hidden cards and the decks' order against the game's states
 * replayed from the player's record (RZ24: 0 found), with a self-check that a planted leak is found.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { radetzkyLeaks, radetzkyStates } from "../../server/src/testing/radetzky";
import { shot } from "./browser";
import type { Received } from "./frames";
import {
  createRzRoom,
  fetchRzRecord,
  peoplePerFile,
  plantHand,
  playOne,
  screenOf,
  updatesOf,
} from "./radetzkyRoom";

const open = peoplePerFile();
const updatesIn = (received: readonly Received[]) => updatesOf({ received: [...received] });

/**
 * Whether every hand the page shows open is one the spectator's updates show open (a hand the
 * rules show everybody, RZ24.3/RZ21.2); asked again after a pause, as the frame may be told to
 * the test after the page drew it.
 */
async function openHandsArePublic(page: Page, received: readonly Received[]): Promise<boolean> {
  for (let tries = 0; tries < 5; tries++) {
    const shown = await page
      .locator(".rz-hand[data-open=yes]")
      .evaluateAll((hands) => hands.map((h) => h.getAttribute("data-hand") ?? ""));
    const u = updatesIn(received).at(-1);
    const open = Object.entries(u?.view.hands ?? {})
      .filter(([, hand]) => hand.cards !== undefined)
      .map(([key]) => key);
    if (shown.every((key) => open.includes(key))) return true;
    await page.waitForTimeout(200);
  }
  return false;
}

/** The last `welcome` the page received. */
const welcomeOf = (received: readonly Received[]): unknown =>
  received.filter((m) => m.type === "welcome").at(-1)?.body;

describe("watching a Radetzky room (issue #26)", () => {
  it("RZ24: a spectator follows a bot-played game to its end on Radetzky's screen, read-only; no payload leaks", async () => {
    const ada = await open(0);
    const eve = await open(-1);

    // Ada creates a 2-seat room with closed hands; the lobby offers the watch link.
    // spectators one turn behind (against ghosting)
    const room = await createRzRoom(ada.page, { players: 2, watchDelay: 1 });
    const watchLink = await ada.page.getByTestId("watch-url").inputValue();
    const watchId = new URL(watchLink).searchParams.get("watch") ?? "";
    expect(watchId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(watchId).not.toBe(room);
    // the link names the game: the page opens Radetzky's screens at once and joins once
    expect(new URL(watchLink).searchParams.get("game")).toBe("radetzky");

    // Eve opens the watch link: Radetzky's watch form, then its lobby as a spectator.
    await eve.page.goto(watchLink);
    await eve.page.locator("[data-testid=rz-online] [data-testid=watch-form]").waitFor();
    await eve.page.getByTestId("watch-name").fill("Eve");
    await eve.page.getByTestId("watch-submit").click();
    await eve.page.getByTestId("rz-online").waitFor();
    await eve.page.getByTestId("watch-lobby").waitFor();
    expect(await eve.page.getByTestId("invite-url").count()).toBe(0);
    expect(await eve.page.getByTestId("online-start").count()).toBe(0);
    expect(new URL(eve.page.url()).searchParams.get("watch")).toBe(watchId);
    expect(new URL(eve.page.url()).searchParams.get("game")).toBe("radetzky");

    // Ada starts: seat 1 is the room's bot. Eve sees the game on Radetzky's screen.
    await ada.page.getByTestId("online-start").click();
    await ada.page.getByTestId("rz-game").waitFor();
    await eve.page.getByTestId("rz-game").waitFor();
    await eve.page.getByTestId("watching").waitFor();
    // the players are told the watch link in the game, and that somebody watches
    expect(await ada.page.getByTestId("watch-url").inputValue()).toBe(watchLink);
    await ada.page.getByTestId("spectator-count").waitFor();

    const until = Date.now() + 420_000;
    let looked = 0;
    let actingSeen = false;
    let behindSeen = false;
    while ((await screenOf(ada.page)) !== "over" || (await screenOf(eve.page)) !== "over") {
      if (Date.now() > until) throw new Error("the watched game did not end in time");
      const played = await playOne(ada);
      if (looked++ % 10 === 0) {
        // read-only, nobody's eyes: no move, no open hand, no viewer
        const game = eve.page.getByTestId("rz-game");
        const screen = await screenOf(eve.page);
        expect(["others", "over"]).toContain(screen);
        expect(await game.getAttribute("data-viewer")).toBe("");
        expect(await eve.page.locator("[data-testid=rz-play] button").count()).toBe(0);
        expect(await openHandsArePublic(eve.page, eve.received)).toBe(true);
        if (screen === "others" && (await eve.page.getByTestId("rz-waiting").count()) > 0)
          actingSeen = true;
        // the room's delay: the spectator is told, and is shown fewer actions than the player
        if (
          screen === "others" &&
          /1/.test((await eve.page.getByTestId("watching").textContent()) ?? "")
        )
          behindSeen = true;
      }
      if (!played) await ada.page.waitForTimeout(100);
    }
    expect(actingSeen).toBe(true);
    expect(behindSeen).toBe(true);
    // one turn behind while played, everything at once when over
    expect((welcomeOf(eve.received) as { delay?: unknown }).delay).toBe(1);
    const during = updatesIn(eve.received).filter((u) => u.view.stage !== "over");
    expect(during.length).toBeGreaterThan(0);
    for (const u of during) expect((u as { delay?: unknown }).delay).toBe(1);
    expect((updatesIn(eve.received).at(-1) as { delay?: unknown }).delay).toBe(0);
    await shot(eve.page, "radetzky-watch-game-over");

    // The end as the spectator sees it: the result and the team's numbers, no rematch; the record
    // is asked of the watch room (below).
    await eve.page.getByTestId("rz-end").waitFor();
    expect(await eve.page.getByTestId("rz-round").textContent()).toMatch(/\d/);
    expect(await eve.page.locator(".rz-log li").count()).toBeGreaterThan(0);
    // the hands are headed as the public's, nobody's own
    expect(await eve.page.locator("[data-testid=rz-hands] h2").textContent()).not.toContain("…");
    expect(await eve.page.getByTestId("rz-end").getAttribute("data-winner")).toBe(
      await ada.page.getByTestId("rz-end").getAttribute("data-winner"),
    );
    for (const id of ["rz-rematch", "rz-rematch-join", "rz-download", "rz-replay-open"])
      expect(await eve.page.getByTestId(id).count(), id).toBe(0);
    await eve.page.getByTestId("rz-watch-replay").waitFor();
    await ada.page.getByTestId("rz-download").waitFor();

    // The record (Ada's credential) replays every state; each spectator payload is scanned.
    const record = await fetchRzRecord(ada.page, room);
    const states = radetzkyStates(
      record.config,
      record.seed,
      record.steps.map((s) => s.action),
    );
    const seen = updatesIn(eve.received);
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.at(-1)!.step).toBe(record.steps.length);
    expect(radetzkyLeaks(seen, null, states)).toEqual([]);
    const welcomes = eve.received.filter((m) => m.type === "welcome");
    // one join of the watch room (the link named the game)
    expect(welcomes).toHaveLength(1);
    for (const w of welcomes) expect(w.body).toMatchObject({ watch: true, game: "radetzky" });
    const text = JSON.stringify(eve.received);
    expect(text).not.toContain(record.seed);
    expect(text).not.toContain(String(room));
    expect(text).not.toMatch(/"(rng|zoneDeck|austriaDeck|italyDeck)"/);

    // Self-check: the scan finds Ada's hidden hand planted in a spectator's payload.
    const plantAt = seen.find((u) => (states[u.step]?.hands["0"]?.length ?? 0) > 0);
    expect(plantAt).toBeDefined();
    expect(radetzkyLeaks([plantHand(plantAt!, "0", states)], null, states).length).toBeGreaterThan(
      0,
    );

    // The game over, the spectator asks for the record: the watch room gives it (after the end),
    // without the players' chat, and the replay viewer opens on it at the last step.
    await eve.page.getByTestId("rz-watch-replay").click();
    await eve.page.getByTestId("rz-replay").waitFor();
    expect(await eve.page.getByTestId("rz-replay-at").textContent()).toContain(
      String(record.steps.length),
    );
    const given = eve.received.filter((m) => m.type === "record");
    expect(given).toHaveLength(1);
    const body = given[0]!.body as { steps: unknown[]; seed: string; chat?: unknown };
    expect(body.steps).toHaveLength(record.steps.length);
    expect(body.seed).toBe(record.seed);
    expect(body.chat).toBeUndefined();
    const lastUpdate = eve.received.map((m) => m.type).lastIndexOf("update");
    expect(eve.received.indexOf(given[0]!)).toBeGreaterThan(lastUpdate);
    await shot(eve.page, "radetzky-watch-replay");
  }, 600_000);
});
