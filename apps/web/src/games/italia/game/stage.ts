/**
 * The stage a turn is in, for the badges that name it (R4). The engine's `stage` field says what
 * the next action may be; people read the stage the turn has reached: a turn whose reinforcements
 * are all placed, or that had none (R2.7, R4.1), is in its attack stage although the engine still
 * files it under `reinforce` (combinations stay playable until the first attack, R4.3); a player
 * choosing a fortify move is fortifying, although the attack stage ends only with that move (R4.5).
 */
import type { PlayerView, Stage } from "@italia/engine";

/**
 * The stage to show for `view`: the engine's, except that `reinforce` with nothing pending is
 * `attack`, and `fortifying` (the current player is choosing a fortify move) makes the attack
 * stage `fortify`.
 *
 * @example
 * ```ts
 * stageShown({ stage: "reinforce", pendingArmies: 0 }); // "attack"
 * stageShown({ stage: "attack", pendingArmies: 0 }, true); // "fortify"
 * ```
 */
export function stageShown(
  view: Pick<PlayerView, "stage" | "pendingArmies">,
  fortifying = false,
): Stage {
  const main = view.stage === "attack" || (view.stage === "reinforce" && view.pendingArmies === 0);
  if (!main) return view.stage;
  return fortifying ? "fortify" : "attack";
}
