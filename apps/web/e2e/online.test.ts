/**
 * Online play in two browser contexts against the real server process (global-setup starts
 * `apps/server` with this build): a room created in one context, joined through its invite link
 * in another, bots in the other seats, turns played from both, a reload mid-game, the end screen
 * for everybody, the record download and the personal rejoin link (R13).
 */
import { readFileSync } from "node:fs";
import { checkRecord } from "@italia/engine";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startBusyProxy } from "../../cli/src/testing/busy-proxy";
import { openBrowser, shot } from "./browser";
import * as h from "./helpers";
import { openTestPage } from "./helpers";
import { startItaliaServer } from "./server";

const errors: string[] = [];
/** «Passa» given with the P key that the screen answered. */
let keyPasses = 0;
const opened: (() => Promise<void>)[] = [];

async function open(): Promise<Page> {
  const { page, close } = await openTestPage(errors);
  opened.push(close);
  return page;
}

/** Opens the site at `url` in Italian and creates a room there as `name`; resolves in its lobby. */
async function createRoomAt(page: Page, url: string, name: string): Promise<void> {
  await page.goto(url);
  await page.evaluate(() => localStorage.setItem("italia.lang", "it"));
  await page.reload();
  await page.getByTestId("online-entry").click();
  await page.getByTestId("online-name").fill(name);
  await page.getByTestId("create-room-submit").click();
  await page.getByTestId("lobby").waitFor();
}

/** Whether this page's seat decides now. */
async function myTurn(page: Page): Promise<boolean> {
  return (await page.getByTestId("game").getAttribute("data-human-turn")) === "yes";
}

/**
 * One decision of a person, by clicking as a player would: place (all at once, R2.4, R4.2),
 * move in after a conquest (R6.4), otherwise «Passa» / end the turn (R7). Returns whether it acted.
 */
async function playOne(page: Page, byKeyboard = false): Promise<boolean> {
  if (!(await page.getByTestId("game").isVisible()) || !(await myTurn(page))) return false;
  const stage = (await page.getByTestId("game").getAttribute("data-stage")) ?? "";
  const click = async (testId: string) => {
    const button = page.getByTestId(testId);
    if ((await button.count()) === 0 || !(await button.first().isEnabled())) return false;
    await button.first().click({ timeout: 2000 });
    return true;
  };
  try {
    if (stage === "setup" || (await page.getByTestId("to-place").count()) > 0) {
      await click("place-all");
      const [first] = await h.regions(page, ".selectable");
      if (first) await h.clickRegion(page, first);
      if (stage !== "setup") await click("confirm-places");
      return true;
    }
    if (stage === "occupy") return await click("occupy");
    const timer = (await page.getByTestId("turn-timer").textContent()) ?? "";
    const [, m, sec] = /(\d+):(\d\d)/.exec(timer) ?? [];
    // only with time to spare, so the turn timer cannot be what moves the game on
    const spare = Number(m) * 60 + Number(sec) >= 8;
    if (byKeyboard && spare && (await page.getByTestId("pass").count()) > 0) {
      // «Passa» by its key, P: the attack panel gives way (to the fortify step or the next turn)
      await page.keyboard.press("p");
      await page.waitForFunction(
        () =>
          document.querySelector("[data-testid=game]")?.getAttribute("data-human-turn") !== "yes" ||
          document.querySelector("[data-testid=pass]") === null,
        undefined,
        { timeout: 3000 },
      );
      keyPasses++;
      return true;
    }
    return (await click("pass")) || (await click("end-turn"));
  } catch {
    return false; // the turn moved on meanwhile (a timer, an update): look again
  }
}

/** Plays the persons' turns on `pages` until `done` holds. */
async function playUntil(pages: Page[], done: () => Promise<boolean>, limitMs: number) {
  const acted = new Map<Page, number>();
  const until = Date.now() + limitMs;
  while (!(await done())) {
    if (Date.now() > until) throw new Error("the online game did not get there in time");
    let any = false;
    for (const page of pages) {
      if (await playOne(page, page === bea)) {
        any = true;
        acted.set(page, (acted.get(page) ?? 0) + 1);
      }
    }
    if (!any) await pages[0]!.waitForTimeout(150);
  }
  return acted;
}

let ada: Page;
let bea: Page;

beforeAll(async () => {
  ada = await open();
  bea = await open();
});

afterAll(async () => {
  for (const close of opened) await close();
  expect(errors).toEqual([]);
});

