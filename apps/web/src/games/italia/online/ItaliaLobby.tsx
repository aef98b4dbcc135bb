/**
 * Italia's room before the game: the shell's lobby with Italia's terms, bot levels and seat badges.
 *
 * @module
 */
import { useI18n } from "../../../i18n/context";
import { Lobby } from "../../../online/Lobby";
import { SeatBadge } from "../ui/SeatBadge";
import { RoomTermsLine } from "./RoomTermsLine";
import type { RoomState } from "./room";

/** Italia's lobby: {@link Lobby} with Italia's terms and bot levels. */
export function ItaliaLobby(
  props: Omit<Parameters<typeof Lobby>[0], "room" | "terms" | "botLevel" | "badge"> & {
    room: RoomState;
  },
) {
  const { tk } = useI18n();
  const { room } = props;
  return (
    <Lobby
      {...props}
      terms={room.terms && <RoomTermsLine terms={room.terms} />}
      botLevel={tk(`level_${room.terms?.bot ?? "greedy"}`)}
      badge={(seat) => <SeatBadge seat={seat} />}
    />
  );
}
