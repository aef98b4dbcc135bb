/**
 * `italia bot --server`: bots that are programs (or built-in bots) play seats of a room on the
 * real server process, over real sockets, with the same JSON-lines protocol as the local arena.
 */
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { botSeedFor, seatSeed } from "@italia/bot-sdk";
import { Client } from "colyseus.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBusyProxy } from "../testing/busy-proxy.js";
import { runItalia, startItalia } from "../testing/run-italia.js";
import {
  createRoom,
  credentialOf,
  type Payload,
  type RunningServer,
  rejoinRoom,
  startServer,
} from "../testing/run-server.js";

const work = mkdtempSync(join(tmpdir(), "italia-online-bot-"));

/** A bot program in Node.js: logs what it is sent to stderr, answers the safe action. */
const program = join(work, "bot.mjs");
writeFileSync(
  program,
  `import { createInterface } from "node:readline";
let sawOwn = false;
for await (const line of createInterface({ input: process.stdin })) {
  const m = JSON.parse(line);
  if (m.type === "hello") {
    console.error("hello", JSON.stringify({ seat: m.seat, players: m.players, limit: m.limit,
      protocol: m.protocol, regions: Object.keys(m.board.regions).length, decisionMs: m.decisionMs }));
    console.error("seed", m.seed);
  } else if (m.type === "decide") {
    const mv = m.legal.find((x) => x.type === "endTurn") ?? m.legal[0];
    const { min, max, minDice, maxDice, ...action } = mv;
    if (mv.type === "attack") action.dice = minDice;
    else if (mv.type === "place" || mv.type === "occupy" || mv.type === "fortify") action.count = max;
    if (!sawOwn && m.events.some((e) => e.type === "armiesPlaced" && e.seat === m.view.me.seat)) {
      sawOwn = true;
      console.error("own events seen");
    }
    if (m.id === 1) console.error("first decide", JSON.stringify({ me: m.view.me.seat, legal: m.legal.length }));
    console.log(JSON.stringify({ id: m.id, action }));
  } else if (m.type === "over") {
    console.error("over", m.winner);
  }
}
`,
);
/** A bot program that crashes at every decision. */
const crasher = join(work, "crash.mjs");
writeFileSync(
  crasher,
  `process.stdin.on("data", (d) => { if (String(d).includes('"decide"')) { console.error("crashing"); process.exit(3); } });\n`,
);

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const seatsTaken = (n: number) => (type: string, p: Payload) =>
  type === "seats" && (p.seats ?? []).filter((s) => s.name !== null).length === n;

