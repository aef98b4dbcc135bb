import { useI18n } from "../i18n/context";
import { EnterButton, NameField } from "./RoomFields";

/**
 * The form a watch link opens, in any game: the spectator's name (`value`, kept by the page for
 * its own chat lines), then `onWatch` with the name to use (the spectators' tag when left empty).
 */
export function WatchForm({
  value,
  onChange,
  busy,
  onWatch,
}: {
  readonly value: string;
  readonly onChange: (name: string) => void;
  readonly busy: boolean;
  readonly onWatch: (name: string) => void;
}) {
  const { t } = useI18n();
  return (
    <form
      className="panel online-form"
      data-testid="watch-form"
      onSubmit={(event) => {
        event.preventDefault();
        const name = value.trim() || t("spectatorTag");
        onChange(name);
        onWatch(name);
      }}
    >
      <header className="panel-head">
        <h2>{t("watchTitle")}</h2>
      </header>
      <div className="panel-body">
        <NameField value={value} onChange={onChange} label={t("watchName")} testId="watch-name" />
        <EnterButton busy={busy} label={t("watchJoin")} testId="watch-submit" />
      </div>
    </form>
  );
}
