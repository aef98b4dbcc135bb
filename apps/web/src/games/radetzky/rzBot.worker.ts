/// <reference lib="webworker" />
/**
 * The Web Worker of Radetzky's search bot (thinking.ts): one decision per message, answered with
 * the bot's action (or `null`, it waits), so the page stays responsive while `strong` searches.
 *
 * @module
 */
import { type RzBotQuestion, thinkHere } from "./thinking";

self.onmessage = (event: MessageEvent<{ id: number; q: RzBotQuestion }>) => {
  const { id, q } = event.data;
  try {
    self.postMessage({ id, action: thinkHere(q) });
  } catch (error) {
    self.postMessage({ id, error: String(error) });
  }
};
