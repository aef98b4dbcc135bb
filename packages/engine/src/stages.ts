/**
 * Internal: which stage allows what (R4), shared by the action checks.
 *
 * @internal
 * @module
 */
import { type RuleError, ruleError } from "./errors.js";
import type { GameState } from "./state.js";

/**
 * Checks that the current seat may attack, fortify or end its turn now (R4.2, R4.5, R4.6):
 * the turn is past setup, no conquest awaits its move-in, and no armies are pending.
 */
export function checkMainStage(
  state: GameState,
  what: "attack" | "fortify" | "endTurn",
): RuleError | null {
  switch (state.stage) {
    case "setup":
      return ruleError(
        "WRONG_STAGE",
        "R2.4",
        "The game is still in setup: place your armies first.",
      );
    case "occupy":
      return ruleError(
        "WRONG_STAGE",
        "R6.4",
        "Choose how many armies move into the region you conquered before anything else.",
      );
    case "over":
      return ruleError("GAME_OVER", "R11", "The game is over: no more moves; start a new game.");
    case "fortify":
      if (what === "attack") {
        return ruleError(
          "WRONG_STAGE",
          "R4.5",
          "Your first fortify move ended the attack stage: fortify again (Giro in Vespa) or end your turn.",
        );
      }
      return null;
    default:
      if (state.pendingArmies > 0) {
        const rule = what === "attack" ? "R4.2" : what === "fortify" ? "R4.5" : "R4.6";
        return ruleError(
          "ARMIES_PENDING",
          rule,
          `Place your ${state.pendingArmies} pending ${state.pendingArmies === 1 ? "army" : "armies"} first.`,
        );
      }
      return null;
  }
}