describe("italia bot --server (R13)", () => {
  it("cuts a long --name at 24 characters, an emoji counting as one (never half of one)", async () => {
    const creator = await createRoom(server.url, { seats: 3, rounds: 1, turnSeconds: 60 });
    const room = creator.room.roomId;
    const bot = startItalia([
      "bot",
      "--server",
      server.url,
      "--room",
      room,
      "--bot",
      "greedy",
      "--name",
      "🎲".repeat(30),
    ]);
    await bot.waitFor(/seat 2 of room/, 0, 20_000, "err");
    const seats = (await creator.next(seatsTaken(2))) as { seats: { name: string | null }[] };
    expect(seats.seats[1]!.name).toBe("🎲".repeat(24));
    bot.signal("SIGINT");
    await bot.exited;
    await creator.room.leave();
  }, 60_000);

  it("plays a whole game: two bot processes, a person and a server bot", async () => {
    const creator = await createRoom(server.url, { seats: 4, rounds: 2, turnSeconds: 60 });
    const room = creator.room.roomId;
    const credentialFile = join(work, "seat.credential");
    const programBot = startItalia([
      "bot",
      "--server",
      server.url,
      "--room",
      room,
      "--cmd",
      `node ${program}`,
      "--seat",
      "3",
      "--name",
      "Prog",
      "--credential-file",
      credentialFile,
      "--show-stderr",
    ]);
    await programBot.waitFor(/seat 3 of room/, 0, 20_000, "err");
    const greedy = startItalia(["bot", "--server", server.url, "--room", room, "--bot", "greedy"]);
    await greedy.waitFor(/seat 2 of room/, 0, 20_000, "err");
    await creator.next(seatsTaken(3));
    creator.room.send("start", {});
    const [a, b] = await Promise.all([programBot.exited, greedy.exited]);
    expect(a.code, a.err).toBe(0);
    expect(b.code, b.err).toBe(0);
    // the program got the arena's hello, with the room's terms, and its own seat's views
    expect(a.err).toContain(
      'hello {"seat":2,"players":4,"limit":{"rounds":2},"protocol":1,"regions":20,"decisionMs":1000}',
    );
    expect(a.err).toContain('first decide {"me":2');
    // its seed is random: not derived from the room id, which everyone in the room knows (#27.8)
    const seed = /\[bot\] seed (\S+)/.exec(a.err)?.[1];
    expect(seed).toMatch(/^[0-9a-f]{32}$/);
    expect(seed).not.toBe(seatSeed(botSeedFor(`online/${room}`), 2));
    // R12: its own actions' events reach it too (issue #24 bug 1)
    expect(a.err).toContain("own events seen");
    expect(a.err).toMatch(/\[bot\] over/);
    expect(a.err).toMatch(/game over \(/);
    expect(a.err).not.toMatch(/strike/);
    const over = (await creator.next((t, p) => t === "update" && p.result != null)) as {
      result: { scores: number[] };
    };
    expect(over.result.scores).toHaveLength(4);
    // the seat's credential is kept for coming back, readable by its owner only
    expect(readFileSync(credentialFile, "utf8")).toMatch(/^[A-Za-z0-9_-]{43}\n$/);
    expect(statSync(credentialFile).mode & 0o077).toBe(0);
    await creator.room.leave();
  }, 120_000);

  it("leaves the seat of a program that fails for good to the room's turn timer (R13.3), and comes back with the credential", async () => {
    // a server whose turn timer's second is 100 ms: the 15 s turns run out in 1.5 s
    const server = await startServer([], { env: { ITALIA_SECOND_MS: "100" } });
    try {
      const creator = await createRoom(server.url, { seats: 3, rounds: 1, turnSeconds: 15 });
      const room = creator.room.roomId;
      const credentialFile = join(work, "crash.credential");
      const crashing = startItalia([
        "bot",
        "--server",
        server.url,
        "--room",
        room,
        "--cmd",
        `node ${crasher}`,
        "--seat",
        "2",
        "--credential-file",
        credentialFile,
        "--decision-ms",
        "5000",
      ]);
      await crashing.waitFor(/seat 2 of room/, 0, 20_000, "err");
      await creator.next(seatsTaken(2));
      creator.room.send("start", {});
      const crashed = await crashing.exited;
      expect(crashed.code, crashed.err).toBe(1);
      expect(crashed.err).toMatch(/strike \(error\).*exit code 3\): crashing/);
      expect(crashed.err).toMatch(/failed for good.*turn timer/);
      await creator.next((t, p) => t === "timedOut" && p.seat === 1, 30_000);
      expect(existsSync(credentialFile)).toBe(true);
      // the same seat again, with a program that works, to the end of the game
      const back = startItalia([
        "bot",
        "--server",
        server.url,
        "--room",
        room,
        "--cmd",
        `node ${program}`,
        "--credential-file",
        credentialFile,
      ]);
      const done = await back.exited;
      expect(done.code, done.err).toBe(0);
      expect(done.err).toMatch(/seat 2 of room/);
      expect(done.err).toMatch(/game over/);
      await creator.room.leave();
    } finally {
      await server.stop();
    }
  }, 120_000);

  it("comes back to its seat by itself when the server restarts mid-game (R13.4)", async () => {
    const first = await startServer();
    const port = Number(new URL(first.url).port);
    let second: RunningServer | null = null;
    try {
      const creator = await createRoom(first.url, { seats: 3, rounds: 3, turnSeconds: 60 });
      const bot = startItalia([
        "bot",
        "--server",
        first.url,
        "--room",
        creator.room.roomId,
        "--bot",
        "greedy",
      ]);
      await bot.waitFor(/seat 2 of room/, 0, 20_000, "err");
      await creator.next(seatsTaken(2));
      creator.room.send("start", {});
      await creator.next((t) => t === "update");
      await first.stop(true);
      second = await startServer([], { port, data: first.data });
      await bot.waitFor(/back in the room/, 0, 30_000, "err");
      // the creator comes back too, and the game goes on to its end
      const again = await rejoinRoom(second.url, creator.room.roomId, credentialOf(creator));
      const done = await bot.exited;
      expect(done.code, done.err).toBe(0);
      expect(done.err).toMatch(
        /server is stopping; reconnecting[\s\S]*back in the room[\s\S]*game over/,
      );
      await again.room.leave();
    } finally {
      await (second ?? first).stop();
    }
  }, 120_000);

  it("R13.1 tries a join again while the server is too busy to load games (503), then takes its seat", async () => {
    const creator = await createRoom(server.url, { seats: 3, rounds: 1, turnSeconds: 60 });
    const proxy = await startBusyProxy(server.url, 2);
    try {
      const bot = startItalia([
        "bot",
        "--server",
        proxy.url,
        "--room",
        creator.room.roomId,
        "--bot",
        "greedy",
      ]);
      await bot.waitFor(/seat 2 of room/, 0, 30_000, "err");
      expect(proxy.refused).toBe(2);
      expect(bot.err()).toMatch(
        /the server is busy: trying again in 1 s\n[\s\S]*the server is busy: trying again in 2 s\n[\s\S]*seat 2 of room/,
      );
      await creator.next(seatsTaken(2));
      bot.signal("SIGINT");
      await bot.exited;
    } finally {
      await proxy.close();
      await creator.room.leave();
    }
  }, 60_000);

  it("exits 1 with a clear line for a room that does not exist", () => {
    const r = runItalia([
      "bot",
      "--server",
      server.url,
      "--room",
      "noSuchRoom\u001b",
      "--bot",
      "greedy",
    ]);
    expect(r.code).toBe(2); // not a room id at all: bad usage, quoted safely
    expect(r.err).not.toContain("\u001b");
    const missing = runItalia([
      "bot",
      "--server",
      server.url,
      "--room",
      "AAAAAAAAAAAAAAAAAAAAAA",
      "--bot",
      "greedy",
    ]);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain("cannot join room AAAAAAAAAAAAAAAAAAAAAA: no such room");
  });

  it("exits 1 when the room's lobby expires before anyone starts it", async () => {
    // long enough for the bot process to start and join on a busy machine
    const short = await startServer(["--lobby-ttl", "8s"]);
    try {
      const creator = await createRoom(short.url, { seats: 3, rounds: 1, turnSeconds: 60 });
      const r = startItalia([
        "bot",
        "--server",
        short.url,
        "--room",
        creator.room.roomId,
        "--bot",
        "random",
      ]);
      await r.waitFor(/seat 2 of room/, 0, 8000, "err");
      const done = await r.exited;
      expect(done.code).toBe(1);
      expect(done.err).toContain("the room's time is up");
    } finally {
      await short.stop();
    }
  });

  it("refuses bad usage with exit code 2 before connecting", () => {
    const cases: [string[], RegExp][] = [
      [["--room", "abc", "--bot", "greedy"], /--room needs --server/],
      [["--server", server.url, "--bot", "greedy"], /needs --room/],
      [["--server", server.url, "--room", "abc"], /--cmd PROGRAM or --bot NAME/],
      [["--server", server.url, "--room", "abc", "--bot", "nosuch"], /no bot named/],
      [
        ["--server", server.url, "--room", "abc", "--bot", "greedy", "--games", "3"],
        /--games is for arena runs/,
      ],
      [["--server", server.url, "--room", "abc", "--bot", "greedy", "--seat", "5"], /--seat takes/],
      [["--server", "ftp://x", "--room", "abc", "--bot", "greedy"], /--server takes/],
      [
        ["--server", server.url, "--room", "abc", "--cmd", "./no-such-bot"],
        /cannot start the bot program/,
      ],
    ];
    for (const [args, message] of cases) {
      const r = runItalia(["bot", ...args]);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.err).toMatch(message);
    }
  });
});

