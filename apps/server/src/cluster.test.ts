/**
 * A cluster of three real server processes (`bin/italia-server.js --redis --database`) on a fresh
 * PostgreSQL schema and a fresh Redis key prefix: one room space across processes, takeover of a
 * dead process's room, fencing of a stalled one, one winner of two claims, and the secrecy scan of
 * every payload. Skipped with one line where PostgreSQL or Redis does not answer (a failure under
 * `CI=true`).
 */
import { randomBytes } from "node:crypto";
import { createServer, Socket } from "node:net";
import { actionFor } from "@italia/bot-sdk";
import { Client } from "colyseus.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Cluster, LEASE_TTL_S } from "./cluster.js";
import { ClusterLimits, REPORT_MS, STALE_MS } from "./cluster-limits.js";
import { PgRoomStore } from "./pg-store.js";
import {
  eventually,
  myTurn,
  removeDir,
  type Seat,
  Seat as SeatClient,
  type ServerProcess,
  sleep,
  startProcess,
  tempDir,
  type Update,
} from "./testing/harness.js";
import { leaks, statesOf } from "./testing/secrecy.js";
import {
  dropDatabaseFor,
  freshSchema,
  onTestDatabase,
  TEST_DATABASE,
  withSchema,
} from "./testing/test-store.js";

const REDIS = process.env.ITALIA_TEST_REDIS ?? "redis://127.0.0.1:6379";

/** Whether something listens at `url`'s host and port (within 2 s). */
function reachable(url: string, port: number): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once("error", () => done(false));
    socket.connect(Number(u.port || port), u.hostname || "127.0.0.1", () => done(true));
  });
}

const missing = [
  ...((await reachable(TEST_DATABASE, 5432))
    ? []
    : [`PostgreSQL at ${new URL(TEST_DATABASE).host}`]),
  ...((await reachable(REDIS, 6379)) ? [] : [`Redis at ${new URL(REDIS).host}`]),
];
if (missing.length > 0) {
  const line = `cluster tests: no ${missing.join(", no ")} (ITALIA_TEST_DATABASE, ITALIA_TEST_REDIS)`;
  if (process.env.CI === "true") throw new Error(`${line}: required under CI=true`);
  console.log(`${line}: skipped`);
}

/** A port free now (the process is started on it: its --public-address names it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The id Colyseus gave a process (its `listening` line does not say it: its rooms' logs do). */
const owns = (server: ServerProcess, room: string) =>
  server.logs.some(
    (l) =>
      (l.includes('"room-created"') || l.includes('"room-resumed"')) &&
      l.includes(room) &&
      !server.logs.some((f) => f.includes('"room-fenced"') && f.includes(room)),
  );

/** Joins room `id` through `server` with `options`, retrying while the cluster settles. */
async function joinThrough(
  server: ServerProcess,
  id: string,
  options: Record<string, unknown>,
  ms = 60_000,
): Promise<Seat> {
  const end = Date.now() + ms;
  let last: unknown = null;
  while (Date.now() < end) {
    try {
      const seat = new SeatClient(await new Client(server.ws).joinById(id, options));
      await seat.next((m) => m.type === "welcome");
      return seat;
    } catch (e) {
      last = e;
      await sleep(250);
    }
  }
  throw new Error(`could not join ${id} through ${server.url}: ${String(last)}`);
}

