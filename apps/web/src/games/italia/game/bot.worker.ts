/// <reference lib="webworker" />
/**
 * A Web Worker that runs the bots, so the page stays responsive while they think.
 */
import { type BotRequest, playBots } from "./botBrain";

self.onmessage = async (event: MessageEvent<{ id: number; req: BotRequest }>) => {
  const { id, req } = event.data;
  try {
    const actions = await playBots(req);
    self.postMessage({ id, actions });
  } catch (error) {
    self.postMessage({ id, error: String(error) });
  }
};
