/**
 * Test helpers for hostile documents.
 *
 * @internal
 * @module
 */

/** `{ a: { a: … leaf } }`: `depth` objects nested in each other, built without recursion. */
export function nested(depth: number, leaf: unknown = 1): unknown {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}
