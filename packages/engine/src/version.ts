/**
 * The engine's version, for game records and diagnostics.
 *
 * @module
 */
import { version } from "../package.json";

/** The version of `@italia/engine` in use (its package.json version). */
export const ENGINE_VERSION: string = version;
