/**
 * Radetzky online in real Chromium against the real server (global-setup starts `apps/server`
 * with this build), issue #26: a room created in one browser context, joined through its invite
 * link in another, a bot in the third seat; a shared fight that both people see and where the
 * first valid play counts (RZ11.2: both click at once, one play is applied, the other is refused
 * as stale and the page stays quiet); a reload mid-fight that resumes the seat; the game to its
 * end with the rematch and the record. Every WebSocket payload each seat received is decoded and
 * scanned for other seats' hidden cards and the decks' order against the game's states replayed
 * from the downloaded record (0 found), with a self-check that a planted leak is found.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  type RadetzkyUpdate,
  radetzkyLeaks,
  radetzkyStates,
} from "../../server/src/testing/radetzky";
import { shot } from "./browser";
import type { Received } from "./frames";
import {
  createRzRoom,
  fetchRzRecord,
  type Person,
  peoplePerFile,
  plantHand,
  playOne,
  screenOf,
  updatesOf,
} from "./radetzkyRoom";

const open = peoplePerFile();

/** The messages the page received in `room`. */
function receivedIn(p: Person, room: string): Received[] {
  let current = "";
  return p.received.filter((m) => {
    if (m.type === "welcome") current = String((m.body as { room?: unknown }).room ?? "");
    return current === room;
  });
}

/** Clicks the page's move `index` at once, as a person would (nothing if it is gone). */
function clickNow(p: Person, index: number): Promise<boolean> {
  return p.page.evaluate((i) => {
    const b = document.querySelector<HTMLButtonElement>(
      `[data-testid=rz-play] button[data-index="${i}"]`,
    );
    b?.click();
    return b !== null;
  }, index);
}

/** The room the page's address names. */
const roomOf = (p: Person) => new URL(p.page.url()).searchParams.get("room") ?? "";
const latest = (p: Person): RadetzkyUpdate | undefined => updatesOf(p).at(-1);

/** Whether a shared decision of both people is on: the same step, both asked to play a card. */
function sharedFight(a: Person, b: Person): number | null {
  const ua = latest(a);
  const ub = latest(b);
  if (!ua?.legal || !ub?.legal || ua.step !== ub.step) return null;
  const cards = (u: RadetzkyUpdate) => u.legal?.some((m) => m.type === "playCard") ?? false;
  return ua.actors.includes(0) && ua.actors.includes(1) && cards(ua) && cards(ub) ? ua.step : null;
}

let ada: Person;
let bea: Person;

beforeAll(async () => {
  ada = await open(0);
  bea = await open(1);
});

