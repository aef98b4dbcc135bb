/**
 * Descriptions of the bonus objectives for people, in both languages (words only: the conditions
 * are judged by the engine, and every number comes from its table of R9, `BONUS_OBJECTIVES`).
 */
import { type BonusObjectiveId, type BonusRewardRule, bonusObjectiveById } from "@italia/engine";
import type { Lang } from "../../../i18n/i18n";

interface BonusText {
  readonly goal: string;
  readonly reward: string;
}

/** What each objective asks; `{turns}`, `{armies}`, `{regions}` come from the engine (R9). */
const IT_GOALS: Record<BonusObjectiveId, { readonly goal: string }> = {
  "padania-libera": {
    goal: "Tieni Piemonte, Lombardia, Veneto ed Emilia-Romagna.",
  },
  "ponte-sullo-stretto": {
    goal: "Tieni Sicilia e Calabria per {turns} tuoi turni di fila.",
  },
  "repubbliche-marinare": {
    goal: "Tieni Liguria, Toscana e Veneto.",
  },
  "regno-delle-due-sicilie": {
    goal: "Tieni Campania, Puglia, Basilicata, Calabria e Sicilia.",
  },
  "stato-della-chiesa": {
    goal: "Tieni Lazio, Umbria, Marche ed Emilia-Romagna.",
  },
  "salerno-reggio": {
    goal: "Tieni Campania, Basilicata e Calabria per {turns} tuoi turni di fila.",
  },
  "esodo-estivo": {
    goal: "In un turno, porta almeno {armies} armate nel Sud o nelle Isole da fuori.",
  },
  "via-emilia": {
    goal: "Tieni l’Emilia-Romagna e tutte le regioni che la toccano.",
  },
  "uno-vale-uno": {
    goal: "Almeno {regions} tue regioni con lo stesso numero di armate (almeno {armies}).",
  },
  "larghe-intese": {
    goal: "Tieni almeno {regions} regioni del Nord e {regions} del Sud o delle Isole.",
  },
  "mille-proroghe": {
    goal: "Finisci {turns} tuoi turni di fila con {regions} regioni o meno.",
  },
  "cantiere-della-metro": {
    goal: "Una regione con almeno {armies} armate per {turns} tuoi turni, senza spostarne né attaccare da lì.",
  },
};

const EN_GOALS: Record<BonusObjectiveId, { readonly goal: string }> = {
  "padania-libera": {
    goal: "Hold Piemonte, Lombardia, Veneto and Emilia-Romagna.",
  },
  "ponte-sullo-stretto": {
    goal: "Hold Sicilia and Calabria for {turns} of your turns in a row.",
  },
  "repubbliche-marinare": {
    goal: "Hold Liguria, Toscana and Veneto.",
  },
  "regno-delle-due-sicilie": {
    goal: "Hold Campania, Puglia, Basilicata, Calabria and Sicilia.",
  },
  "stato-della-chiesa": {
    goal: "Hold Lazio, Umbria, Marche and Emilia-Romagna.",
  },
  "salerno-reggio": {
    goal: "Hold Campania, Basilicata and Calabria for {turns} of your turns in a row.",
  },
  "esodo-estivo": {
    goal: "In one turn, bring at least {armies} armies into Sud or Isole from outside.",
  },
  "via-emilia": {
    goal: "Hold Emilia-Romagna and every region that borders it.",
  },
  "uno-vale-uno": {
    goal: "At least {regions} of your regions with the same number of armies (at least {armies}).",
  },
  "larghe-intese": {
    goal: "Hold at least {regions} Nord regions and {regions} Sud or Isole regions.",
  },
  "mille-proroghe": {
    goal: "End {turns} of your turns in a row with {regions} regions or fewer.",
  },
  "cantiere-della-metro": {
    goal: "One region with at least {armies} armies for {turns} of your turns, never moving out or attacking from it.",
  },
};

/** What each kind of reward gives; `{n}` comes from the engine's table (R9). */
const REWARDS: Record<Lang, Record<BonusRewardRule["kind"], string>> = {
  it: {
    nextTurnArmies: "+{n} armate al prossimo turno",
    untouchable: "regioni intoccabili fino al tuo prossimo turno",
    armiesNow: "+{n} armate subito sulla tua regione più forte del Sud o delle Isole",
    doubleRegion: "armate della regione raddoppiate (al massimo +{n})",
    nonna: "una carta Nonna",
  },
  en: {
    nextTurnArmies: "+{n} armies next turn",
    untouchable: "your regions are untouchable until your next turn",
    armiesNow: "+{n} armies at once on your strongest Sud or Isole region",
    doubleRegion: "that region’s armies doubled (at most +{n})",
    nonna: "one Nonna card",
  },
};

function fill(text: string, values: Readonly<Record<string, number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** The goal and reward of a bonus objective, for people, with the engine's numbers filled in. */
export function bonusText(lang: Lang, id: BonusObjectiveId): BonusText {
  const { params, reward, turnsInARow } = bonusObjectiveById(id);
  const values = { turns: turnsInARow, armies: params.armies ?? 0, regions: params.regions ?? 0 };
  const n = reward.kind === "doubleRegion" ? reward.max : "armies" in reward ? reward.armies : 0;
  return {
    goal: fill((lang === "it" ? IT_GOALS : EN_GOALS)[id].goal, values),
    reward: fill(REWARDS[lang][reward.kind], { n }),
  };
}
