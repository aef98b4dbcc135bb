/**
 * Descriptions of the bonus objectives for people, in both languages (text only: the conditions
 * themselves are judged by the engine).
 */
import type { BonusObjectiveId } from "@italia/engine";
import type { Lang } from "./i18n";

interface BonusText {
  readonly goal: string;
  readonly reward: string;
}

const IT: Record<BonusObjectiveId, BonusText> = {
  "padania-libera": {
    goal: "Tieni Piemonte, Lombardia, Veneto ed Emilia-Romagna.",
    reward: "+4 armate al prossimo turno",
  },
  "ponte-sullo-stretto": {
    goal: "Tieni Sicilia e Calabria per 3 tuoi turni di fila.",
    reward: "+3 armate al prossimo turno",
  },
  "repubbliche-marinare": {
    goal: "Tieni Liguria, Toscana e Veneto.",
    reward: "+4 armate al prossimo turno",
  },
  "regno-delle-due-sicilie": {
    goal: "Tieni Campania, Puglia, Basilicata, Calabria e Sicilia.",
    reward: "+5 armate al prossimo turno",
  },
  "stato-della-chiesa": {
    goal: "Tieni Lazio, Umbria, Marche ed Emilia-Romagna.",
    reward: "regioni intoccabili fino al tuo prossimo turno",
  },
  "salerno-reggio": {
    goal: "Tieni Campania, Basilicata e Calabria per 2 tuoi turni di fila.",
    reward: "+3 armate al prossimo turno",
  },
  "esodo-estivo": {
    goal: "In un turno, porta almeno 4 armate nel Sud o nelle Isole da fuori.",
    reward: "+3 armate subito sulla tua regione più forte del Sud o delle Isole",
  },
  "via-emilia": {
    goal: "Tieni l’Emilia-Romagna e tutte le regioni che la toccano.",
    reward: "+3 armate al prossimo turno",
  },
  "uno-vale-uno": {
    goal: "Almeno 7 tue regioni con lo stesso numero di armate (almeno 2).",
    reward: "+5 armate al prossimo turno",
  },
  "larghe-intese": {
    goal: "Tieni almeno 4 regioni del Nord e 4 del Sud o delle Isole.",
    reward: "una carta Nonna",
  },
  "mille-proroghe": {
    goal: "Finisci 3 tuoi turni di fila con 2 regioni o meno.",
    reward: "+6 armate al prossimo turno",
  },
  "cantiere-della-metro": {
    goal: "Una regione con almeno 10 armate per 14 tuoi turni, senza spostarne né attaccare da lì.",
    reward: "armate della regione raddoppiate (al massimo +6)",
  },
};

const EN: Record<BonusObjectiveId, BonusText> = {
  "padania-libera": {
    goal: "Hold Piemonte, Lombardia, Veneto and Emilia-Romagna.",
    reward: "+4 armies next turn",
  },
  "ponte-sullo-stretto": {
    goal: "Hold Sicilia and Calabria for 3 of your turns in a row.",
    reward: "+3 armies next turn",
  },
  "repubbliche-marinare": {
    goal: "Hold Liguria, Toscana and Veneto.",
    reward: "+4 armies next turn",
  },
  "regno-delle-due-sicilie": {
    goal: "Hold Campania, Puglia, Basilicata, Calabria and Sicilia.",
    reward: "+5 armies next turn",
  },
  "stato-della-chiesa": {
    goal: "Hold Lazio, Umbria, Marche and Emilia-Romagna.",
    reward: "your regions are untouchable until your next turn",
  },
  "salerno-reggio": {
    goal: "Hold Campania, Basilicata and Calabria for 2 of your turns in a row.",
    reward: "+3 armies next turn",
  },
  "esodo-estivo": {
    goal: "In one turn, bring at least 4 armies into Sud or Isole from outside.",
    reward: "+3 armies at once on your strongest Sud or Isole region",
  },
  "via-emilia": {
    goal: "Hold Emilia-Romagna and every region that borders it.",
    reward: "+3 armies next turn",
  },
  "uno-vale-uno": {
    goal: "At least 7 of your regions with the same number of armies (at least 2).",
    reward: "+5 armies next turn",
  },
  "larghe-intese": {
    goal: "Hold at least 4 Nord regions and 4 Sud or Isole regions.",
    reward: "one Nonna card",
  },
  "mille-proroghe": {
    goal: "End 3 of your turns in a row with 2 regions or fewer.",
    reward: "+6 armies next turn",
  },
  "cantiere-della-metro": {
    goal: "One region with at least 10 armies for 14 of your turns, never moving out or attacking from it.",
    reward: "that region’s armies doubled (at most +6)",
  },
};

/** The goal and reward of a bonus objective, for people. */
export function bonusText(lang: Lang, id: BonusObjectiveId): BonusText {
  return (lang === "it" ? IT : EN)[id];
}
