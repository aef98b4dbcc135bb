/**
 * Names of Radetzky: Milano 1848's pieces for people, taken from the game's data (RZ1, RZ2): the
 * Zones of Milan, the combat icons, the Helps, the Patriots and their hands. Seats and Patriots
 * are numbered from 1, as everywhere the command prints.
 */
import { DATA, type HelpId, helpOf, type Icon, iconOf } from "@italia/radetzky";

const ZONE_NAMES = new Map<number, string>(DATA.map.zones.map((z) => [z.id, z.name]));
const HELP_NAMES = new Map<string, string>(DATA.helps.map((h) => [h.id, h.name]));

/** A Zone's name from the data (RZ2.1), e.g. `Porta Tosa`. */
export function zoneName(zone: number): string {
  return ZONE_NAMES.get(zone) ?? `Zone ${zone}`;
}

/** A Zone with its number, e.g. `5 Porta Tosa`. */
export function zoneText(zone: number): string {
  return `${zone} ${zoneName(zone)}`;
}

/** A Zone's name cut to `width` columns for the map (`Porta` becomes `P.` when needed). */
export function shortZoneName(zone: number, width: number): string {
  const name = zoneName(zone);
  if (name.length <= width) return name;
  const short = name.replace(/^Porta /, "P. ");
  return short.length <= width ? short : `${short.slice(0, width - 1)}…`;
}

/** An icon's name with a capital, e.g. `Cannonball` (RZ1.5). */
export function iconName(icon: Icon | string): string {
  return icon.charAt(0).toUpperCase() + icon.slice(1);
}

/** A Help's name from the data, e.g. `Hot-Air Balloon` (RZ18). */
export function helpName(help: HelpId | string): string {
  return HELP_NAMES.get(help) ?? help;
}

/**
 * An Italy or Austria card for people: its icon, and in the advanced game an Italy card's Help
 * too (`Map/Rifle`), since the basic game ignores it (RZ1.4). An unknown id is shown escaped.
 */
export function cardText(card: string, advanced: boolean): string {
  let icon: string;
  try {
    icon = iconName(iconOf(card));
  } catch {
    return `card ${card.replace(/[^\w-]/g, "?").slice(0, 8)}`;
  }
  if (!advanced || !card.startsWith("I")) return icon;
  return `${icon}/${shortHelp(helpOf(card))}`;
}

/** A Help's short name for card labels: `Balloon`, `Martinitt`, `Rifle`, `Barricade`, `Noblewoman`. */
export function shortHelp(help: string): string {
  return help === "balloon" ? "Balloon" : iconName(help);
}

/** A Patriot as people number it: Patriot 0 is `P1`. */
export function patriotTag(patriot: number): string {
  return `P${patriot + 1}`;
}

/** The name of a hand (`"0"` … or `"solo"`) for people: `Patriot 1's hand`, `the hand`. */
export function handName(hand: string): string {
  if (hand === "solo") return "the hand";
  if (hand.startsWith("table:")) return `Patriot ${Number(hand.slice(6)) + 1}'s table cards`;
  return `Patriot ${Number(hand) + 1}'s hand`;
}
