/**
 * Internal: the process groups of the bot programs this process started. Each program runs in a
 * group of its own (`detached`), so ending it ends everything it started too — a wrapper script's
 * interpreter, a `sleep` it left behind. Groups still alive are ended when the host exits, and on
 * SIGINT, SIGTERM or SIGHUP (a detached group no longer gets the terminal's Ctrl-C). Programs
 * started in worker threads (the arena's) are announced to the main thread, which ends them too.
 *
 * @internal
 * @module
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BroadcastChannel, isMainThread } from "node:worker_threads";

/** Groups started in this thread. */
const local = new Set<number>();
/** Groups started in worker threads, as announced (main thread only). */
const remote = new Set<number>();
/** Private folders of programs (home and working folder), removed at the latest on exit. */
const folders = new Set<string>();

/** What a worker thread tells the main thread: a group or a private folder, live or gone. */
interface Announcement {
  readonly pid?: number;
  readonly folder?: string;
  readonly live: boolean;
}

/** Where private folders are made: only folders there are ever removed on a worker's word. */
const FOLDER_PREFIX = join(tmpdir(), "italia-bot-");

let channel: BroadcastChannel | null = null;

function theChannel(): BroadcastChannel {
  if (channel === null) {
    channel = new BroadcastChannel("italia-bot-program-groups");
    // Never keeps a host alive by itself.
    channel.unref();
    if (isMainThread) {
      channel.onmessage = (event: unknown) => {
        const data = (event as { data?: Partial<Announcement> }).data;
        if (typeof data !== "object" || data === null) return;
        const { pid, folder, live } = data;
        if (typeof pid === "number" && Number.isInteger(pid) && pid > 1) {
          if (live) remote.add(pid);
          else remote.delete(pid);
        } else if (typeof folder === "string" && folder.startsWith(FOLDER_PREFIX)) {
          if (live) folders.add(folder);
          else folders.delete(folder);
        } else return;
        if (live) installHooks();
      };
    }
  }
  return channel;
}

// The main thread listens from the start, so a worker's first program is known at once.
if (isMainThread) theChannel();

/** Sends SIGKILL to the whole group `pid` leads; a group already gone is no error. */
export function killGroup(pid: number): void {
  try {
    // Windows has no process groups: there the program alone is ended.
    process.kill(process.platform === "win32" ? pid : -pid, "SIGKILL");
  } catch {
    // ESRCH: nothing of the group is left.
  }
}

const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
let hooked = false;

function onSignal(signal: NodeJS.Signals): void {
  stopBotPrograms();
  // The host has its own handler (e.g. `italia play` saves the game): it decides what happens.
  if (process.listenerCount(signal) > 1) return;
  // Otherwise the signal does what it would have done without this handler: end the process.
  for (const s of SIGNALS) process.off(s, onSignal);
  process.off("exit", stopBotPrograms);
  hooked = false;
  process.kill(process.pid, signal);
}

function installHooks(): void {
  if (hooked) return;
  hooked = true;
  process.on("exit", stopBotPrograms);
  if (isMainThread) for (const s of SIGNALS) process.on(s, onSignal);
}

/** Notes a program started in its own group (led by `pid`). */
export function trackGroup(pid: number): void {
  local.add(pid);
  installHooks();
  if (!isMainThread) theChannel().postMessage({ pid, live: true } satisfies Announcement);
}

/** Ends the group `pid` leads and forgets it. */
export function endGroup(pid: number): void {
  killGroup(pid);
  if (local.delete(pid) && !isMainThread) {
    theChannel().postMessage({ pid, live: false } satisfies Announcement);
  }
}

/** Makes a fresh private folder for a program, removed when it is done or the host exits. */
export function newFolder(): string {
  const path = mkdtempSync(FOLDER_PREFIX);
  trackFolder(path);
  return path;
}

/** Notes a program's private folder, to remove when the program is done or the host exits. */
function trackFolder(path: string): void {
  folders.add(path);
  installHooks();
  if (!isMainThread) theChannel().postMessage({ folder: path, live: true } satisfies Announcement);
}

/** Removes a program's private folder (and what the program left in it). */
export function removeFolder(path: string): void {
  if (folders.delete(path) && !isMainThread) {
    theChannel().postMessage({ folder: path, live: false } satisfies Announcement);
  }
  try {
    rmSync(path, { recursive: true, force: true, maxRetries: 2 });
  } catch {
    // Best effort: a folder the program made unremovable stays in the temporary folder.
  }
}

/**
 * Ends every bot program this process started that is still running (in any thread, for programs
 * the main thread heard of), with everything each one started. Hosts call it when they stop
 * abruptly; it also runs on exit and on SIGINT, SIGTERM and SIGHUP.
 */
export function stopBotPrograms(): void {
  for (const pid of [...local, ...remote]) killGroup(pid);
  local.clear();
  remote.clear();
  for (const path of [...folders]) removeFolder(path);
}
