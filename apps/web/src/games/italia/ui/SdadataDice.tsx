import type { SdadataRolledEvent, Seat } from "@italia/engine";
import { useI18n } from "../../../i18n/context";
import { DieFace } from "../../../ui/icons";
import { SEAT_COLORS } from "../game/seats";

/**
 * The Sdadata's two dice in the dice tray (R11.4): who rolled, the faces, their sum against the
 * threshold, and whether the game ends. Shown in place of the last attack's dice.
 */
export function SdadataDice({
  event,
  nameOf,
}: {
  event: SdadataRolledEvent;
  nameOf: (seat: Seat) => string;
}) {
  const { t } = useI18n();
  const [a, b] = event.dice;
  const color = SEAT_COLORS[event.seat]!.strong;
  return (
    <section
      className="panel dice-tray sdadata"
      data-testid="dice"
      data-kind="sdadata"
      aria-live="polite"
    >
      <header className="dice-head">
        <strong style={{ color }}>{t("sdadataDice", { seat: nameOf(event.seat) })}</strong>
      </header>
      <div className="dice-board" style={{ gridTemplateColumns: "repeat(2, 40px)" }}>
        {event.dice.map((value, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the two dice are positional
          <span className="die-slot" key={i} data-die={value}>
            <DieFace value={value} color={color} size={34} className="die" />
          </span>
        ))}
      </div>
      <p className="dice-result">
        {t("sdadataSum", { a, b, sum: a + b, t: event.threshold })}:{" "}
        {t(event.ended ? "ev_sdadataEnd" : "ev_sdadataGo")}
      </p>
    </section>
  );
}