describe.skipIf(missing.length > 0)("a cluster of three processes (Redis + PostgreSQL)", () => {
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  let schema = "";
  let database = "";
  const prefix = `italia-t-${Date.now()}-${randomBytes(4).toString("hex")}:`;

  const start = async (): Promise<ServerProcess> => {
    const dir = tempDir();
    dirs.push(dir);
    const port = await freePort();
    const server = await startProcess(dir, [
      "--web",
      "none",
      "--port",
      String(port),
      "--database",
      database,
      "--redis",
      REDIS,
      "--redis-prefix",
      prefix,
      "--public-address",
      `127.0.0.1:${port}`,
      "--unload-paused",
      "1h",
    ]);
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    schema = await freshSchema();
    database = withSchema(TEST_DATABASE, schema);
    for (let i = 0; i < 3; i++) await start();
  });
  afterAll(async () => {
    for (const server of servers) {
      if (server.proc.exitCode === null && server.proc.signalCode === null) {
        server.proc.kill("SIGCONT");
        await server.kill9();
      }
    }
    for (const dir of dirs) {
      removeDir(dir);
      await dropDatabaseFor(dir);
    }
    await onTestDatabase((c) => c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
  });

  /** Room `id` as PostgreSQL has it now. */
  const storedRoom = async (id: string) => {
    const store = await PgRoomStore.open(database, { poolSize: 1, exclusive: false });
    try {
      return await store.getRoom(id);
    } finally {
      await store.close();
    }
  };

  /** The processes alive now. */
  const alive = () => servers.filter((s) => s.proc.exitCode === null && s.proc.signalCode === null);

  /**
   * A game of three seats, Ada's, Bea's and a bot's: Ada creates it through the first process,
   * Bea joins through the second, and it is started, at Ada's first decision.
   */
  const game = async () => {
    const [p1, p2] = alive();
    const client = new Client(p1!.ws);
    const ada = new SeatClient(
      await client.create("italia", {
        seats: 3,
        rounds: 3,
        turnSeconds: 60,
        bot: "greedy",
        name: "Ada",
      }),
    );
    await ada.next((m) => m.type === "welcome");
    const id = ada.welcome.room;
    const bea = await joinThrough(p2!, id, { name: "Bea" });
    ada.room.send("start", {});
    // the first to act may be either of them (or the bot, then one of them)
    const firstOf = (seat: Seat) =>
      seat
        .next((m) => m.type === "update" && (m.payload as Update).legal !== null, 90_000)
        .then(
          (m) => ({ seat, first: m.payload as Update }),
          () => new Promise<never>(() => {}),
        );
    const { seat: mover, first } = await Promise.race([firstOf(ada), firstOf(bea)]);
    const owner = alive().find((s) => owns(s, id))!;
    expect(owner).toBeDefined();
    // `ada` is the person to act, `bea` the other
    return { ada: mover, bea: mover === ada ? bea : ada, id, first, owner };
  };

  it("plays one game whose people came through different processes; nobody receives a secret", async () => {
    const { ada, bea, id, first } = await game();
    const [, , p3] = alive();
    // a spectator through the third process
    const watchId = (
      ada.received.find((m) => m.type === "welcome")!.payload as { watch: string }
    ).watch.split("watch=")[1]!;
    const spectator = new SeatClient(await new Client(p3!.ws).joinById(watchId, { name: "Cy" }));
    // Ada ends her turn: everybody, wherever they came in, sees the same step
    const end = first.legal!.find((m) => m.type === "endTurn") ?? first.legal![0]!;
    ada.room.send("action", actionFor(end as never, (end as { max?: number }).max));
    const seen = (
      await bea.upcoming((m) => m.type === "update" && (m.payload as Update).step > first.step)
    ).payload as Update;
    await spectator.next((m) => m.type === "update");
    // every process is ready, Redis among its checks
    for (const server of alive()) {
      const ready = (await (await fetch(`${server.url}/health/ready`)).json()) as {
        checks: Record<string, string>;
      };
      expect(ready.checks).toEqual({ store: "ok", redis: "ok" });
    }
    // the room's HTTP routes answer through a process that does not hold it
    const notOwner = alive().find((s) => !owns(s, id))!;
    const info = (await (await fetch(`${notOwner.url}/api/rooms/${id}`)).json()) as {
      stage: string;
      seats: { name: string | null; connected: boolean }[];
    };
    expect(info.stage).toBe("playing");
    const people = info.seats.filter((s) => s.name === "Ada" || s.name === "Bea");
    expect(people.map((s) => s.connected)).toEqual([true, true]);
    const standing = (await (
      await fetch(`${notOwner.url}/api/rooms/${id}/seat`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ credential: bea.welcome.credential }),
      })
    ).json()) as { seat: number; stage: string; paused: boolean };
    expect(standing).toMatchObject({ seat: bea.welcome.seat, stage: "playing", paused: false });
    const record = (credential: string) =>
      fetch(`${notOwner.url}/api/rooms/${id}/record`, {
        headers: { authorization: `Bearer ${credential}` },
      });
    expect((await record(ada.welcome.credential!)).status).toBe(409); // NOT_OVER
    expect((await record("x".repeat(43))).status).toBe(403);
    const stored = await storedRoom(id);
    expect(stored!.actions.length).toBeGreaterThanOrEqual(seen.step);
    const states = statesOf(3, stored!.seed, 3, [...stored!.actions]);
    const secrets = {
      "Ada's credential": ada.welcome.credential!,
      "Bea's credential": bea.welcome.credential!,
    };
    expect(
      leaks(ada.received, ada.welcome.seat, stored!.seed, states, {
        "Bea's credential": secrets["Bea's credential"],
      }),
    ).toEqual([]);
    expect(
      leaks(bea.received, bea.welcome.seat, stored!.seed, states, {
        "Ada's credential": secrets["Ada's credential"],
      }),
    ).toEqual([]);
    expect(
      leaks(spectator.received, null, stored!.seed, states, { ...secrets, "room id": id }),
    ).toEqual([]);
    await Promise.all([ada.room.leave(), bea.room.leave(), spectator.room.leave()]);
  });

  it("kill -9 of the owner mid-turn: the room resumes on another process with every acknowledged action, its timer re-armed, its people back through their links", async () => {
    const { ada, bea, id, first, owner } = await game();
    // Ada plays one action: its update is its acknowledgement (stored before it was sent)
    const place = first.legal!.find((m) => m.type === "place") as { region?: string };
    ada.room.send("action", {
      type: "place",
      seat: ada.welcome.seat,
      region: place.region,
      count: 1,
    });
    const acked = (
      await ada.upcoming((m) => m.type === "update" && (m.payload as Update).step > first.step)
    ).payload as Update;
    const before = await storedRoom(id);
    await owner.kill9();
    await eventually(() => ada.left !== null && bea.left !== null);

    const [q1, q2] = alive();
    const adaBack = await joinThrough(q1!, id, { credential: ada.welcome.credential });
    const beaBack = await joinThrough(q2!, id, { credential: bea.welcome.credential });
    expect([adaBack.welcome.seat, beaBack.welcome.seat]).toEqual([
      ada.welcome.seat,
      bea.welcome.seat,
    ]);
    const view = (await adaBack.next((m) => m.type === "update")).payload as Update;
    // nothing acknowledged was lost, nothing unacknowledged appeared
    expect(view.step).toBe(acked.step);
    expect(JSON.stringify(view.view)).toBe(JSON.stringify(acked.view));
    // its turn timer runs again (re-armed when Ada came back; the takeover's pause not counted)
    expect(view.turn!.deadline! - Date.now()).toBeGreaterThan(0);
    expect(view.turn!.deadline!).toBeGreaterThanOrEqual(acked.turn!.deadline!);
    const taken = await storedRoom(id);
    expect(taken!.actions).toEqual(before!.actions);
    expect(taken!.epoch).toBe(before!.epoch! + 1);
    const newOwner = alive().find((s) => owns(s, id))!;
    expect(taken!.owner).not.toBe(before!.owner);
    expect(
      newOwner.logs.filter((l) => l.includes('"room-taken-over"') && l.includes(id)),
    ).toHaveLength(1);
    const metrics = await (await fetch(`${newOwner.url}/metrics`)).text();
    expect(metrics).toMatch(/^italia_takeovers_total 1$/m);
    // and play goes on: Ada ends her turn on the new owner
    const mine = view.legal ? view : await myTurn(adaBack);
    const end = mine.legal!.find((m) => m.type === "endTurn") ?? mine.legal![0]!;
    adaBack.room.send("action", actionFor(end as never, (end as { max?: number }).max));
    await beaBack.upcoming((m) => m.type === "update" && (m.payload as Update).step > view.step);
    expect((await storedRoom(id))!.actions.length).toBeGreaterThan(taken!.actions.length);
    await Promise.all([adaBack.room.leave(), beaBack.room.leave()]);
    await start(); // three processes again
  });

  it("SIGSTOP of the owner past its lease, then SIGCONT: the room was taken over, and no write of the stalled process lands (its clients are closed 4503)", async () => {
    const { ada, bea, id, owner } = await game();
    const taken0 = await storedRoom(id);
    owner.proc.kill("SIGSTOP");
    try {
      await sleep((LEASE_TTL_S + 1) * 1000);
      const other = alive().find((s) => s !== owner)!;
      const beaBack = await joinThrough(other, id, { credential: bea.welcome.credential });
      expect(beaBack.welcome.seat).toBe(bea.welcome.seat);
      const taken = await storedRoom(id);
      expect(taken!.epoch).toBe(taken0!.epoch! + 1);
      expect(taken!.owner).not.toBe(taken0!.owner);
      // Ada, still connected to the stalled process, ends her turn there
      const mine = ada.lastUpdate()!;
      const end = mine.legal!.find((m) => m.type === "endTurn") ?? mine.legal![0]!;
      ada.room.send("action", actionFor(end as never, (end as { max?: number }).max));
      owner.proc.kill("SIGCONT");
      await eventually(() => ada.left !== null, 60_000);
      expect(ada.left).toBe(4503);
      expect(owner.logs.some((l) => l.includes('"room-fenced"') && l.includes(id))).toBe(true);
      const after = await storedRoom(id);
      // not a write of the stalled process: the log and the ownership are the new owner's
      expect(after!.actions).toEqual(taken!.actions);
      expect(after!.epoch).toBe(taken!.epoch);
      expect(after!.owner).toBe(taken!.owner);
      // Ada comes back through her link and finds her turn where it was
      const adaBack = await joinThrough(owner, id, { credential: ada.welcome.credential });
      const view = (await adaBack.next((m) => m.type === "update")).payload as Update;
      expect(view.step).toBe(taken!.actions.length);
      await Promise.all([adaBack.room.leave(), beaBack.room.leave()]);
    } finally {
      owner.proc.kill("SIGCONT");
    }
  });

  it("two processes claiming one room at once: exactly one wins, both joins get their seats", async () => {
    const { ada, bea, id, owner } = await game();
    const before = await storedRoom(id);
    await owner.kill9();
    await eventually(() => ada.left !== null && bea.left !== null);
    await sleep((LEASE_TTL_S + 1) * 1000); // (both find the owner dead at once)
    const [q1, q2] = alive();
    const [adaBack, beaBack] = await Promise.all([
      joinThrough(q1!, id, { credential: ada.welcome.credential }),
      joinThrough(q2!, id, { credential: bea.welcome.credential }),
    ]);
    expect([adaBack.welcome.seat, beaBack.welcome.seat]).toEqual([
      ada.welcome.seat,
      bea.welcome.seat,
    ]);
    const after = await storedRoom(id);
    expect(after!.epoch).toBe(before!.epoch! + 1);
    const winners = alive().filter((s) =>
      s.logs.some((l) => l.includes('"room-taken-over"') && l.includes(id)),
    );
    expect(winners).toHaveLength(1);
    await Promise.all([adaBack.room.leave(), beaBack.room.leave()]);
    await start();
  });
});

