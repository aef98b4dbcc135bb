/**
 * The replay viewer (loaded on demand): open an `italia-record/2` file — from the file button or
 * dropped anywhere on the screen — or the game just played, and step through it with the engine.
 */
import type { GameRecord } from "@italia/engine";
import { type DragEvent, lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import { useI18n } from "../../../i18n/context";
import { LanguageToggle, RulesButton } from "../../../ui/TopBar";
import { RecordPicker, useRecordError } from "./RecordPicker";
import { ReplayBoard } from "./ReplayBoard";
import {
  openRecordText,
  printable,
  type RecordFileError,
  recordSeats,
  sizeError,
} from "./recordFile";
import { buildTimeline, type Timeline } from "./timeline";
import "./replay.css";

// A Radetzky record opens Radetzky's replay (its rules and screen load only then).
const RadetzkyReplay = lazy(() => import("../../radetzky/RadetzkyReplay"));

/** The parsed file when it is another game's record (`game-record/1` naming Radetzky), else `null`. */
function radetzkyRecordIn(text: string): unknown {
  try {
    const x = JSON.parse(text) as unknown;
    const r = x as { format?: unknown; game?: unknown } | null;
    return r !== null &&
      typeof r === "object" &&
      r.format === "game-record/1" &&
      r.game === "radetzky"
      ? x
      : null;
  } catch {
    return null;
  }
}

interface Loaded {
  readonly timeline: Timeline;
  /** Bumped for every file opened, so the board starts afresh. */
  readonly key: number;
  readonly start: number;
}

/** The viewer: a file picker until a record is open, then the replay. */
export default function ReplayViewer({
  record,
  onClose,
  onRules,
}: {
  /** A record to open at once (the game just played), at its end. */
  record?: GameRecord | null;
  onClose: () => void;
  onRules: () => void;
}) {
  const { t } = useI18n();
  const describe = useRecordError();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<RecordFileError | "read" | null>(null);
  const [reading, setReading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [rzRecord, setRzRecord] = useState<unknown>(null);

  const openText = useCallback((text: string, atEnd: boolean) => {
    const rz = radetzkyRecordIn(text);
    if (rz !== null) {
      setError(null);
      setRzRecord(rz);
      return;
    }
    const opened = openRecordText(text);
    if (!opened.ok) {
      setError(opened.error);
      return;
    }
    const timeline = buildTimeline(opened.record);
    setError(null);
    setLoaded((l) => ({
      timeline,
      key: (l?.key ?? 0) + 1,
      start: atEnd ? timeline.length : 0,
    }));
  }, []);

  // The game just played: the same checks as a file (it is a record like any other).
  useEffect(() => {
    if (record) openText(JSON.stringify(record), true);
  }, [record, openText]);

  const openFile = useCallback(
    (file: File) => {
      const tooBig = sizeError(file.size);
      if (tooBig) {
        setError(tooBig);
        return;
      }
      setReading(true);
      file.text().then(
        (text) => {
          // Checked after the "reading" line is drawn: a long record takes a moment to replay.
          setTimeout(() => {
            openText(text, false);
            setReading(false);
          }, 0);
        },
        () => {
          setReading(false);
          setError("read");
        },
      );
    },
    [openText],
  );

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) openFile(file);
  };

  const seats = useMemo(
    () =>
      loaded ? recordSeats(loaded.timeline.record, (s) => t("defaultHuman", { n: s + 1 })) : [],
    [loaded, t],
  );
  const message = error === null ? null : error === "read" ? t("replayErr_read") : describe(error);

  const toolbar = (
    <>
      <button
        type="button"
        className="brand"
        onClick={onClose}
        title={t("back")}
        data-testid="replay-close"
      >
        <span className="flag" aria-hidden="true">
          <i />
          <i />
          <i />
        </span>
        {t("appTitle")}
      </button>
      <strong className="replay-title">{t("replayTitle")}</strong>
      {loaded && (
        <span className="replay-info small">
          {t("replayInfo", {
            seed: printable(String(loaded.timeline.record.config.seed), 40),
            players: loaded.timeline.record.config.players,
            steps: loaded.timeline.length,
          })}
        </span>
      )}
      <span className="replay-spacer" />
      {loaded && (
        <label className="btn small ghost replay-another">
          {t("replayAnother")}
          <input
            type="file"
            accept=".json,application/json"
            className="visually-hidden"
            data-testid="replay-file-again"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (file) openFile(file);
            }}
          />
        </label>
      )}
      <LanguageToggle />
      <RulesButton onClick={onRules} />
    </>
  );

  if (rzRecord !== null) {
    return (
      <div className="replay-root" data-testid="replay-radetzky">
        <Suspense fallback={null}>
          <RadetzkyReplay record={rzRecord} onClose={() => setRzRecord(null)} />
        </Suspense>
      </div>
    );
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for record files
    <div
      className={`replay-root${dragging ? " dragging" : ""}`}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="replay-root"
    >
      {loaded ? (
        <>
          {message && (
            <div className="toast replay-toast" role="alert" data-testid="replay-error">
              <strong>{t("replayErrorTitle")}</strong> {message}
              <button type="button" className="btn small ghost" onClick={() => setError(null)}>
                {t("close")}
              </button>
            </div>
          )}
          <ReplayBoard
            key={loaded.key}
            timeline={loaded.timeline}
            seats={seats}
            initialPosition={loaded.start}
            toolbar={toolbar}
          />
        </>
      ) : (
        <div className="game replay">
          <header className="topbar replay-bar">{toolbar}</header>
          <div className="replay-empty">
            <RecordPicker onFile={openFile} error={message} reading={reading} />
          </div>
        </div>
      )}
    </div>
  );
}
