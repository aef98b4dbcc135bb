import { describe, expect, it } from "vitest";
import { LineReader, type ReadLine, TOO_LONG } from "./stdio.js";

function reader(maxBytes: number) {
  const lines: [ReadLine, number][] = [];
  const r = new LineReader(maxBytes, (line, bytes) => lines.push([line, bytes]));
  return { r, lines };
}

describe("LineReader", () => {
  it("joins lines split between chunks, multi-byte characters included", () => {
    const { r, lines } = reader(100);
    const bytes = Buffer.from('{"a":"è"}\r\n{"b":1}\n\n', "utf8");
    // Split inside the two bytes of "è".
    const cut = bytes.indexOf(0xa8);
    r.push(bytes.subarray(0, cut));
    r.push(bytes.subarray(cut, cut + 3));
    r.push(bytes.subarray(cut + 3));
    expect(lines).toEqual([
      ['{"a":"è"}', 11], // bytes as written, \r included
      ['{"b":1}', 7],
      ["", 0],
    ]);
  });

  it("hands on a line over the limit once, and drops the rest of it up to its newline", () => {
    const { r, lines } = reader(8);
    r.push(Buffer.from("12345"));
    r.push(Buffer.from("67890"));
    r.push(Buffer.from("abcdefghijklmnop"));
    r.push(Buffer.from("qrs\nok\n"));
    expect(lines).toEqual([
      [TOO_LONG, 9],
      ["ok", 2],
    ]);
    // A line of exactly the limit is fine.
    r.push(Buffer.from("12345678\n"));
    expect(lines.at(-1)).toEqual(["12345678", 8]);
  });

  it("forgets a partial line on reset", () => {
    const { r, lines } = reader(8);
    r.push(Buffer.from("half"));
    r.reset();
    r.push(Buffer.from("new\n"));
    expect(lines).toEqual([["new", 3]]);
  });
});