describe.skipIf(missing.length > 0)("a cluster's limits hold for all its processes", () => {
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  let schema = "";
  const prefix = `italia-t-${Date.now()}-${randomBytes(4).toString("hex")}:`;

  beforeAll(async () => {
    schema = await freshSchema();
    const database = withSchema(TEST_DATABASE, schema);
    for (let i = 0; i < 2; i++) {
      const dir = tempDir();
      dirs.push(dir);
      const port = await freePort();
      servers.push(
        await startProcess(dir, [
          ...["--web", "none", "--port", String(port), "--database", database],
          ...["--redis", REDIS, "--redis-prefix", prefix, "--public-address", `127.0.0.1:${port}`],
          ...["--max-lobbies", "2", "--create-limit", "3/1h", "--max-connections", "8"],
        ]),
      );
    }
  });
  afterAll(async () => {
    for (const server of servers) await server.kill9();
    for (const dir of dirs) removeDir(dir);
    await onTestDatabase((c) => c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
  });

  /** What creating a room through `server` answers (a seat, or the refusal's status and text). */
  const create = async (server: ServerProcess) => {
    const res = await fetch(`${server.url}/matchmake/create/italia`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ seats: 3, rounds: 3, turnSeconds: 60, bot: "random", name: "Ada" }),
    });
    return { status: res.status, body: (await res.json()) as { code?: number; error?: string } };
  };

  it("--max-lobbies counts the lobbies of every process; --create-limit is one budget per address", async () => {
    const [p1, p2] = servers;
    // two lobbies, one through each process (each creator's seat reservation keeps its lobby)
    expect((await create(p1!)).body.error).toBeUndefined();
    expect((await create(p2!)).body.error).toBeUndefined();
    // (the processes report their counts every 2 s)
    await sleep(3 * REPORT_MS);
    // a third lobby anywhere is over the cluster's two, though each process holds fewer
    const third = await create(p1!);
    expect(third.body.error).toMatch(/too many open rooms/);
    // and the address has used its 3 creations across both processes: the 4th is refused at once
    const fourth = await create(p2!);
    expect(fourth.status).toBe(429);
  });

  it("--max-connections counts an address's connections on every process", async () => {
    const [p1, p2] = servers;
    const open = (server: ServerProcess) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = new Socket();
        socket.once("error", reject);
        socket.connect(Number(new URL(server.url).port), "127.0.0.1", () => resolve(socket));
      });
    const held: Socket[] = [];
    try {
      for (let i = 0; i < 6; i++) held.push(await open(p1!));
      await sleep(3 * REPORT_MS);
      // through the other process the address has at most 8 - 6 left (fewer while the test's
      // own HTTP connections are open): of 3 more, at least one is closed once accepted (an
      // accepted one stays open 10 s, until its headers are due)
      const more = await Promise.all([open(p2!), open(p2!), open(p2!)]);
      held.push(...more);
      const closed = more.map(() => false);
      await Promise.race([
        Promise.all(
          more.map(
            (s, i) =>
              new Promise<void>((r) =>
                s.once("close", () => {
                  closed[i] = true;
                  r();
                }),
              ),
          ),
        ),
        sleep(5000),
      ]);
      expect(closed.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    } finally {
      for (const socket of held) socket.destroy();
    }
  });
});

