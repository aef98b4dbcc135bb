import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readInputFile } from "./input-file.js";

const work = mkdtempSync(join(tmpdir(), "italia-input-file-"));
const fifo = join(work, "fifo");
execFileSync("mkfifo", [fifo]);

describe("readInputFile (issue #27)", () => {
  it("reads a regular file as text, without a byte-order mark", () => {
    const path = join(work, "ok.txt");
    writeFileSync(path, "\ufeffhello");
    expect(readInputFile(path, 100)).toEqual({ ok: true, text: "hello" });
  });

  it.each([
    ["a FIFO, without waiting for a writer", fifo, "not-a-file", /a FIFO/],
    ["/dev/zero, without reading it", "/dev/zero", "not-a-file", /a device/],
    ["a folder", work, "not-a-file", /a folder/],
    ["a missing file", join(work, "missing"), "missing", /no such file/],
  ])("refuses %s", (_what, path, code, problem) => {
    const read = readInputFile(path, 1024);
    expect(read).toMatchObject({ ok: false, code });
    if (!read.ok) expect(read.problem).toMatch(problem);
  });

  it("refuses a file over the bound", () => {
    const path = join(work, "big.txt");
    writeFileSync(path, "x".repeat(1025));
    const read = readInputFile(path, 1024);
    expect(read).toMatchObject({ ok: false, code: "too-large" });
    if (!read.ok) expect(read.problem).toBe("1025 bytes: larger than the limit of 1024 bytes");
  });
});
