import { ZONES } from "@italia/engine";
import { useI18n } from "../../../i18n/context";
import { regionShapes, VIEW_BOX } from "./geometry";

const ZONE_TINTS: Record<string, string> = {
  "nord-ovest": "#e8a197",
  "nord-est": "#93b8df",
  centro: "#9fd1b0",
  sud: "#f0d48a",
  isole: "#d7b8e6",
};

/** A decorative map of the zones for the home screen. */
export function MiniMap() {
  const { t } = useI18n();
  const zoneOf = new Map(ZONES.flatMap((z) => z.regions.map((r) => [r, z.id] as const)));
  return (
    <svg className="mini-map" viewBox={VIEW_BOX} role="img" aria-label={t("mapLabel")}>
      {regionShapes().map((s) => (
        <path
          key={s.id}
          className="mini-region"
          d={s.path}
          fill={ZONE_TINTS[zoneOf.get(s.id) ?? "centro"]}
        />
      ))}
    </svg>
  );
}
