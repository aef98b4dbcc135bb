import { checkRecord, italia } from "@italia/engine";
import { checkGameRecord } from "@italia/game-kit";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BOT, HUMAN, playUntil, session } from "../../game/testing";
import { downloadRecord } from "./download";

/** What the browser was handed: the link's file name and the file's text. */
async function downloaded(run: () => void): Promise<{ name: string; text: string }> {
  let blob: Blob | null = null;
  const link = { href: "", download: "", click: vi.fn() };
  vi.stubGlobal("document", { createElement: () => link });
  vi.spyOn(URL, "createObjectURL").mockImplementation((b) => {
    blob = b as Blob;
    return "blob:record";
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  run();
  expect(link.click).toHaveBeenCalledOnce();
  expect(link.href).toBe("blob:record");
  return { name: link.download, text: await (blob as unknown as Blob).text() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("«Download the game»", () => {
  it("writes the game as game-record/1, the seed apart, that both readers replay to the same state", async () => {
    const s = playUntil(session([HUMAN, BOT, BOT]), (x) => x.state.round >= 2);
    const { name, text } = await downloaded(() => downloadRecord(s.record, s.state));
    const file = JSON.parse(text);
    expect(file).toMatchObject({ format: "game-record/1", game: "italia" });
    expect(file.seed).toBe(String(s.record.config.seed));
    expect(name).toBe(`italia-${file.seed.replace(/[^\w-]+/g, "_")}.json`);
    expect(file.steps).toHaveLength(s.record.steps.length);
    const kit = checkGameRecord(italia, file);
    expect(kit.ok && kit.state).toEqual(s.state);
    const engine = checkRecord(file);
    expect(engine.ok && engine.state).toEqual(s.state);
  });
});
