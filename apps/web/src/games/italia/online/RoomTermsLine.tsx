import { useI18n } from "../../../i18n/context";
import type { RoomTerms } from "./room";

/** One line with a room's terms: length, seconds per turn, bots' level. */
export function RoomTermsLine({ terms }: { terms: RoomTerms }) {
  const { tk } = useI18n();
  const level = tk(`level_${terms.bot}`);
  const text =
    "rounds" in terms.limit
      ? tk("roomTerms_rounds", { n: terms.limit.rounds, s: terms.turnSeconds, level })
      : tk("roomTerms_minutes", { n: terms.limit.minutes, s: terms.turnSeconds, level });
  return (
    <p className="muted" data-testid="room-terms">
      {text}
    </p>
  );
}
