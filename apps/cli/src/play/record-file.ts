/**
 * Where `italia play` keeps a game's record: the default name of a new game (the first free
 * `italia-SEED.json`, `italia-SEED-2.json`, …), and the rule that an existing file is never
 * overwritten unless asked.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";

/**
 * The default record file of a new game, `italia-SEED.json` (or `italia-SEED-N.json` for `n` ≥ 2),
 * with every character of the seed that is not a letter, digit, `.`, `_` or `-` replaced, so any
 * seed makes a plain file name in the working folder.
 */
export function defaultRecordFile(seed: string, n = 1): string {
  const safe = seed.replace(/[^A-Za-z0-9._-]+/g, "-").slice(0, 64) || "game";
  return `italia-${safe}${n === 1 ? "" : `-${n}`}.json`;
}

/** Where a new game's record goes, and the file it did not take because it exists. */
export interface RecordChoice {
  readonly path: string;
  /** The default name that was taken by an earlier game, if the record had to move. */
  readonly taken?: string;
}

/**
 * Chooses the record file of a game: `asked` (from `--record`, or the resumed file) or the first
 * free default name for `seed`. Returns a problem for people when `asked` is an existing file that
 * is not `resumed` and `force` is off.
 */
export function chooseRecordFile(options: {
  readonly asked?: string;
  readonly seed: string;
  readonly force: boolean;
  readonly resumed?: string;
}): RecordChoice | { readonly problem: string } {
  const { asked, seed, force, resumed } = options;
  if (asked !== undefined) {
    const same = resumed !== undefined && resolve(asked) === resolve(resumed);
    if (!same && !force && existsSync(asked)) {
      return {
        problem: `${asked} already exists. To continue that game use --resume ${asked}; to overwrite it add --force.`,
      };
    }
    return { path: asked };
  }
  const first = defaultRecordFile(seed);
  if (force || !existsSync(first)) return { path: first };
  for (let n = 2; ; n++) {
    const path = defaultRecordFile(seed, n);
    if (!existsSync(path)) return { path, taken: first };
  }
}
