/**
 * Text from outside — records, vectors, bot answers, bot stderr, error messages — made safe to
 * print: control characters and bidirectional overrides are escaped, so a name cannot clear a
 * terminal or forge text, and quoted input is cut to a short prefix, so a huge value cannot make
 * a huge message.
 *
 * @module
 */

/** How many characters of bad input a message quotes by default. */
export const QUOTE_CHARS = 80;

/**
 * C0 controls (U+0000–U+001F), DEL, C1 controls (U+0080–U+009F, which include the 8-bit CSI),
 * the bidirectional embeddings and overrides U+202A–U+202E and isolates U+2066–U+2069.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const UNSAFE_INLINE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

const NAMED: Readonly<Record<string, string>> = { "\n": "\\n", "\t": "\\t", "\r": "\\r" };

function escaped(c: string): string {
  const named = NAMED[c];
  if (named) return named;
  const code = c.charCodeAt(0);
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, "0")}`
    : `\\u${code.toString(16).padStart(4, "0")}`;
}

/**
 * `text` with every control character, DEL, C1 control and bidirectional override or isolate
 * written as a visible escape (`\x1b`, `\u202e`, `\n`). With `multiline`, newlines and tabs are
 * kept (for text meant to span lines, such as a bot's stderr block).
 *
 * @example
 * ```ts
 * safeText("Lazio\u001b[2J"); // "Lazio\\x1b[2J"
 * ```
 */
export function safeText(text: string, options: { readonly multiline?: boolean } = {}): string {
  return String(text).replace(options.multiline ? UNSAFE_INLINE : UNSAFE, escaped);
}

/**
 * At most `max` characters of `text` (never splitting a surrogate pair), followed by
 * `… (N more)` when it was longer, then made safe with {@link safeText}: for quoting input from
 * outside in errors, strikes and reports.
 *
 * @example
 * ```ts
 * quote("x".repeat(1000)); // "xxx…x… (920 more)" (80 x's)
 * ```
 */
export function quote(text: string, max: number = QUOTE_CHARS): string {
  const s = String(text);
  if (s.length <= max) return safeText(s);
  let end = Math.max(0, max);
  const last = s.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${safeText(s.slice(0, end))}… (${s.length - end} more)`;
}

/**
 * A seat as people read it: numbered from 1 (the engine's and the JSON's seat 0 is "seat 1"), in
 * every line written for people — the arena table, strike lines, `italia-bots decide`, the
 * `italia` command and the engine's own refusals. Actions, views, records and reports in JSON
 * keep the 0-based seat. The game kit's rule for every game, re-exported.
 *
 * @example
 * ```ts
 * `seat ${seatNumber(strike.seat)}`; // "seat 1" for strike.seat === 0
 * ```
 */
export { seatNumber } from "@italia/game-kit";
