/**
 * What the app shell knows of a game: its id and name, its part of the home page, the screens it
 * plays on this device and its online screens. Each game's folder describes itself with a
 * {@link GameUI}; the registry (`games/index.ts`) lists them, and the shell (`App.tsx`) asks it
 * instead of importing any game's modules.
 *
 * @module
 */
import type { ComponentType, LazyExoticComponent, ReactNode } from "react";
import type { StringKey } from "../i18n/strings";
import type { RoomLink } from "../online/links";
import type { WatchEntry } from "../online/useRoomEntry";

/** The games of the web app. */
export type GameId = "italia" | "radetzky";

/** What the shell hands a game's online screens. */
export interface OnlineProps {
  /** The room the page address named (an invite or rejoin link), or `null`. */
  readonly link: RoomLink | null;
  /** A watch link's id whose spectator has not chosen a name yet: the watch form first. */
  readonly watchLink: string | null;
  /** A spectator who chose a name on another game's page (see `onWatchGame`): watches at once. */
  readonly watch: WatchEntry | null;
  /** Leaves the online screens (back to the home page). */
  readonly onExit: () => void;
  /**
   * A watch link names no game, so the default game's page joins and learns the room's game from
   * the spectator's `welcome`: a room of another game is handed over, with the watch id and the
   * spectator's name, and the shell opens that game's online screens.
   */
  readonly onWatchGame: (game: string, watch: string, name: string) => void;
}

/** What the shell hands a game's part of the app on this device. */
export interface LocalShell {
  /** Opens this game's online screens on the form that creates a room. */
  readonly onOnline: () => void;
}

/**
 * A game's part of the app on this device, as its {@link GameUI.useLocal} draws it this render:
 * the shell places each node (every game's, in the registry's order) and draws the home page
 * while no game has a `screen`.
 */
export interface LocalPart {
  /** The game being played on this device, or `null` (the home page, or another game's). */
  readonly screen: ReactNode | null;
  /** The home page is hidden behind one of the game's `overlays` (a replay viewer). */
  readonly covered: boolean;
  /** A picture above the home page's title, or `null`. */
  readonly art: ReactNode | null;
  /** The game's lines under the home page's title (its saved games…), or `null`. */
  readonly hero: ReactNode | null;
  /** Its new-game form, shown on the home page while it is the picked game. */
  readonly form: ReactNode;
  /** Drawn above everything, whatever is shown: its questions, rules page, replay viewer. */
  readonly overlays: ReactNode;
  /** Opens its rules page (the home page's rules button, while it is the picked game). */
  readonly openRules: () => void;
}

/** A game as the app shell knows it. */
export interface GameUI {
  /** The game's id: the server's room type, a watch link's `game`. */
  readonly id: GameId;
  /** Its name in the game picker. */
  readonly name: StringKey;
  /**
   * Its part of the app on this device. A React hook: the shell calls every game's, in the
   * registry's order, on every render.
   */
  readonly useLocal: (shell: LocalShell) => LocalPart;
  /** Its online screens, loaded when one of its rooms opens. */
  readonly Online: LazyExoticComponent<ComponentType<OnlineProps>>;
}
