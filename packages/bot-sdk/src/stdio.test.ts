import { describe, expect, it } from "vitest";
import { LineReader, LogTail, type ReadLine, TextLines, TOO_LONG } from "./stdio.js";

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

describe("TextLines and LogTail (stderr)", () => {
  it("splits text into lines and hands on the last one when the text ends", () => {
    const lines: string[] = [];
    const t = new TextLines(100, (l) => lines.push(l));
    t.push("one\r\ntw");
    t.push("o\nthree");
    expect(lines).toEqual(["one", "two"]);
    t.end();
    expect(lines).toEqual(["one", "two", "three"]);
    t.end();
    expect(lines).toHaveLength(3);
  });

  it("keeps only the end of a line without newlines", () => {
    const lines: string[] = [];
    const t = new TextLines(10, (l) => lines.push(l));
    for (let i = 0; i < 1000; i++) t.push("abcdefghij");
    t.push("END\n");
    expect(lines).toEqual(["…efghijEND"]); // 10 characters
  });

  it("keeps the last lines within both limits", () => {
    const log = new LogTail(3, 20);
    for (const l of ["a", "b", "c", "d"]) log.add(l);
    expect(log.lines).toEqual(["b", "c", "d"]);
    log.add("0123456789abcdef"); // 17 characters with its newline: "b" and "c" go
    expect(log.lines).toEqual(["d", "0123456789abcdef"]);
    log.add("x".repeat(50));
    expect(log.lines).toEqual([`…${"x".repeat(18)}`]);
  });
});