describe("online play (R13)", () => {
  it("R13.1–R13.4: create, invite, start with bots, play from two browsers, reload, end, download", async () => {
    // Ada creates a room: 4 seats, 2 rounds, 20 s a turn, easy bots.
    await shot(ada, "online-00-home");
    await ada.setViewportSize({ width: 390, height: 844 });
    await shot(ada, "online-00-home-phone");
    await ada.setViewportSize({ width: 1440, height: 900 });
    await ada.getByTestId("online-entry").click();
    await ada.getByTestId("create-room").waitFor();
    await ada.getByTestId("online-name").fill("Ada");
    await ada.locator("label:has([data-testid=online-seats-4])").click();
    await ada.getByTestId("online-length").fill("2");
    await ada.getByTestId("online-turn-seconds").fill("20");
    await ada.getByTestId("online-bot").selectOption("random");
    await shot(ada, "online-01-create");
    await ada.setViewportSize({ width: 390, height: 844 });
    await shot(ada, "online-01-create-phone");
    await ada.setViewportSize({ width: 1440, height: 900 });
    await ada.getByTestId("create-room-submit").click();
    await ada.getByTestId("lobby").waitFor();
    const invite = await ada.getByTestId("invite-url").inputValue();
    const rejoin = await ada.getByTestId("rejoin-url").inputValue();
    expect(invite).toMatch(/\/\?room=[A-Za-z0-9_-]{22}$/);
    // the rejoin link carries the credential in the fragment, never in the query string
    expect(rejoin).toMatch(/\/\?room=[A-Za-z0-9_-]{22}#seat=[A-Za-z0-9_-]{43}$/);
    expect(rejoin.startsWith(`${invite}#`)).toBe(true);
    expect(new URL(ada.url()).search).toBe(new URL(invite).search);
    expect(new URL(ada.url()).hash).toBe("");
    // the copy button: the Clipboard API, or the text selected for Ctrl+C
    await ada.getByTestId("invite-copy").click();
    await ada.waitForFunction(
      () =>
        document.querySelector("[data-testid=invite-copy]")?.textContent === "Copiato!" ||
        (document.activeElement as HTMLInputElement | null)?.dataset?.testid === "invite-url",
    );
    expect(await ada.getByTestId("lobby-seat-1").getAttribute("data-free")).toBe("yes");
    await shot(ada, "online-02-lobby");

    // Bea opens the invite link, picks seat 3 (index 2) and a name.
    await bea.goto(invite);
    await bea.getByTestId("join-room").waitFor();
    expect(await bea.getByTestId("join-seat-0").isDisabled()).toBe(true);
    await bea.getByTestId("join-seat-2").check();
    await bea.getByTestId("join-name").fill("Bea");
    await shot(bea, "online-03-join");
    await bea.setViewportSize({ width: 390, height: 844 });
    await shot(bea, "online-03-join-phone");
    await bea.setViewportSize({ width: 1440, height: 900 });
    await bea.getByTestId("join-room-submit").click();
    await bea.getByTestId("lobby").waitFor();
    await bea.getByTestId("wait-creator").waitFor();
    expect(await bea.getByTestId("online-start").count()).toBe(0);
    // Ada sees Bea connected; the two empty seats will be bots
    await ada.waitForSelector("[data-testid=lobby-seat-2][data-free=no] [data-connected=yes]");
    expect(await ada.getByTestId("lobby-seat-1").textContent()).toContain("bot");
    await shot(ada, "online-04-lobby-full");
    await ada.setViewportSize({ width: 390, height: 844 });
    await shot(ada, "online-04-lobby-phone");
    await ada.setViewportSize({ width: 1440, height: 900 });

    // Ada starts: empty seats become bots; each sees the game from their own seat.
    await ada.getByTestId("online-start").click();
    await ada.getByTestId("map").waitFor();
    await bea.getByTestId("map").waitFor();
    expect(await ada.getByTestId("game").getAttribute("data-viewer")).toBe("0");
    expect(await bea.getByTestId("game").getAttribute("data-viewer")).toBe("2");
    await ada.getByTestId("turn-timer").waitFor();
    expect(await bea.getByTestId("turn-timer").textContent()).toMatch(/\d:\d\d/);

    // Both play their turns until the first round has begun.
    const round = async (page: Page) => (await page.getByTestId("round").textContent()) ?? "";
    const acted = await playUntil(
      [ada, bea],
      async () => (await round(bea)).includes("Giro 1"),
      60_000,
    );
    expect(acted.get(ada) ?? 0).toBeGreaterThan(0);
    expect(acted.get(bea) ?? 0).toBeGreaterThan(0);
    await shot(ada, "online-05-game");
    await bea.setViewportSize({ width: 390, height: 844 });
    await shot(bea, "online-05-game-phone");
    await bea.setViewportSize({ width: 1440, height: 900 });

    // Bea reloads mid-game: back in seat 2 with a fresh full view; Ada sees her back.
    await bea.reload();
    await bea.getByTestId("map").waitFor();
    expect(await bea.getByTestId("game").getAttribute("data-viewer")).toBe("2");
    expect(await bea.locator("[data-testid=hand]").count()).toBe(1);
    await ada.waitForSelector("[data-testid=players] [data-testid=status-2][data-connected=yes]");

    // Bea closes the tab: Ada sees her disconnected; reopening the invite link puts her back.
    await bea.goto("about:blank");
    await ada.waitForSelector("[data-testid=players] [data-testid=status-2][data-connected=no]");
    await bea.goto(invite);
    await bea.getByTestId("map").waitFor();
    expect(await bea.getByTestId("game").getAttribute("data-viewer")).toBe("2");
    await ada.waitForSelector("[data-testid=players] [data-testid=status-2][data-connected=yes]");

    // Ada lets her next turn run out (R13.3): a bot finishes it, she keeps the seat, and
    // everybody sees "a bot played this turn" on her seat.
    await playUntil([bea], () => myTurn(ada), 60_000);
    const timer = (await bea.getByTestId("turn-timer").textContent()) ?? "";
    expect(timer).toContain("Ada");
    await bea.getByTestId("timed-out-0").waitFor({ timeout: 45_000 });
    expect(await bea.getByTestId("timed-out-0").textContent()).toBe(
      "un bot ha giocato questo turno",
    );
    await ada.getByTestId("timed-out-0").waitFor();
    await shot(bea, "online-07-timed-out");
    expect(await ada.getByTestId("game").getAttribute("data-viewer")).toBe("0");

    // On to the end: every person sees the end screen with every objective revealed.
    await playUntil(
      [ada, bea],
      async () =>
        (await ada.getByTestId("end-screen").isVisible()) &&
        (await bea.getByTestId("end-screen").isVisible()),
      100_000,
    );
    // Bea ended her attacks with the P key at least once, and the screen took it
    expect(keyPasses).toBeGreaterThan(0);
    for (const page of [ada, bea]) {
      const objectives = await page.getByTestId("revealed-objective").allTextContents();
      expect(objectives).toHaveLength(4);
      expect(objectives.every((o) => o !== "—" && o.length > 0)).toBe(true);
    }
    await shot(ada, "online-06-end");
    await bea.setViewportSize({ width: 390, height: 844 });
    await shot(bea, "online-06-end-phone");

    // «Scarica la partita»: the room's record, which `italia replay` accepts (checkRecord).
    const [download] = await Promise.all([
      ada.waitForEvent("download"),
      ada.getByTestId("download-record").click(),
    ]);
    const path = await download.path();
    const record = JSON.parse(readFileSync(path!, "utf8")) as unknown;
    const check = checkRecord(record);
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.record.config.players).toBe(4);

    // Ada's personal rejoin link, opened in a fresh browser, puts her back in seat 0.
    const other = await openBrowser();
    opened.push(other.close);
    other.page.on("pageerror", (e) => errors.push(e.message));
    await other.page.goto(rejoin);
    await other.page.getByTestId("end-screen").waitFor();
    expect(await other.page.getByTestId("game").getAttribute("data-viewer")).toBe("0");
    // the credential left the address bar, and is kept for this room in this browser
    expect(new URL(other.page.url()).hash).toBe("");
  });
});

