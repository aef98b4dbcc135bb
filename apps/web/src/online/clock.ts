/**
 * A room's clocks as every game's online screens show them: the server's time from this device's
 * (each `update` carries the server's `now`), the whole seconds left before a deadline, `m:ss`.
 *
 * @module
 */

/** The server's `now` of the latest update and this device's clock when it arrived (epoch ms). */
export interface ClockSync {
  readonly server: number;
  readonly device: number;
}

/**
 * The server's clock now, from this device's clock `deviceNow` (epoch ms) and the room's
 * {@link ClockSync}: the server's `now` plus the time this device saw pass since (never less than
 * the server's `now`, should `deviceNow` be a reading from before the update arrived). Without a
 * sync, the device's clock.
 */
export function serverNow(
  room: { readonly clockSync: ClockSync | null },
  deviceNow: number,
): number {
  const sync = room.clockSync;
  return sync ? sync.server + Math.max(0, deviceNow - sync.device) : deviceNow;
}

/**
 * Whole seconds left before `deadline` (epoch ms) at `now` (the server's time: see
 * {@link serverNow}), never below 0 nor above `max` (a turn never has more than the room's seconds
 * per turn); `null` without a deadline.
 */
export function secondsLeft(
  deadline: number | null,
  now: number,
  max = Number.POSITIVE_INFINITY,
): number | null {
  if (deadline === null) return null;
  return Math.min(max, Math.max(0, Math.ceil((deadline - now) / 1000)));
}

/** `m:ss` for a number of seconds. */
export function clockText(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, "0")}`;
}
