/**
 * A worker thread of the {@link BotPool}: holds its rooms' bots by number and answers their
 * decisions with the bot SDK's own bots, from the same context (view, legal moves, events, terms,
 * generator) the main thread would give them.
 *
 * @module
 */
import { parentPort } from "node:worker_threads";
import { type Bot, createBot, type RemoteDecision, remoteContext } from "@italia/bot-sdk";
import { Prng, type RngState } from "@italia/engine";
import type { FromWorker, ToWorker } from "./bot-pool.js";

const bots = new Map<number, Bot>();
const port = parentPort;
if (!port) throw new Error("bot-worker.js runs in a worker thread");

port.on("message", async (m: ToWorker) => {
  if (m.type === "drop") {
    bots.delete(m.bot);
    return;
  }
  let bot = bots.get(m.bot);
  if (!bot) {
    bot = createBot(m.level);
    bots.set(m.bot, bot);
  }
  const d = m.decision as Omit<RemoteDecision, "rng"> & { rng: RngState };
  let reply: FromWorker;
  try {
    const action = await bot.decide(remoteContext({ ...d, rng: new Prng(d.rng) }));
    reply = { id: m.id, action };
  } catch (e) {
    reply = { id: m.id, error: e instanceof Error ? e.message.slice(0, 200) : "the bot failed" };
  }
  port.postMessage(reply);
});