describe("a seat left alone, and its person back (R13.3)", () => {
  it("R13.3: B's page closes: A sees B disconnected, then away; B's rejoin link brings B back; B sees the away banner and takes the seat back", async () => {
    const host = await open();
    // Bea's first browser is closed mid-game, as a person closes the window
    const first = await openTestPage(errors);
    const bea1 = first.page;
    // Ada creates a room: 3 seats, 5 rounds, 5 s a turn (so missed turns come quickly)
    await host.getByTestId("online-entry").click();
    await host.getByTestId("online-name").fill("Ada");
    await host.locator("label:has([data-testid=online-seats-3])").click();
    await host.getByTestId("online-length").fill("5");
    await host.getByTestId("online-turn-seconds").fill("5");
    await host.getByTestId("online-bot").selectOption("random");
    await host.getByTestId("create-room-submit").click();
    await host.getByTestId("lobby").waitFor();
    const invite = await host.getByTestId("invite-url").inputValue();
    await bea1.goto(invite);
    await bea1.getByTestId("join-seat-1").check();
    await bea1.getByTestId("join-name").fill("Bea");
    await bea1.getByTestId("join-room-submit").click();
    await bea1.getByTestId("lobby").waitFor();
    const rejoin = await bea1.getByTestId("rejoin-url").inputValue();
    expect(rejoin).toMatch(/#seat=[A-Za-z0-9_-]{43}$/);
    await host.waitForSelector("[data-testid=lobby-seat-1][data-free=no] [data-connected=yes]");
    await host.getByTestId("online-start").click();
    await host.getByTestId("map").waitFor();
    await bea1.getByTestId("map").waitFor();
    const beaStatus = "[data-testid=players] [data-testid=status-1]";
    expect(await host.locator(beaStatus).getAttribute("data-connected")).toBe("yes");

    // Bea's browser closes: Ada sees her disconnected
    await first.close();
    await host.waitForSelector(`${beaStatus}[data-connected=no]`);
    expect(await host.locator(beaStatus).textContent()).toBe("disconnesso");
    await shot(host, "online-11-disconnected");

    // Ada plays on; Bea's turns run out, and after three a bot plays her seat: Ada sees her away
    const away = `${beaStatus}.away`;
    await playUntil([host], async () => (await host.locator(away).count()) > 0, 90_000);
    expect(await host.locator(beaStatus).textContent()).toBe("assente: gioca un bot");
    await shot(host, "online-12-away");

    // Bea opens her personal rejoin link in a fresh browser: back in seat 1, no longer away
    const bea2 = await open();
    await bea2.goto(rejoin);
    await bea2.getByTestId("map").waitFor();
    expect(await bea2.getByTestId("game").getAttribute("data-viewer")).toBe("1");
    await host.waitForSelector(`${beaStatus}[data-connected=yes]`);
    expect(await host.locator(beaStatus).textContent()).toBe("connesso");
    expect(await bea2.getByTestId("away-banner").count()).toBe(0);

    // Bea stays but does not play: after three missed turns her page says a bot plays for her
    await playUntil(
      [host],
      async () => (await bea2.getByTestId("away-banner").count()) > 0,
      90_000,
    );
    await host.waitForSelector(away);
    expect(await bea2.getByTestId("away-banner").textContent()).toContain(
      "Un bot gioca al posto tuo",
    );
    await shot(bea2, "online-13-away-banner");
    // «Sono qui, gioco io»: the banner goes, and Ada sees Bea connected and playing her seat again
    await bea2.getByTestId("im-back").click();
    await bea2.getByTestId("away-banner").waitFor({ state: "detached" });
    await host.waitForSelector(`${beaStatus}[data-connected=yes]`);
    expect(await host.locator(away).count()).toBe(0);
  });
});

describe("online play in minutes (R11.4, R13.2)", () => {
  it("a timed room of 3 seats shows the game clock counting down", async () => {
    const page = await open();
    await page.getByTestId("online-entry").click();
    await page.getByTestId("online-name").fill("Cleo");
    await page.locator("label:has([data-testid=online-seats-3])").click();
    await page.locator("label:has([data-testid=online-by-minutes])").click();
    await page.getByTestId("online-length").fill("5");
    await page.getByTestId("online-turn-seconds").fill("45");
    await page.getByTestId("create-room-submit").click();
    await page.getByTestId("lobby").waitFor();
    expect(await page.getByTestId("room-terms").textContent()).toContain("5 minuti");
    expect(await page.locator("[data-testid^=lobby-seat-]").count()).toBe(3);
    await page.getByTestId("online-start").click();
    await page.getByTestId("game-clock").waitFor();
    const clock = async () => {
      const text = (await page.getByTestId("game-clock").textContent()) ?? "";
      const [, m, s] = /(\d+):(\d\d)/.exec(text) ?? [];
      return Number(m) * 60 + Number(s);
    };
    const first = await clock();
    expect(first).toBeGreaterThan(240);
    expect(first).toBeLessThanOrEqual(300);
    await page.waitForFunction(
      (start) => {
        const text = document.querySelector("[data-testid=game-clock]")?.textContent ?? "";
        const [, m, s] = /(\d+):(\d\d)/.exec(text) ?? [];
        return Number(m) * 60 + Number(s) < start;
      },
      first,
      { timeout: 5000 },
    );
    await shot(page, "online-08-clock");
  });
});

describe("joining a room (R13.1)", () => {
  it("a seat taken meanwhile is refused with the server's reason and the seats are shown again; a started room turns newcomers away", async () => {
    const [host, dan, eve] = [await open(), await open(), await open()];
    await host.getByTestId("online-entry").click();
    await host.locator("label:has([data-testid=online-seats-3])").click();
    await host.getByTestId("online-name").fill("Host");
    await host.getByTestId("create-room-submit").click();
    await host.getByTestId("lobby").waitFor();
    const invite = await host.getByTestId("invite-url").inputValue();
    // both open the invite link while seat 1 is free
    await dan.goto(invite);
    await eve.goto(invite);
    await dan.getByTestId("join-room").waitFor();
    await eve.getByTestId("join-room").waitFor();
    await dan.getByTestId("join-seat-1").check();
    await dan.getByTestId("join-name").fill("Dan");
    await dan.getByTestId("join-room-submit").click();
    await dan.getByTestId("lobby").waitFor();
    // Eve still sees seat 1 free and asks for it: refused, with the seats shown again
    await eve.getByTestId("join-seat-1").check();
    await eve.getByTestId("join-name").fill("Eve");
    await eve.getByTestId("join-room-submit").click();
    await eve.getByTestId("online-error").waitFor();
    expect(await eve.getByTestId("online-error").textContent()).toContain(
      "Impossibile entrare nella stanza",
    );
    await eve.waitForFunction(() =>
      document.querySelector("[data-testid=join-seat-1]")?.hasAttribute("disabled"),
    );
    await shot(eve, "online-09-seat-taken");
    // once the game has started, the invite link no longer offers seats
    await host.getByTestId("online-start").click();
    await host.getByTestId("map").waitFor();
    await eve.goto(invite);
    await eve.getByTestId("room-closed").waitFor();
    await shot(eve, "online-10-room-closed");
  });
});

describe("a server too busy to load a game (R13.4)", () => {
  it("R13.4: reopening the room while the server answers 503 SERVER_BUSY, the page tries again and takes its seat back", async () => {
    // the page talks to the server through a proxy that can answer joins as a busy server does
    const proxy = await startBusyProxy(inject("baseUrl"), 0);
    const page = await open();
    try {
      await createRoomAt(page, proxy.url, "Ada");
      // a reload takes the seat back with the credential this browser keeps; the first three
      // tries are refused as busy, and the page says it is trying again
      proxy.refuse(3);
      await page.reload();
      await page.getByTestId("online-server-busy").waitFor({ timeout: 10_000 });
      expect(await page.getByTestId("online-server-busy").textContent()).toContain(
        "Il server è molto occupato",
      );
      await page.getByTestId("lobby").waitFor({ timeout: 20_000 });
      expect(proxy.refused).toBe(3);
      expect(await page.getByTestId("online-server-busy").count()).toBe(0);
      expect(await page.getByTestId("online-error").count()).toBe(0);
      expect(await page.getByTestId("lobby").textContent()).toContain("Ada");
    } finally {
      await proxy.close();
    }
  });
});

describe("a room whose time is up", () => {
  it("a lobby nobody starts within --lobby-ttl is closed by the server, and the page says so", async () => {
    const server = await startItaliaServer(inject("webDir"), ["--lobby-ttl", "3s"]);
    try {
      const page = await open();
      await createRoomAt(page, server.url, "Ugo");
      const room = new URL(await page.getByTestId("invite-url").inputValue()).searchParams.get(
        "room",
      )!;
      await page.getByTestId("connection").waitFor({ timeout: 15_000 });
      expect(await page.getByTestId("connection").textContent()).toBe(
        "La stanza è scaduta ed è stata chiusa dal server.",
      );
      expect(await page.getByTestId("lobby").count()).toBe(0);
      // its credential is forgotten: reopening the link finds no room
      expect(
        await page.evaluate((id) => localStorage.getItem(`italia.online.${id}`), room),
      ).toBeNull();
      await page.goto(`${server.url}/?room=${room}`);
      await page.getByTestId("room-missing").waitFor();
    } finally {
      await server.close();
    }
  });
});