describe.skipIf(missing.length > 0)("the cluster's limit reports in Redis", () => {
  it("sums the other processes' fresh reports, forgets them once stale, and shares one creation budget per address", async () => {
    const prefix = `italia-t-${Date.now()}-${randomBytes(4).toString("hex")}:`;
    const cluster = Cluster.open(REDIS, prefix, () => {});
    let now = 1_000_000;
    const clock = () => now;
    const noConnections = () => new Map<string, number>();
    const a = new ClusterLimits(
      cluster.presence.client,
      "process-a",
      () => ({ lobbies: 2, games: 1, loads: 0 }),
      () => new Map([["198.51.100.7", 5]]),
      clock,
    );
    const b = new ClusterLimits(
      cluster.presence.client,
      "process-b",
      () => ({ lobbies: 1, games: 0, loads: 1 }),
      noConnections,
      clock,
    );
    try {
      await a.report();
      await b.report();
      expect(b.others()).toEqual({ lobbies: 2, games: 1, loads: 0 });
      expect(b.connectionsElsewhere("198.51.100.7")).toBe(5);
      expect(b.connectionsElsewhere("198.51.100.8")).toBe(0);
      await a.report();
      expect(a.others()).toEqual({ lobbies: 1, games: 0, loads: 1 });
      // reports not read again for 10 s (Redis down) count for nothing: each its own
      now += STALE_MS;
      expect(b.others()).toEqual({ lobbies: 0, games: 0, loads: 0 });
      expect(b.connectionsElsewhere("198.51.100.7")).toBe(0);
      // a's report, 10 s old when b reads again, is a dead process's
      await b.report();
      expect(b.others()).toEqual({ lobbies: 0, games: 0, loads: 0 });
      // one bucket for both: 2 at once, then one every minute
      const settings = { burst: 2, everyMs: 60_000 };
      expect(await a.takeCreate("203.0.113.9", settings)).toBe(0);
      expect(await b.takeCreate("203.0.113.9", settings)).toBe(0);
      expect(await a.takeCreate("203.0.113.9", settings)).toBe(60_000);
      expect(await b.takeCreate("203.0.113.10", settings)).toBe(0);
      now += 30_000;
      expect(await b.takeCreate("203.0.113.9", settings)).toBe(30_000);
    } finally {
      await a.stop();
      await b.stop();
      await cluster.close();
      cluster.presence.shutdown();
      await cluster.driver.shutdown();
    }
  });
});
