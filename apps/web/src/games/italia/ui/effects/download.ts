/**
 * Saving a game record as a file, from the browser.
 */
import { type GameRecord, type GameState, platformRecordOf } from "@italia/engine";

/**
 * Offers the game of `record` (its state now `state`) as a file in the platform's format
 * (`game-record/1`, which `italia replay` and the replay viewer open), named after its seed
 * (characters other than word ones as `_`).
 */
export function downloadRecord(record: GameRecord, state: GameState): void {
  const file = platformRecordOf(record, state);
  const blob = new Blob([JSON.stringify(file, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = `italia-${file.seed.replace(/[^\w-]+/g, "_")}.json`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
