/**
 * Where `italia play` keeps a game's record: the default name of a new game (the first free
 * `italia-game.json`, `italia-game-2.json`, …), the rule that an existing file is never
 * overwritten unless asked, and the file itself, saved as the game goes.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileErrorText, writeFileAtomically } from "../output-file.js";

/**
 * The default record file of a new game, `italia-game.json` (or `italia-game-N.json` for `n` ≥ 2).
 * It never names the seed: whoever sees the folder (the other people of a hot-seat game, a bot
 * program) must not learn the seed, which gives away every objective (issue #27).
 */
export function defaultRecordFile(n = 1, base = "italia-game"): string {
  return `${base}${n === 1 ? "" : `-${n}`}.json`;
}

/** Where a new game's record goes, and the file it did not take because it exists. */
export interface RecordChoice {
  readonly path: string;
  /** The default name that was taken by an earlier game, if the record had to move. */
  readonly taken?: string;
}

/**
 * Chooses the record file of a game: `asked` (from `--record`, or the resumed file) or the first
 * free default name. Returns a problem for people when `asked` is an existing file that
 * is not `resumed` and `force` is off.
 */
export function chooseRecordFile(options: {
  readonly asked?: string;
  readonly force: boolean;
  readonly resumed?: string;
  /** The default name's stem (default `italia-game`; Radetzky's games: `radetzky-game`). */
  readonly base?: string;
}): RecordChoice | { readonly problem: string } {
  const { asked, force, resumed, base } = options;
  if (asked !== undefined) {
    const same = resumed !== undefined && resolve(asked) === resolve(resumed);
    if (!same && !force && existsSync(asked)) {
      return {
        problem: `${asked} already exists. To continue that game use --resume ${asked}; to overwrite it add --force.`,
      };
    }
    return { path: asked };
  }
  const first = defaultRecordFile(1, base);
  if (force || !existsSync(first)) return { path: first };
  for (let n = 2; ; n++) {
    const path = defaultRecordFile(n, base);
    if (!existsSync(path)) return { path, taken: first };
  }
}

/**
 * The record file of a game being played: it holds the latest record and writes it atomically —
 * at once when asked, otherwise at most once a second — so an interrupted game loses nothing a
 * person played.
 */
export class RecordFile<R> {
  /** Makes the latest record: called only when it is written, not at every step. */
  private latest: () => R;
  private unsaved = true;
  private lastWrite = 0;
  private failing: string | null = null;

  /**
   * @param path where the record goes
   * @param record the record so far
   * @param warn told once when writing starts failing (with the reason), not again until it
   *   works again
   */
  constructor(
    readonly path: string,
    record: R,
    private readonly warn: (problem: string) => void,
  ) {
    this.latest = () => record;
  }

  /** Why the last write failed, or `null` if it worked (or nothing was written yet). */
  get problem(): string | null {
    return this.failing;
  }

  /**
   * Keeps the record `make` gives as the latest and writes it: at once with `now`, else when a
   * second has passed since the last write (bots can play hundreds of moves a second). `make` is
   * called only when the record is written, so a step between writes costs nothing.
   */
  update(make: () => R, now: boolean): void {
    this.latest = make;
    this.unsaved = true;
    if (now || Date.now() - this.lastWrite >= 1000) this.save();
  }

  /** Writes the latest record unless it is already written; `true` when the file holds it. */
  save(): boolean {
    if (!this.unsaved) return true;
    try {
      writeFileAtomically(this.path, `${JSON.stringify(this.latest(), null, 1)}\n`);
    } catch (e) {
      const problem = `cannot write the game record to ${this.path}: ${fileErrorText(e)}`;
      if (this.failing === null) this.warn(problem);
      this.failing = problem;
      return false;
    }
    this.unsaved = false;
    this.failing = null;
    this.lastWrite = Date.now();
    return true;
  }
}