/** A Radetzky bot program (protocol v2): logs its hello, answers the first legal action. */
const rzProgram = join(work, "rz-bot.mjs");
writeFileSync(
  rzProgram,
  `import { createInterface } from "node:readline";
for await (const line of createInterface({ input: process.stdin })) {
  const m = JSON.parse(line);
  if (m.type === "hello") {
    console.error("hello", JSON.stringify({ protocol: m.protocol, game: m.game.id, seat: m.seat, seats: m.seats, handInfo: m.config.handInfo }));
  } else if (m.type === "decide") {
    console.log(JSON.stringify({ id: m.id, action: m.legal[0] }));
  } else if (m.type === "over") {
    console.error("over", JSON.stringify(m.outcome.results));
  }
}
`,
);

/**
 * A person creating a Radetzky room (seat 1) who plays the first legal action at each of its
 * decisions, naming the update's step, and starts the game once `seats` seats are taken.
 */
async function radetzkyRoom(url: string, seats: number) {
  const room = await new Client(url).create("radetzky", {
    seats: 3,
    handInfo: "closed",
    turnSeconds: 600,
    bot: "greedy",
    name: "Ada",
  });
  const updates: { step: number; result: { results: string[] } | null }[] = [];
  let started = false;
  const over = new Promise<{ results: string[] }>((resolve) => {
    room.onMessage("*", (type, payload) => {
      const p = payload as {
        step: number;
        legal?: unknown[] | null;
        result: { results: string[] } | null;
        seats?: { name: string | null }[];
      };
      if (type === "seats" && !started) {
        if ((p.seats ?? []).filter((s) => s.name !== null).length === seats) {
          started = true;
          room.send("start", {});
        }
      }
      if (type !== "update") return;
      updates.push(p);
      if (p.result) resolve(p.result);
      else if (p.legal && p.legal.length > 0) {
        room.send("action", { ...(p.legal[0] as object), step: p.step });
      }
    });
  });
  return { room, updates, over };
}