describe("Radetzky online (issue #26)", () => {
  it("two people and a bot: a shared fight, a reload mid-fight, the end; no payload leaks", async () => {
    // Ada creates a 3-seat room with closed hands from Radetzky's form on the home page.
    const room = await createRzRoom(ada.page, { players: 3 });
    const invite = await ada.page.getByTestId("invite-url").inputValue();
    expect(await ada.page.getByTestId("rz-room-terms").textContent()).toContain("3");

    // Bea opens the invite link: the Radetzky join form, then the lobby.
    await bea.page.goto(invite);
    await bea.page.getByTestId("join-room").waitFor();
    await bea.page.getByTestId("join-name").fill("Bea");
    await bea.page.getByTestId("join-room-submit").click();
    await bea.page.getByTestId("lobby").waitFor();
    await ada.page.getByTestId("lobby-seat-1").getByText("Bea").waitFor();
    await shot(ada.page, "radetzky-online-lobby");

    // Ada starts: seat 2 is the room's bot.
    await ada.page.getByTestId("online-start").click();
    for (const p of [ada, bea]) await p.page.getByTestId("rz-game").waitFor();

    const rooms = [room];
    let shared: number | null = null;
    let timerSeen = false;
    const until = Date.now() + 240_000;
    // Play until both people are asked at one shared fight; a game that ends before one is
    // followed by its rematch (Ada offers, Bea joins, Ada starts).
    while (shared === null) {
      if (Date.now() > until) throw new Error("no shared fight of both people came");
      shared = sharedFight(ada, bea);
      if (shared !== null) break;
      let any = false;
      for (const p of [ada, bea]) {
        if (
          (await screenOf(p.page)) === "play" &&
          (await p.page.getByTestId("rz-turn-timer").count())
        )
          timerSeen = true;
        if (await playOne(p)) any = true;
      }
      if ((await screenOf(ada.page)) === "over" && (await screenOf(bea.page)) === "over") {
        expect(rooms.length).toBeLessThan(10);
        await ada.page.getByTestId("rz-rematch").click();
        await ada.page.getByTestId("lobby").waitFor();
        await bea.page.getByTestId("rz-rematch-join").click();
        await bea.page.getByTestId("lobby").waitFor();
        await ada.page.getByTestId("lobby-seat-1").getByText("Bea").waitFor();
        rooms.push(roomOf(ada));
        expect(roomOf(bea)).toBe(roomOf(ada));
        await ada.page.getByTestId("online-start").click();
        for (const p of [ada, bea]) await p.page.getByTestId("rz-game").waitFor();
        continue;
      }
      if (!any) await ada.page.waitForTimeout(100);
    }
    expect(timerSeen).toBe(true);

    // Both people see the shared fight: the fight panel and their own cards to play.
    for (const p of [ada, bea]) {
      await p.page.locator("[data-testid=rz-game][data-screen=play]").waitFor();
      await p.page.getByTestId("rz-fight").waitFor();
      // each is told the other may answer too
      const other = p === ada ? "Bea" : "Ada";
      expect(await p.page.getByTestId("rz-elsewhere").textContent()).toContain(other);
      expect(await p.page.locator("[data-testid=rz-play] [data-move=playCard]").count()).toBe(
        latest(p)!.legal!.filter((m) => m.type === "playCard").length,
      );
    }
    await shot(bea.page, "radetzky-online-shared-fight");

    // Both click a card at once: the first valid play counts, the other is stale and quiet.
    const card = (p: Person) => {
      const legal = latest(p)!.legal!;
      return legal.findIndex((m) => m.type === "playCard");
    };
    const [ia, ib] = [card(ada), card(bea)];
    const clicked = await Promise.all([clickNow(ada, ia), clickNow(bea, ib)]);
    expect(clicked.some((c) => c)).toBe(true);
    const after = async (p: Person) => {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const u = updatesOf(p, rooms.at(-1)!).find((x) => x.step > shared! && x.since <= shared!);
        if (u) return u;
        if (Date.now() > deadline) throw new Error("no update after the shared decision");
        await p.page.waitForTimeout(50);
      }
    };
    const next = await after(ada);
    const taken = next.actions[shared - next.since]!;
    expect(taken.type).toBe("playCard");
    expect([0, 1]).toContain(taken.seat);
    // one applied: the other seat's click was refused as stale, or came on the next decision
    // already drawn; no refusal other than a stale one, and none shown
    const refusals = [...ada.received, ...bea.received]
      .filter((m) => m.type === "refused")
      .map((m) => (m.body as { code: string }).code);
    for (const code of refusals) expect(code).toBe("STALE_DECISION");
    for (const p of [ada, bea]) expect(await p.page.getByTestId("rz-refusal").count()).toBe(0);

    // Bea reloads mid-fight: her seat is taken back with the stored credential.
    const fightOn = latest(bea)!.view.fight !== null;
    await bea.page.reload();
    await bea.page.getByTestId("rz-game").waitFor();
    const back = await (async () => {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const u = updatesOf(bea).at(-1)!;
        if (u.since === 0 && u.step >= next.step) return u;
        if (Date.now() > deadline) throw new Error("no full update after the reload");
        await bea.page.waitForTimeout(50);
      }
    })();
    expect(back.view.seat).toBe(1);
    if (fightOn && back.view.fight !== null) await bea.page.getByTestId("rz-fight").waitFor();
    expect(await bea.page.locator(".rz-log li").count()).toBeGreaterThan(0);

    // The game to its end.
    while ((await screenOf(ada.page)) !== "over" || (await screenOf(bea.page)) !== "over") {
      if (Date.now() > until + 240_000) throw new Error("the online game did not end in time");
      let any = false;
      for (const p of [ada, bea]) if (await playOne(p)) any = true;
      if (!any) await ada.page.waitForTimeout(100);
    }
    for (const p of [ada, bea]) {
      await p.page.getByTestId("rz-end").waitFor();
      await p.page.getByTestId("rz-download").waitFor();
      // the team's numbers: fights, cards by seat, Austria's soldiers by round
      expect(await p.page.getByTestId("rz-stats-cards").textContent()).toMatch(/Ada \d+|Bea \d+/);
      expect(
        (await p.page.getByTestId("rz-rematch").count()) +
          (await p.page.getByTestId("rz-rematch-join").count()),
      ).toBe(1);
    }
    await shot(ada.page, "radetzky-online-end");

    // The end screen opens the replay: the game at any step, from either seat's point of view.
    await ada.page.getByTestId("rz-replay-open").click();
    await ada.page.getByTestId("rz-replay").waitFor();
    const stepText = async () => (await ada.page.getByTestId("rz-replay-at").textContent()) ?? "";
    const [, endAt, total] = /(\d+)\D+(\d+)/.exec(await stepText()) ?? [];
    expect(endAt).toBe(total);
    await ada.page.getByTestId("rz-end").waitFor();
    await ada.page.getByTestId("rz-replay-back").click();
    expect(await stepText()).toContain(String(Number(total) - 1));
    await ada.page.getByTestId("rz-replay-step").fill("0");
    expect(/^\D*0\D/.test(await stepText())).toBe(true);
    await ada.page.getByTestId("rz-replay-seat").selectOption("1");
    expect(await ada.page.getByTestId("rz-game").getAttribute("data-viewer")).toBe("1");
    await shot(ada.page, "radetzky-online-replay");

    // Each room's record, with the seed, replays every state; each seat's payloads are scanned.
    let states: ReturnType<typeof radetzkyStates> = [];
    for (const id of rooms) {
      const record = await fetchRzRecord(ada.page, id, rooms.at(-1)!);
      expect(record.format).toBe("game-record/1");
      states = radetzkyStates(
        record.config,
        record.seed,
        record.steps.map((s) => s.action),
      );
      for (const p of [ada, bea]) {
        const updates = updatesOf(p, id);
        expect(updates.length).toBeGreaterThan(3);
        expect(radetzkyLeaks(updates, p.seat, states), `seat ${p.seat}`).toEqual([]);
        const text = JSON.stringify(receivedIn(p, id));
        expect(text).not.toContain(record.seed);
        expect(text).not.toMatch(/"(rng|zoneDeck|austriaDeck|italyDeck)"/);
      }
    }
    // Self-check: the scan finds a hidden card planted in a payload (Ada's hand in Bea's view).
    const plantAt = updatesOf(bea, rooms.at(-1)!).find((u) => {
      const s = states[u.step]!;
      return (s.hands["0"]?.length ?? 0) > 0 && u.view.hands["0"]?.cards === undefined;
    });
    expect(plantAt).toBeDefined();
    expect(radetzkyLeaks([plantHand(plantAt!, "0", states)], 1, states).length).toBeGreaterThan(0);
  });
});

