/**
 * Test support: runs the real built `italia` binary inside a real tmux session (its own server
 * socket, no user configuration), so a test can type into it and read the screen and the
 * scrollback as a person would see them.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const bin = resolve(dirname(fileURLToPath(import.meta.url)), "../../bin/italia.js");

/** Quotes a word for `sh`. */
function shellWord(word: string): string {
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

/** An `italia` process in a tmux pane. */
export class TmuxItalia {
  private readonly socket = `italia-test-${randomBytes(6).toString("hex")}`;

  /** Starts `italia ...args` in a detached 100×30 tmux session in `cwd`. */
  constructor(args: readonly string[], cwd: string) {
    const command = [process.execPath, bin, ...args].map(shellWord).join(" ");
    this.tmux(["new-session", "-d", "-x", "100", "-y", "30", "-c", cwd, command]);
  }

  private tmux(args: readonly string[]): string {
    const r = spawnSync("tmux", ["-L", this.socket, "-f", "/dev/null", ...args], {
      encoding: "utf8",
      env: { ...process.env, NO_COLOR: "1", TERM: "xterm" },
    });
    if (r.error) throw new Error(`tmux could not run (${r.error.message}): install tmux`);
    if (r.status !== 0) throw new Error(`tmux ${args[0]} failed: ${r.stderr}`);
    return r.stdout;
  }

  /** Types `keys` followed by Enter. */
  type(keys: string): void {
    if (keys !== "") this.tmux(["send-keys", "-t", "0", "-l", keys]);
    this.tmux(["send-keys", "-t", "0", "Enter"]);
  }

  /** The visible screen. */
  screen(): string {
    return this.tmux(["capture-pane", "-p", "-t", "0"]);
  }

  /** The scrollback (what a person reaches by scrolling up), without the visible screen. */
  history(): string {
    return this.tmux(["capture-pane", "-p", "-t", "0", "-S", "-", "-E", "-1"]);
  }

  /** Waits until the screen shows `text` (or throws after `ms`). */
  waitFor(text: string, ms = 10_000): Promise<void> {
    return this.waitUntil((screen) => screen.includes(text), ms, `"${text}"`);
  }

  /** Waits until `ready(screen)` holds (or throws after `ms`). */
  async waitUntil(
    ready: (screen: string) => boolean,
    ms = 10_000,
    what = "the screen",
  ): Promise<void> {
    const until = Date.now() + ms;
    while (!ready(this.screen())) {
      if (Date.now() > until) throw new Error(`${what} never showed; screen:\n${this.screen()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Stops the session and its tmux server. */
  close(): void {
    spawnSync("tmux", ["-L", this.socket, "kill-server"]);
  }
}