describe("italia bot --server --game radetzky (issue #25)", () => {
  it("plays seats of a Radetzky room to the end: a built-in bot and a program over protocol v2", async () => {
    const ada = await radetzkyRoom(server.url, 3);
    const id = ada.room.roomId;
    const base = ["bot", "--game", "radetzky", "--server", server.url, "--room", id];
    const greedy = startItalia([...base, "--bot", "greedy", "--seat", "2"]);
    await greedy.waitFor(/seat 2 of room/, 0, 20_000, "err");
    const program = startItalia([
      ...base,
      ...["--cmd", `node ${rzProgram}`, "--seat", "3", "--show-stderr"],
    ]);
    await program.waitFor(/seat 3 of room/, 0, 20_000, "err");
    // the turn timer is 10 minutes: the game ends this soon only if both seats play
    const outcome = await ada.over;
    const [g, p] = await Promise.all([greedy.exited, program.exited]);
    expect(g.code, g.err).toBe(0);
    expect(p.code, p.err).toBe(0);
    expect(outcome.results).toHaveLength(3);
    // a cooperative game: every seat has the team's result, and each bot says it
    expect(new Set(outcome.results).size).toBe(1);
    const result = outcome.results[0]!;
    expect(g.err).toMatch(
      new RegExp(`game over \\((zones|reserve)\\): your bot's result: ${result}`),
    );
    expect(p.err).toMatch(
      new RegExp(`game over \\((zones|reserve)\\): your bot's result: ${result}`),
    );
    expect(p.err).toContain(
      '[bot] hello {"protocol":2,"game":"radetzky","seat":2,"seats":3,"handInfo":"closed"}',
    );
    expect(p.err).toContain(`[bot] over ${JSON.stringify(outcome.results)}`);
    expect(`${g.err}${p.err}`).not.toMatch(/strike/);
    await ada.room.leave();
  }, 120_000);

  it("refuses a room of another game than --game, and a bot the game does not have", async () => {
    const ada = await radetzkyRoom(server.url, 99);
    const id = ada.room.roomId;
    const italiaBot = await runItalia([
      "bot",
      "--server",
      server.url,
      "--room",
      id,
      "--bot",
      "greedy",
    ]);
    expect(italiaBot.code).toBe(2);
    expect(italiaBot.err).toMatch(/plays "?radetzky"?, not italia: give --game "?radetzky"?/);
    const unknown = await runItalia([
      ...["bot", "--game", "radetzky", "--server", server.url, "--room", id],
      ...["--bot", "wizard"],
    ]);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(
      /radetzky has no bot "?wizard"? \(its bots: random, greedy, strong, strong-fast\)/,
    );
    const seat = await runItalia([
      ...["bot", "--game", "radetzky", "--server", server.url, "--room", id],
      ...["--bot", "greedy", "--seat", "6"],
    ]);
    expect(seat.code).toBe(2);
    expect(seat.err).toMatch(/--seat takes a seat number from 1 to 5/);
    await ada.room.leave();
  }, 60_000);
});
