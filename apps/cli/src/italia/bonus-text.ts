/**
 * What each bonus objective asks and gives, in words for the terminal. Only words live here:
 * every number (turns, armies, regions, rewards) and every named region comes from the engine's
 * table of R9, `BONUS_OBJECTIVES`, so the text cannot drift from the rules.
 */
import {
  type BonusObjectiveId,
  type BonusRewardRule,
  bonusObjectiveById,
  regionName,
} from "@italia/engine";

/** Goals that are not "hold these regions"; `{turns}`, `{armies}`, `{regions}` are filled in. */
const GOALS: Partial<Record<BonusObjectiveId, string>> = {
  "esodo-estivo": "in one turn, bring at least {armies} armies into Sud or Isole from outside",
  "via-emilia": "hold Emilia-Romagna and every region that borders it",
  "uno-vale-uno": "{regions} of your regions with the same number of armies (at least {armies})",
  "larghe-intese": "hold at least {regions} Nord regions and {regions} Sud or Isole regions",
  "mille-proroghe": "end {turns} of your turns in a row with {regions} regions or fewer",
  "cantiere-della-metro":
    "one region with {armies}+ armies for {turns} of your turns, never moving out of it",
};

/** What each kind of reward gives; `{n}` comes from the engine's table. */
const REWARDS: Record<BonusRewardRule["kind"], string> = {
  nextTurnArmies: "+{n} armies next turn",
  untouchable: "your regions untouchable until your next turn",
  armiesNow: "+{n} armies at once on your strongest Sud or Isole region",
  doubleRegion: "a region's armies doubled (at most +{n})",
  nonna: "a Nonna card",
};

function fill(text: string, values: Readonly<Record<string, number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

function list(names: readonly string[]): string {
  return names.length <= 1
    ? names.join("")
    : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * What a bonus objective asks and what completing it gives (R9), e.g. `hold Sicilia and Calabria
 * for 2 of your turns in a row → +3 armies next turn`.
 */
export function bonusAsks(id: BonusObjectiveId): string {
  const b = bonusObjectiveById(id);
  const values = {
    turns: b.turnsInARow,
    armies: b.params.armies ?? 0,
    regions: b.params.regions ?? 0,
  };
  const words = GOALS[id];
  const goal = words
    ? fill(words, values)
    : `hold ${list(b.regions.map(regionName))}${b.turnsInARow > 1 ? ` for ${b.turnsInARow} of your turns in a row` : ""}`;
  const r = b.reward;
  const n = r.kind === "doubleRegion" ? r.max : "armies" in r ? r.armies : 0;
  return `${goal} → ${fill(REWARDS[r.kind], { n })}`;
}