describe("Radetzky online: seats a bot plays from the start", () => {
  it("the creator marks seats as bots: the lobby and the invite's join form show them, nobody can take them, and the room's bot plays them; the game screen has the chat", async () => {
    const cleo = await open(0);
    const dan = await open(2);
    await cleo.page.getByTestId("pick-radetzky").click();
    await cleo.page.getByTestId("rz-online-entry").click();
    await cleo.page.getByTestId("rz-create-room").waitFor();
    await cleo.page.getByTestId("rz-online-name").fill("Cleo");
    await cleo.page.locator("label:has([data-testid=rz-players-4])").click();
    // one checkbox per seat besides the creator's
    expect(await cleo.page.locator("[data-testid^=rz-bot-seat-]").count()).toBe(3);
    await cleo.page.getByTestId("rz-bot-seat-1").check();
    await cleo.page.getByTestId("rz-bot-seat-3").check();
    await cleo.page.getByTestId("rz-turn-seconds").fill("600");
    await cleo.page.getByTestId("rz-create-submit").click();
    await cleo.page.getByTestId("lobby").waitFor();
    for (const s of [1, 3]) {
      const seat = cleo.page.getByTestId(`lobby-seat-${s}`);
      expect(await seat.getAttribute("data-bot")).toBe("yes");
      expect(await seat.getAttribute("data-free")).toBe("no");
      expect(await seat.textContent()).toContain("Posto di un bot");
    }
    expect(await cleo.page.getByTestId("lobby-seat-2").getAttribute("data-free")).toBe("yes");
    await shot(cleo.page, "radetzky-online-bot-seats");

    // Dan's join form: the bot seats cannot be picked; the free one is
    const invite = await cleo.page.getByTestId("invite-url").inputValue();
    await dan.page.goto(invite);
    await dan.page.getByTestId("join-room").waitFor();
    for (const s of [1, 3]) {
      expect(await dan.page.getByTestId(`join-seat-${s}`).isDisabled()).toBe(true);
    }
    expect(await dan.page.getByTestId("join-seat-2").isChecked()).toBe(true);
    await dan.page.getByTestId("join-name").fill("Dan");
    await dan.page.getByTestId("join-room-submit").click();
    await dan.page.getByTestId("lobby").waitFor();
    await cleo.page.getByTestId("lobby-seat-2").getByText("Dan").waitFor();

    // started: the bots of seats 1 and 3 play (their actions arrive in the updates)
    await cleo.page.getByTestId("online-start").click();
    for (const p of [cleo, dan]) await p.page.getByTestId("rz-game").waitFor();
    const acted = (seat: number) =>
      updatesOf(cleo).some((u) => u.actions.some((a) => a.seat === seat));
    const until = Date.now() + 120_000;
    // (until Dan has acted too: the First Player is drawn, bots may come before him)
    while (!(acted(1) && acted(3) && acted(2))) {
      if (Date.now() > until) throw new Error("the bot seats never acted");
      const any = (await playOne(cleo)) || (await playOne(dan));
      if (!any) await cleo.page.waitForTimeout(100);
    }

    // the game screen has the room's chat, as Italia's: Cleo writes, Dan reads it there
    await cleo.page.locator("[data-testid=rz-game] [data-testid=chat-input]").fill("Avanti, Dan!");
    await cleo.page.locator("[data-testid=rz-game] [data-testid=chat-send]").click();
    const line = dan.page.locator("[data-testid=rz-game] [data-testid=chat-line]", {
      hasText: "Avanti, Dan!",
    });
    await line.waitFor();
    expect(await line.getAttribute("data-seat")).toBe("0");
    await shot(dan.page, "radetzky-online-game-chat");
  });
});
