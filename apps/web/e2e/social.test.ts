/**
 * Chat and spectators in Chromium against the real server process: two players and a spectator
 * (opened by the room's watch link) in one room — the players' chat both ways, shown as text,
 * quick phrases, muting one player (kept over a reload), the spectators' own channel, and a
 * spectator's view of the game with no hand and no objective (issue #24).
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as h from "./helpers";

const errors: string[] = [];
const closers: (() => Promise<void>)[] = [];
let ada: Page;
let bea: Page;
let eve: Page;

beforeAll(async () => {
  const pages: Page[] = [];
  for (const _ of [0, 1, 2]) {
    const { page, close } = await h.openTestPage(errors);
    closers.push(close);
    pages.push(page);
  }
  [ada, bea, eve] = pages as [Page, Page, Page];
});

afterAll(async () => {
  for (const close of closers) await close();
  expect(errors).toEqual([]);
});

/** The chat lines a page shows, as `name: text`. */
async function lines(page: Page): Promise<string[]> {
  return page
    .locator("[data-testid=chat-line]")
    .evaluateAll((els) =>
      els.map(
        (e) =>
          `${e.querySelector(".chat-name")?.textContent ?? ""}: ${e.querySelector(".chat-text")?.textContent ?? ""}`,
      ),
    );
}

/** Writes a line in the page's chat. */
async function say(page: Page, text: string): Promise<void> {
  await page.getByTestId("chat-input").fill(text);
  await page.getByTestId("chat-send").click();
}

/** Waits until the page shows the line `name: text`. */
async function shows(page: Page, line: string): Promise<void> {
  const [name, ...rest] = line.split(": ");
  await page.waitForFunction(
    ([n, t]) =>
      [...document.querySelectorAll("[data-testid=chat-line]")].some(
        (e) =>
          e.querySelector(".chat-name")?.textContent === n &&
          e.querySelector(".chat-text")?.textContent === t,
      ),
    [name, rest.join(": ")],
  );
}

describe("chat and spectators online (issue #24)", () => {
  it("players chat both ways (text, quick phrases, mute kept over a reload); a spectator chats apart and sees no hand and no objective", async () => {
    await ada.getByTestId("online-entry").click();
    await ada.getByTestId("online-name").fill("Ada");
    await ada.locator("label:has([data-testid=online-seats-3])").click();
    await ada.getByTestId("online-length").fill("1");
    await ada.getByTestId("online-turn-seconds").fill("300");
    await ada.getByTestId("online-bot").selectOption("random");
    await ada.getByTestId("create-room-submit").click();
    await ada.getByTestId("lobby").waitFor();
    const invite = await ada.getByTestId("invite-url").inputValue();
    const watch = await ada.getByTestId("watch-url").inputValue();
    expect(watch).toMatch(/\/\?watch=[A-Za-z0-9_-]{22}$/);
    const room = new URL(invite).searchParams.get("room")!;
    expect(watch).not.toContain(room);
    await bea.goto(invite);
    await bea.getByTestId("join-seat-1").check();
    await bea.getByTestId("join-name").fill("Bea");
    await bea.getByTestId("join-room-submit").click();
    await bea.getByTestId("lobby").waitFor();

    // both ways, shown as text (markup stays text)
    await say(ada, "Ciao Bea <b>grassetto</b>");
    await shows(bea, "Ada: Ciao Bea <b>grassetto</b>");
    expect(await bea.locator("[data-testid=chat-lines] b").count()).toBe(0);
    const phrase = (await bea.getByTestId("quick-quickGoodLuck").textContent())!;
    await bea.getByTestId("quick-quickGoodLuck").click();
    await shows(ada, `Bea: ${phrase}`);

    // a line over 200 characters is not sent: the page says why
    await ada.getByTestId("chat-input").fill("x".repeat(201));
    await ada.getByTestId("chat-too-long").waitFor();
    expect(await ada.getByTestId("chat-send").isDisabled()).toBe(true);
    await ada.getByTestId("chat-input").fill("");

    // the spectator: the watch link asks a name, shows the lobby, and the players see one watching
    await eve.goto(watch);
    await eve.getByTestId("watch-name").fill("Eve");
    await eve.getByTestId("watch-submit").click();
    await eve.getByTestId("watch-lobby").waitFor();
    expect(await eve.getByTestId("invite").count()).toBe(0);
    expect(await eve.getByTestId("watch").count()).toBe(0);
    expect(await eve.content()).not.toContain(room);
    await ada.waitForFunction(() =>
      /\b1\b/.test(document.querySelector("[data-testid=spectator-count]")?.textContent ?? ""),
    );
    // the spectators' channel and the players' are apart
    await say(eve, "Forza tutti!");
    await shows(eve, "Eve: Forza tutti!");
    await say(ada, "Solo tra noi");
    await shows(bea, "Ada: Solo tra noi");
    expect(await lines(eve)).toEqual(["Eve: Forza tutti!"]);
    expect((await lines(ada)).some((l) => l.includes("Forza"))).toBe(false);
    expect((await lines(bea)).some((l) => l.includes("Forza"))).toBe(false);

    // Ada mutes Bea: Bea's lines are hidden on Ada's page (Bea still sees them), also after a
    // reload; unmuted, they are back
    await ada.getByTestId("mute-seat:1").first().click();
    await say(bea, "Mi senti?");
    await shows(bea, "Bea: Mi senti?");
    await say(ada, "dopo");
    await shows(ada, "Ada: dopo"); // Bea's line came before it
    expect((await lines(ada)).some((l) => l.startsWith("Bea:"))).toBe(false);
    await ada.reload();
    await ada.getByTestId("lobby").waitFor();
    await shows(ada, "Ada: dopo");
    expect((await lines(ada)).some((l) => l.startsWith("Bea:"))).toBe(false);
    await ada.getByTestId("unmute-seat:1").click();
    await shows(ada, "Bea: Mi senti?");

    // the game: the spectator sees the board, no hand, no objective, no moves; the chat goes on
    await ada.getByTestId("online-start").click();
    await ada.getByTestId("map").waitFor();
    await eve.getByTestId("map").waitFor();
    await eve.getByTestId("watching").waitFor();
    expect(await eve.getByTestId("game").getAttribute("data-viewer")).toBe("");
    expect(await eve.getByTestId("hand").count()).toBe(0);
    expect(await eve.locator("[data-testid=objective] .objective-name").count()).toBe(0);
    expect(await ada.locator("[data-testid=objective] .objective-name").count()).toBe(1);
    // the players still have the watch link and the count of spectators during the game
    expect(await ada.getByTestId("watch-url").inputValue()).toBe(watch);
    expect(await ada.getByTestId("spectator-count").textContent()).toMatch(/\b1\b/);
    await say(bea, "Bella mossa!");
    await shows(ada, "Bea: Bella mossa!");
    await say(eve, "Che partita");
    await shows(eve, "Eve: Che partita");
    expect((await lines(eve)).some((l) => l.startsWith("Bea:") || l.startsWith("Ada:"))).toBe(
      false,
    );
  }, 180_000);
});
