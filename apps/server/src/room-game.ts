/**
 * The room session under its former name (`RoomGame`, `room-game.ts`): see
 * {@link RoomSession} in `room-session.ts`, which plays any game the server plays.
 *
 * @deprecated import `RoomSession` from `./room-session.js`
 * @module
 */
export {
  type Fault,
  MISSED_TURNS_LIMIT,
  RESUMED_TURN_MS,
  ROOM_BOT_DECISION_MS,
  type RoomOutlet,
  RoomSession as RoomGame,
  type RoomSessionOptions as RoomGameOptions,
  type SeatInfo,
  type SeatPlayer,
  type SeatsState,
  type SeatUpdate,
  type ServedRecord,
  type SpectatorUpdate,
  seatInfoOf,
  type UpdateAction,
} from "./room-session.js";
