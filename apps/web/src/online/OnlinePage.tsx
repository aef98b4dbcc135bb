/**
 * The page every game's online screens show outside the game itself: a header (back, language,
 * rules), the game's form or lobby, and what is the same in every game — «connecting» (or «the
 * server is busy, trying again»), a room that does not exist or is no longer in its lobby, the
 * connection's state, and the latest refusal in the player's language.
 *
 * @module
 */
import type { ReactNode } from "react";
import { useI18n } from "../i18n/context";
import "../styles/online.css";
import { LanguageToggle, RulesButton } from "../ui/TopBar";
import { refusalText } from "./refusals";
import { connectionNote, type Refusal, type RoomShell } from "./shell";

/** The online page around a game's forms and lobby (see the module). */
export function OnlinePage({
  phase,
  room,
  serverBusy,
  error,
  lobby,
  onLeave,
  onRules,
  refusalLine,
  testId,
  children,
}: {
  /** The page's phase (`loading`, `missing`, `closed`, `room` are drawn here). */
  readonly phase: { readonly kind: string };
  /** The room as the game's reducer holds it. */
  readonly room: Pick<RoomShell, "seats" | "expired" | "connection" | "refusal">;
  /** A busy server is being asked again. */
  readonly serverBusy: boolean;
  /** The latest refused entry (shown before the room's own refusal). */
  readonly error: Refusal | null;
  /** The room's lobby, drawn once in the room with its seats known. */
  readonly lobby: ReactNode;
  onLeave(): void;
  /** Opens the game's rules; without it, no rules button. */
  onRules?: () => void;
  /** How the game words a refusal (by default the shell's {@link refusalText}). */
  readonly refusalLine?: (refusal: Refusal) => string;
  /** The page's `data-testid`. */
  readonly testId: string;
  /** The game's forms (create, join, watch) and other phases. */
  readonly children?: ReactNode;
}) {
  const { t } = useI18n();
  const inRoom = phase.kind === "room";
  const refusal = error ?? room.refusal;
  return (
    <div className="home online-home" data-testid={testId}>
      <header className="home-top">
        <button
          type="button"
          className="btn small ghost"
          onClick={onLeave}
          data-testid="online-back"
        >
          ← {t("back")}
        </button>
        <LanguageToggle />
        {onRules && <RulesButton onClick={onRules} />}
      </header>
      <div className="online-main">
        {children}
        {(phase.kind === "loading" || (inRoom && !room.seats.length)) && (
          <p className="muted" data-testid={serverBusy ? "online-server-busy" : undefined}>
            {t(serverBusy ? "serverBusyRetrying" : "connecting")}
          </p>
        )}
        {phase.kind === "missing" && (
          <p className="panel notice" data-testid="room-missing">
            {t("roomMissing")}
          </p>
        )}
        {phase.kind === "closed" && (
          <p className="panel notice" data-testid="room-closed">
            {t("roomClosed")}
          </p>
        )}
        {inRoom && room.seats.length > 0 && !room.expired && lobby}
        {inRoom && room.connection !== "open" && (
          <p className="muted" role="status" data-testid="connection">
            {t(connectionNote(room))}
          </p>
        )}
        {refusal && (
          <p className="toast" role="alert" data-testid="online-error">
            {refusalLine ? refusalLine(refusal) : refusalText(t, refusal)}
          </p>
        )}
      </div>
    </div>
  );
}
