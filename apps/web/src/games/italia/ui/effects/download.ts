/**
 * Saving a game record as a file, from the browser.
 */
import type { GameRecord } from "@italia/engine";

/** Offers `record` as a JSON file named after its seed (characters other than word ones as `_`). */
export function downloadRecord(record: GameRecord): void {
  const blob = new Blob([JSON.stringify(record, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = `italia-${String(record.config.seed).replace(/[^\w-]+/g, "_")}.json`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
