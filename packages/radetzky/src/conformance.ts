/**
 * Conformance vectors for Radetzky (RZ25, `conformance.md`).
 *
 * @module
 */
export {};
