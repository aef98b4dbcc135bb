import { BONUS_OBJECTIVES, OBJECTIVES, REGIONS, ZONES } from "@italia/engine";
import { describe, expect, it } from "vitest";
import { en, it as itStrings } from "./strings";

/**
 * The game's own names, Italian in both languages: the engine's objectives, regions and zones, and
 * the rules' names of combinations, card symbols, colpi and ways a game ends (R5, R9, R11).
 */
const NAMES = [
  ...[...BONUS_OBJECTIVES, ...OBJECTIVES, ...REGIONS, ...ZONES].map((x) => x.name),
  "Mangia, che sei sciupato",
  "Tutto il pacchetto",
  "Giro in Vespa",
  "Pizzata",
  "Serenata",
  "Pizza",
  "Mandolino",
  "Vespa",
  "Nonna",
  "Tre colpi da maestro",
  "Colpi da maestro",
  "Colpo da maestro",
  "Colpi",
  "Conquista",
  "Ultimo rimasto",
  "Sdadata",
  "Nord",
  "Sud",
  "Isole",
  // The second game's name (the home page's game picker).
  "Radetzky",
].sort((a, b) => b.length - a.length);

/** Words English and Italian write alike (names, loan words, abbreviations). */
const SHARED = new Set(
  "italia italy svg maps victor cazanave mit bot menu json online internet server browser file record blitz bonus replay engine app link play ctrl tab esc min per come messina simulate arena records".split(
    " ",
  ),
);

/**
 * The words (3 letters or more, lower case) of a string, placeholders, file formats
 * («game-record/1») and the game's names left out.
 */
function wordsOf(text: string): string[] {
  // Placeholders, file formats, Italian elisions («all’inizio») and the game's names (in any
  // case) go first.
  let plain = text
    .replace(/\{\w+\}/g, " ")
    .replace(/[\w-]+\/\d+/g, " ")
    .replace(/\p{L}+[’']/gu, " ");
  for (const name of NAMES) plain = plain.replace(new RegExp(name, "gi"), " ");
  return (plain.match(/\p{L}{3,}/gu) ?? []).map((w) => w.toLowerCase());
}

describe("the English strings", () => {
  it("have no Italian left in them: no English string uses a word of the Italian table", () => {
    const italian = new Set(Object.values(itStrings).flatMap(wordsOf));
    const leftovers = Object.entries(en).flatMap(([key, text]) =>
      wordsOf(text)
        .filter((w) => italian.has(w) && !SHARED.has(w))
        .map((w) => `${key}: «${w}»`),
    );
    expect(leftovers).toEqual([]);
  });

  it("are all translated: the same text in both tables only for names and symbols", () => {
    const same = Object.keys(en).filter((key) => {
      const k = key as keyof typeof en;
      return en[k] === itStrings[k] && wordsOf(en[k]).some((w) => !SHARED.has(w));
    });
    expect(same).toEqual([]);
  });
});
