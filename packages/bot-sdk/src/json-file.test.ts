import { execFileSync } from "node:child_process";
import { mkdtempSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { JSON_FILE_LIMITS, jsonDepth, readJsonFile } from "./json-file.js";

const work = mkdtempSync(join(tmpdir(), "italia-json-file-"));

describe("readJsonFile: files from outside are checked before they are read (#8.8, #8.5)", () => {
  it("reads a regular JSON file", () => {
    const file = join(work, "ok.json");
    writeFileSync(file, '\ufeff{"a":[1,{"b":"[[[["}]}');
    expect(readJsonFile(file)).toEqual({ ok: true, value: { a: [1, { b: "[[[[" }] } });
  });

  it("refuses a FIFO at once, without waiting for a writer", () => {
    const fifo = join(work, "fifo");
    execFileSync("mkfifo", [fifo]);
    // No writer ever opens the FIFO: a reader that waited for one would never return (a blocking
    // open on the test's own thread), so returning at all proves it did not wait; no wall clock.
    const read = readJsonFile(fifo);
    expect(read).toMatchObject({ ok: false, code: "not-a-file" });
    expect(!read.ok && read.problem).toContain("FIFO");
  });

  it("refuses /dev/zero and a folder", () => {
    expect(readJsonFile("/dev/zero")).toMatchObject({ ok: false, code: "not-a-file" });
    expect(readJsonFile(work)).toMatchObject({ ok: false, code: "not-a-file" });
    expect(readJsonFile(join(work, "none.json"))).toMatchObject({
      ok: false,
      code: "missing",
      problem: "no such file",
    });
  });

  it("refuses a file over the size limit without reading it", () => {
    const big = join(work, "big.json");
    writeFileSync(big, "");
    truncateSync(big, JSON_FILE_LIMITS.bytes + 1);
    const read = readJsonFile(big);
    expect(read).toMatchObject({ ok: false, code: "too-large" });
    expect(!read.ok && read.problem).toContain("16.0 MiB");
    const small = join(work, "small.json");
    writeFileSync(small, "[1,2,3]");
    expect(readJsonFile(small, { maxBytes: 6 })).toMatchObject({ ok: false, code: "too-large" });
    expect(readJsonFile(small, { maxBytes: 7 })).toEqual({ ok: true, value: [1, 2, 3] });
  });

  it("refuses JSON nested 20,000 levels deep before parsing it", () => {
    const deep = join(work, "deep.json");
    writeFileSync(deep, `{"result":${"[".repeat(20_000)}${"]".repeat(20_000)}}`);
    const read = readJsonFile(deep);
    expect(read).toMatchObject({ ok: false, code: "too-deep" });
    expect(!read.ok && read.problem).toContain("64 levels");
  });

  it("says briefly what is wrong with text that is not JSON", () => {
    const bad = join(work, "bad.json");
    writeFileSync(bad, `{"a": ${"x".repeat(100_000)}}`);
    const read = readJsonFile(bad);
    expect(read).toMatchObject({ ok: false, code: "not-json" });
    expect(!read.ok && read.problem.length).toBeLessThan(300);
  });
});

describe("jsonDepth", () => {
  it("counts arrays and objects, not brackets inside strings", () => {
    expect(jsonDepth("1")).toBe(0);
    expect(jsonDepth('[{"a":[]}]')).toBe(3);
    expect(jsonDepth('["[[[\\"[[", {}]')).toBe(2);
  });
});
