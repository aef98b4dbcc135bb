/**
 * `@italia/game-kit/testing`: the contract checks every game runs in its tests
 * ({@link contractChecks}), and Relay ({@link relay}), a small cooperative test game with shared
 * decisions and hidden hands, for testing hosts and front ends with more than Italia's shape.
 *
 * @packageDocumentation
 */
export { type ContractCheck, type ContractOptions, contractChecks } from "./contract.js";
export {
  type RelayAction,
  type RelayConfig,
  type RelayEvent,
  type RelayState,
  type RelayView,
  relay,
} from "./relay.js";
