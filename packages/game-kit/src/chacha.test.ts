import { chacha20 } from "@noble/ciphers/chacha";
import { describe, expect, it } from "vitest";
import { chachaBlock, keyWords } from "./chacha.js";

/** Block `counter` of a key (hex) from `@noble/ciphers`, all-zero nonce, as 16 little-endian words. */
function nobleBlock(keyHex: string, counter: number): number[] {
  const bytes = chacha20(
    Buffer.from(keyHex, "hex"),
    new Uint8Array(12),
    new Uint8Array(64),
    undefined,
    counter,
  );
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Array.from({ length: 16 }, (_, i) => view.getUint32(4 * i, true));
}

describe("chachaBlock: the engine's ChaCha20 block function (RFC 8439 §2.3)", () => {
  it("gives RFC 8439 §A.1 test vector #1 (all-zero key, nonce and counter)", () => {
    const out = new Uint32Array(16);
    chachaBlock(keyWords("0".repeat(64))!, 0, out, 0);
    const bytes = Buffer.from(out.buffer).toString("hex");
    // Words are written to a Uint32Array: on a little-endian platform its bytes are the keystream.
    expect(bytes).toBe(
      "76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7" +
        "da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586",
    );
  });

  it("gives @noble/ciphers' words for many keys and counters", () => {
    const keys = [
      "0".repeat(64),
      "f".repeat(64),
      "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
      ...Array.from({ length: 6 }, (_, i) =>
        Array.from({ length: 32 }, (_, j) =>
          ((i * 97 + j * 31 + 7) & 255).toString(16).padStart(2, "0"),
        ).join(""),
      ),
    ];
    for (const key of keys) {
      for (const counter of [0, 1, 15, 16, 4096, 0x7fffffff, 0x80000000, 2 ** 32 - 2]) {
        const out = new Uint32Array(20).fill(7);
        chachaBlock(keyWords(key)!, counter, out, 3);
        expect(Array.from(out.subarray(3, 19)), `${key} @ ${counter}`).toEqual(
          nobleBlock(key, counter),
        );
        // Only the block's 16 words are written.
        expect([out[0], out[1], out[2], out[19]]).toEqual([7, 7, 7, 7]);
      }
    }
  });
});

describe("keyWords", () => {
  it("reads a hex key as little-endian words", () => {
    expect(Array.from(keyWords(`01020304${"0".repeat(48)}ffffffff`)!)).toEqual([
      0x04030201, 0, 0, 0, 0, 0, 0, 0xffffffff,
    ]);
  });

  it("refuses anything but 64 lowercase hex digits", () => {
    for (const bad of [
      "",
      "0".repeat(63),
      "0".repeat(65),
      `${"0".repeat(63)}g`,
      `A${"0".repeat(63)}`,
      `${"0".repeat(62)} 0`,
    ]) {
      expect(keyWords(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});
