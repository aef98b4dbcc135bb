/**
 * The sound setting: off unless the player turned it on, remembered in localStorage.
 */

const SOUND_KEY = "italia.sound";

/** Whether sounds are on (off by default, and when storage is unavailable). */
export function soundSetting(): boolean {
  try {
    return globalThis.localStorage?.getItem(SOUND_KEY) === "on";
  } catch {
    return false;
  }
}

/** Remembers the sound setting. */
export function saveSoundSetting(on: boolean): void {
  try {
    globalThis.localStorage?.setItem(SOUND_KEY, on ? "on" : "off");
  } catch {
    // storage unavailable: the setting lasts for this visit only
  }
}
