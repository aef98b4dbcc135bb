import { type FormEvent, type RefObject, useEffect, useReducer, useState } from "react";
import { useI18n } from "../i18n/context";
import {
  type ChatLine,
  chatLength,
  MAX_CHAT_CHARS,
  muteKey,
  muteReducer,
  QUICK_PHRASES,
  savedMutes,
  saveMutes,
  visibleChat,
} from "./chat";
import type { KeyStore } from "./links";
import { refusalText } from "./refusals";
import type { Refusal, RoomMessage, RoomShell } from "./shell";

function storage(): KeyStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The room's chat: its lines (plain React text, never HTML), a field and quick phrases to write,
 * and a mute button beside every other writer's line — muting is on this device only, kept per
 * room. `room` keys the mutes (a room id, or a spectator's watch id); `own` says which lines are
 * this client's (its seat, or a spectator's name), which get no mute button.
 */
export function ChatPanel({
  room,
  chat,
  own,
  spectators,
  refusal,
  onSend,
}: {
  room: string;
  chat: readonly ChatLine[];
  own: { readonly seat: number | null; readonly name: string | null };
  /** The spectators' channel (its title says so). */
  spectators?: boolean;
  refusal: Refusal | null;
  onSend: (text: string) => void;
}) {
  const { t, tk } = useI18n();
  const [muted, dispatch] = useReducer(muteReducer, room, (r) => savedMutes(storage(), r));
  const [text, setText] = useState("");
  useEffect(() => saveMutes(storage(), room, muted), [room, muted]);
  const lines = visibleChat(chat, muted);
  const length = chatLength(text);
  const tooLong = length > MAX_CHAT_CHARS;
  const isOwn = (l: ChatLine) =>
    own.seat !== null ? l.seat === own.seat : l.seat === null && l.name === own.name;
  const send = (line: string) => {
    if (chatLength(line) === 0 || chatLength(line) > MAX_CHAT_CHARS) return;
    onSend(line.trim());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooLong || length === 0) return;
    send(text);
    setText("");
  };
  const mutedNames = muted.map((key) => {
    const line = chat.find((l) => muteKey(l) === key);
    return { key, name: line?.name ?? key.replace(/^(seat|name):/, "") };
  });
  return (
    <section className="panel chat" data-testid="chat">
      <header className="panel-head">
        <h3>{t(spectators ? "chatSpectatorsTitle" : "chatTitle")}</h3>
      </header>
      <ol className="chat-lines" aria-live="polite" data-testid="chat-lines">
        {lines.length === 0 && <li className="muted">{t("chatEmpty")}</li>}
        {lines.map((l) => (
          <li key={l.n} data-testid="chat-line" data-seat={l.seat ?? ""}>
            <strong className="chat-name">{l.name}</strong>
            {l.seat === null && !spectators && <span className="tag">{t("spectatorTag")}</span>}
            <span className="chat-text">{l.text}</span>
            {!isOwn(l) && (
              <button
                type="button"
                className="btn small ghost chat-mute"
                aria-label={t("chatMute", { name: l.name })}
                title={t("chatMute", { name: l.name })}
                data-testid={`mute-${muteKey(l)}`}
                onClick={() => dispatch({ type: "mute", key: muteKey(l) })}
              >
                🔇
              </button>
            )}
          </li>
        ))}
      </ol>
      {mutedNames.length > 0 && (
        <p className="chat-muted muted">
          {t("chatMutedList")}{" "}
          {mutedNames.map((m) => (
            <button
              key={m.key}
              type="button"
              className="btn small ghost"
              data-testid={`unmute-${m.key}`}
              onClick={() => dispatch({ type: "unmute", key: m.key })}
            >
              {t("chatUnmute", { name: m.name })}
            </button>
          ))}
        </p>
      )}
      <fieldset className="chat-quick" aria-label={t("chatQuick")}>
        {QUICK_PHRASES.map((key) => (
          <button
            key={key}
            type="button"
            className="btn small"
            data-testid={`quick-${key}`}
            onClick={() => send(tk(key))}
          >
            {tk(key)}
          </button>
        ))}
      </fieldset>
      <form className="chat-form" onSubmit={submit}>
        <input
          type="text"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t("chatPlaceholder")}
          aria-label={t("chatPlaceholder")}
          aria-invalid={tooLong}
          data-testid="chat-input"
        />
        <button
          type="submit"
          className="btn small primary"
          disabled={tooLong || length === 0}
          data-testid="chat-send"
        >
          {t("chatSend")}
        </button>
      </form>
      {tooLong && (
        <p className="chat-error" role="alert" data-testid="chat-too-long">
          {t("chatTooLong", { max: MAX_CHAT_CHARS })}
        </p>
      )}
      {refusal && (
        <p className="chat-error" role="alert" data-testid="chat-refusal">
          {refusalText(t, refusal)}
        </p>
      )}
    </section>
  );
}

/**
 * The chat of the room a page is in, in any game: the room's lines, this client's own (its seat,
 * or a spectator's `name`), a new line sent on `conn` (the previous refusal dismissed). A
 * spectator's mutes are kept under the `watch` id they came by, a player's under the room's id.
 */
export function RoomChat({
  room,
  watch,
  name,
  dispatch,
  conn,
}: {
  readonly room: Pick<RoomShell, "room" | "seat" | "chat" | "spectator" | "chatRefusal">;
  /** The watch id a spectator came by. */
  readonly watch: string | null;
  /** A spectator's name. */
  readonly name: string | null;
  readonly dispatch: (msg: RoomMessage) => void;
  readonly conn: RefObject<{ send(type: "chat", body: { text: string }): void } | null>;
}) {
  const key = room.spectator ? (watch ?? "") : room.room;
  return (
    <ChatPanel
      key={key}
      room={key}
      chat={room.chat}
      own={{ seat: room.seat, name: room.spectator ? name : null }}
      spectators={room.spectator}
      refusal={room.chatRefusal}
      onSend={(text) => {
        dispatch({ type: "dismissChatRefusal" });
        conn.current?.send("chat", { text });
      }}
    />
  );
}
