/**
 * A worker thread of the {@link BotPool}: holds its rooms' bots by number and answers their
 * decisions with the bot SDK's own bots, from the same context (view, legal moves, events, terms,
 * generator) the main thread would give them — except that the decision's clock reads no time
 * left once the pool asks for the decision to stop (its id in the shared `cut` flag): a searching
 * bot then answers at once with the best move it found.
 *
 * @module
 */
import { parentPort, workerData } from "node:worker_threads";
import {
  type Bot,
  createBot,
  type DecisionContext,
  type RemoteDecision,
  remoteContext,
} from "@italia/bot-sdk";
import { Prng, type RngState } from "@italia/game-kit";
import type { FromWorker, ToWorker } from "./bot-pool.js";

const bots = new Map<number, Bot>();
const port = parentPort;
if (!port) throw new Error("bot-worker.js runs in a worker thread");
const cut = (workerData as { cut: Int32Array }).cut;

/** `base` whose clock reads 0 once decision `id` is asked to stop. */
function cuttable(base: DecisionContext, id: number): DecisionContext {
  return {
    seat: base.seat,
    view: base.view,
    legal: base.legal,
    get actions() {
      return base.actions;
    },
    events: base.events,
    deadline: base.deadline,
    get timeLeftMs() {
      return Atomics.load(cut, 0) === id ? 0 : base.timeLeftMs;
    },
    rng: base.rng,
    settings: base.settings,
  };
}

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
    const ctx = cuttable(remoteContext({ ...d, rng: new Prng(d.rng) }), m.id);
    const action = await bot.decide(ctx);
    reply = { id: m.id, action };
  } catch (e) {
    reply = { id: m.id, error: e instanceof Error ? e.message.slice(0, 200) : "the bot failed" };
  }
  port.postMessage(reply);
});
