// A tiny seeded PRNG: the fixtures must be identical on every run and every machine.

/** mulberry32: returns a function giving floats in [0, 1). */
export function rng(/** @type {number} */ seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @template T @param {() => number} r @param {readonly T[]} list @returns {T} */
export function pick(r, list) {
  return list[Math.floor(r() * list.length)];
}

/** @param {() => number} r @param {number} min @param {number} max integer in [min, max] */
export function int(r, min, max) {
  return min + Math.floor(r() * (max - min + 1));
}

/** Stable 32-bit FNV-1a hash of a string (used for ids derived from e-mail addresses). */
export function hash32(/** @type {string} */ s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}
