/**
 * Where a text stops being JSON. `JSON.parse` says that a text is not JSON but, depending on the
 * JavaScript engine, not where, and its message quotes the input; this scanner finds the offset
 * of the first character that cannot continue a JSON text, without recursion (no nesting can
 * overflow the stack) and without copying the text. Used only after `JSON.parse` has failed.
 */

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
// A string: escapes as JSON allows, and no raw control character (below U+0020).
// biome-ignore lint/suspicious/noControlCharactersInRegex: JSON forbids them inside strings
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const LITERAL = /true|false|null/y;
const SPACE = /[ \t\n\r]*/y;

function matchAt(re: RegExp, text: string, at: number): number {
  re.lastIndex = at;
  return re.test(text) ? re.lastIndex : -1;
}

/** What the scanner expects next. */
type Expect = "value" | "keyOrEnd" | "key" | "colon" | "commaOrEnd" | "valueOrEnd";

/**
 * The offset of the first character that makes `text` invalid JSON: `text.length` when it ends
 * too early, `-1` when it is valid JSON.
 */
export function jsonErrorOffset(text: string): number {
  const stack: ("{" | "[")[] = [];
  let at = 0;
  let expect: Expect = "value";
  const skip = () => {
    at = matchAt(SPACE, text, at);
  };
  while (true) {
    skip();
    if (at >= text.length) return expect === "commaOrEnd" && stack.length === 0 ? -1 : at;
    const c = text[at]!;
    if (expect === "commaOrEnd") {
      const top = stack[stack.length - 1];
      if (top === undefined) return at; // text after the value
      if (c === ",") {
        at++;
        expect = top === "{" ? "key" : "value";
      } else if ((c === "}" && top === "{") || (c === "]" && top === "[")) {
        at++;
        stack.pop();
      } else return at;
      continue;
    }
    if (expect === "colon") {
      if (c !== ":") return at;
      at++;
      expect = "value";
      continue;
    }
    if (expect === "key" || expect === "keyOrEnd") {
      if (c === "}" && expect === "keyOrEnd") {
        at++;
        stack.pop();
        expect = "commaOrEnd";
        continue;
      }
      const end = matchAt(STRING, text, at);
      if (end < 0) return at;
      at = end;
      expect = "colon";
      continue;
    }
    // A value (or, just after "[", the end of an empty array).
    if (c === "]" && expect === "valueOrEnd") {
      at++;
      stack.pop();
      expect = "commaOrEnd";
    } else if (c === "{") {
      at++;
      stack.push("{");
      expect = "keyOrEnd";
    } else if (c === "[") {
      at++;
      stack.push("[");
      expect = "valueOrEnd";
    } else {
      const end = Math.max(
        matchAt(STRING, text, at),
        matchAt(NUMBER, text, at),
        matchAt(LITERAL, text, at),
      );
      if (end < 0) return at;
      at = end;
      expect = "commaOrEnd";
    }
  }
}
