import { useRef } from "react";
import { useI18n } from "../../../i18n/context";
import type { RecordFileError } from "./recordFile";

/** An opening failure in words (every quoted part was escaped and cut by `openRecordText`). */
export function useRecordError(): (error: RecordFileError) => string {
  const { t } = useI18n();
  return (error) => {
    switch (error.kind) {
      case "tooLarge":
        return t("replayErr_tooLarge", {
          size: (error.bytes / 1048576).toFixed(1),
          max: Math.round(error.max / 1048576),
        });
      case "empty":
        return t("replayErr_empty");
      case "notJson":
        return t("replayErr_notJson", {
          line: error.line,
          column: error.column,
          near: error.near,
        });
      case "oldFormat":
        return t("replayErr_oldFormat");
      case "wrongFormat":
        return t("replayErr_wrongFormat", { found: error.found });
      case "invalid":
        return t("replayErr_invalid", { path: error.path, message: error.message });
      case "refused":
        return t("replayErr_refused", {
          n: error.index + 1,
          index: error.index,
          message: error.message,
        });
      case "diceDiffer":
        return t("replayErr_diceDiffer", { n: error.index + 1, index: error.index });
      case "resultDiffers":
        return t("replayErr_resultDiffers");
    }
  };
}

/** Choosing a record file: a file button and a drop zone, and why the last file failed. */
export function RecordPicker({
  onFile,
  error,
  reading,
}: {
  onFile: (file: File) => void;
  error: string | null;
  reading: boolean;
}) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  return (
    <section className="panel replay-picker" data-testid="replay-picker">
      <div className="panel-body">
        <h2>{t("replayTitle")}</h2>
        <p>
          <button
            type="button"
            className="btn primary big"
            onClick={() => input.current?.click()}
            disabled={reading}
          >
            {t("replayPick")}
          </button>
          <input
            ref={input}
            type="file"
            accept=".json,application/json"
            className="visually-hidden"
            data-testid="replay-file"
            aria-label={t("replayPick")}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (file) onFile(file);
            }}
          />
        </p>
        <p className="drop-hint muted">{t("replayDrop")}</p>
        {reading && <p aria-live="polite">{t("replayReading")}</p>}
        {error && (
          <div className="replay-error" role="alert" data-testid="replay-error">
            <strong>{t("replayErrorTitle")}</strong>
            <p>{error}</p>
          </div>
        )}
      </div>
    </section>
  );
}
