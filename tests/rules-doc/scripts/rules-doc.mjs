/**
 * The board tables of `docs/rules.md`, rendered from the engine's board data (one source of truth:
 * the page never types a region, link, zone, value, card or objective), and the rule numbers of
 * the repository: which ones a text cites, which ones the page defines, and links from the guides
 * to the page's anchors. `gen-rules.mjs` writes the page; the tests check it.
 */

/** A rule number as it is cited: `R6`, `R6.4`, `R13.2` (not inside a word or an anchor). */
const RULE = /(?<![\w#.])R([1-9]\d?)(?:\.(\d{1,2}))?(?![\w])/g;

/** The anchor of a rule number in `docs/rules.md`: `R6.4` → `r6-4`, `R9` → `r9`. */
export function ruleAnchor(rule) {
  return rule.toLowerCase().replace(".", "-");
}

/** Every rule number cited in `text`, once each, in the order first cited. */
export function citedRules(text) {
  const seen = new Set();
  for (const m of text.matchAll(RULE)) seen.add(m[0]);
  return [...seen];
}

/** Every rule number `docs/rules.md` gives an anchor (`<a id="r6-4"></a>`), as `R6.4`. */
export function definedRules(doc) {
  return [...doc.matchAll(/<a id="r(\d+)(?:-(\d+))?"><\/a>/g)].map(
    (m) => `R${m[1]}${m[2] ? `.${m[2]}` : ""}`,
  );
}

/** The text of a markdown table cell. */
const cell = (text) => String(text).replaceAll("|", "\\|");

/** A markdown table. */
function table(head, rows) {
  return [
    `| ${head.join(" | ")} |`,
    `|${head.map(() => "---").join("|")}|`,
    ...rows.map((row) => `| ${row.map(cell).join(" | ")} |`),
  ].join("\n");
}

/** `a`, `a and b`, `a, b and c`. */
function list(items) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** How each kind of link reads. */
const KIND = { land: "land border", strait: "the Strait", ferry: "ferry" };

/** The conditions of the bonus objectives whose words are not just "hold these regions". */
const CONDITIONS = {
  "esodo-estivo": (b) =>
    `in one turn, at least ${b.params.armies} armies enter Sud or Isole regions from regions outside them (fortify moves, conquest move-ins and Serenata count)`,
  "via-emilia": (_b, engine) =>
    `hold Emilia-Romagna and every region adjacent to it (${list(engine.neighbours("emilia-romagna").map((id) => engine.regionById(id).name))})`,
  "uno-vale-uno": (b) =>
    `at least ${b.params.regions} of your regions hold the same number of armies, that number being at least ${b.params.armies}`,
  "larghe-intese": (b) =>
    `hold at least ${b.params.regions} Nord regions and at least ${b.params.regions} Sud or Isole regions`,
  "mille-proroghe": (b) =>
    `end ${b.turnsInARow} of your turns in a row holding ${b.params.regions} regions or fewer`,
  "cantiere-della-metro": (b) =>
    `one region holding at least ${b.params.armies} armies ends ${b.turnsInARow} of your turns in a row with no army moved out of it and no attack made from it (its count starts again if you lose it)`,
};

/** What each kind of reward gives. */
const REWARDS = {
  nextTurnArmies: (r) => `+${r.armies} armies next turn`,
  untouchable: () => "untouchable until the start of your next turn",
  armiesNow: (r) =>
    `+${r.armies} armies at once on your Sud or Isole region with the most armies (a tie goes to the first in board order); lost if you hold none`,
  doubleRegion: (r) => `the armies of that region doubled, at most +${r.max}`,
  nonna: () =>
    "one Nonna, taken from the deck, else from the discard pile, else none (R5.6 applies)",
};

/** The condition of one bonus objective, in words. */
function condition(b, engine) {
  const special = CONDITIONS[b.id];
  if (special) return special(b, engine);
  if (b.regions.length === 0) throw new Error(`bonus objective ${b.id} has no description`);
  const held = `hold ${list(b.regions.map((id) => engine.regionById(id).name))}`;
  return b.turnsInARow > 1 ? `${held} for ${b.turnsInARow} turns in a row` : held;
}

/**
 * The generated tables of `docs/rules.md`, by marker name, from the engine's exports (`REGIONS`,
 * `LINKS`, `ZONES`, `CARDS`, `OBJECTIVES`, `BONUS_OBJECTIVES`, `SEAT_SYMBOLS`, `neighbours`,
 * `regionById`): the source module for tests, the built one for the script.
 */
export function renderTables(engine) {
  const name = (id) => engine.regionById(id).name;
  const kindOf = (a, b) =>
    engine.LINKS.find((l) => (l.a === a && l.b === b) || (l.a === b && l.b === a))?.kind;
  const zoneName = (id) => engine.ZONES.find((z) => z.id === id).name;
  const symbols = [...new Set(engine.CARDS.map((c) => c.symbol))];
  return {
    zones: table(
      ["zone", "id", "bonus", "regions"],
      engine.ZONES.map((z) => [
        z.name,
        `\`${z.id}\``,
        `+${z.bonus}`,
        z.regions.map(name).join(", "),
      ]),
    ),
    regions: table(
      ["region", "id", "zone", "value", "adjacent to"],
      engine.REGIONS.map((r) => [
        r.name,
        `\`${r.id}\``,
        zoneName(r.zone),
        r.value,
        engine
          .neighbours(r.id)
          .map((n) => {
            const kind = kindOf(r.id, n);
            return kind === "land" ? name(n) : `${name(n)} (${KIND[kind]})`;
          })
          .join(", "),
      ]),
    ),
    "sea-links": table(
      ["link", "kind"],
      engine.LINKS.filter((l) => l.kind !== "land").map((l) => [
        `${name(l.a)} – ${name(l.b)}`,
        KIND[l.kind],
      ]),
    ),
    "seat-symbols": table(
      ["seat", "symbol"],
      engine.SEAT_SYMBOLS.map((s, i) => [`${i + 1}`, s]),
    ),
    cards: table(
      ["symbol", "cards", "count"],
      symbols.map((symbol) => {
        const cards = engine.CARDS.filter((c) => c.symbol === symbol);
        return [
          symbol === "nonna" ? "Nonna (joker)" : symbol,
          cards.map((c) => (c.region ? name(c.region) : `\`${c.id}\``)).join(", "),
          cards.length,
        ];
      }),
    ),
    "bonus-objectives": table(
      ["bonus objective", "id", "condition", "reward"],
      engine.BONUS_OBJECTIVES.map((b) => [
        b.name,
        `\`${b.id}\``,
        condition(b, engine),
        REWARDS[b.reward.kind](b.reward),
      ]),
    ),
    "main-objectives": table(
      ["main objective", "id", "regions", "total value"],
      engine.OBJECTIVES.map((o) => [
        o.name,
        `\`${o.id}\``,
        o.regions.map(name).join(", "),
        o.regions.reduce((sum, id) => sum + engine.regionById(id).value, 0),
      ]),
    ),
  };
}

/** The generated blocks of a page: `<!-- generated:NAME -->` … `<!-- /generated:NAME -->`. */
const BLOCK = /<!-- generated:([\w-]+) -->\n[\s\S]*?<!-- \/generated:\1 -->/g;

/**
 * `doc` with every generated block's content replaced by its table. Throws when a block has no
 * table or a table has no block, so a renamed marker cannot silently drop a table.
 */
export function fillTables(doc, tables) {
  const used = new Set();
  const out = doc.replace(BLOCK, (_whole, name) => {
    if (!(name in tables)) throw new Error(`docs/rules.md: no table named "${name}"`);
    used.add(name);
    return `<!-- generated:${name} -->\n${tables[name]}\n<!-- /generated:${name} -->`;
  });
  const missing = Object.keys(tables).filter((n) => !used.has(n));
  if (missing.length > 0) throw new Error(`docs/rules.md: no block for ${missing.join(", ")}`);
  return out;
}

/**
 * `markdown` with every bare rule number outside code linked to its anchor in the rules page
 * (`rules` is the page's path from the file, e.g. `rules.md` or `../../docs/rules.md`; empty in
 * the page itself). Numbers already linked, in code, in headings, in markers and anchors, and the
 * page's own bold paragraph labels are left alone, so linking twice changes nothing.
 */
export function linkRules(markdown, rules) {
  return markdown
    .split(KEEP)
    .map((part, i) =>
      i % 2 === 1 ? part : part.replace(RULE, (rule) => `[${rule}](${rules}#${ruleAnchor(rule)})`),
    )
    .join("");
}

/**
 * What {@link linkRules} leaves alone: fenced code, headings, lines with a comment marker, code
 * spans (across line breaks too), links, and the page's bold paragraph labels.
 */
const KEEP =
  /(```[\s\S]*?```|~~~[\s\S]*?~~~|^#[^\n]*|^[^\n]*<!--[^\n]*|`[^`]*`|\[[^\]]*\]\([^)]*\)|\*\*R[\d.]+\*\*)/m;

/** The rule numbers of `markdown` that {@link linkRules} would link: cited but not linked. */
export function unlinkedRules(markdown) {
  const sentinel = "unlinked-rule-sentinel";
  const marked = linkRules(markdown, sentinel);
  return [
    ...new Set([...marked.matchAll(/\[(R[\d.]+)\]\(unlinked-rule-sentinel#/g)].map((m) => m[1])),
  ];
}
