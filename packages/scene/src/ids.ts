const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * Makes a random 20-character id for a document object. It uses getRandomValues, which browsers
 * also offer outside secure contexts (randomUUID does not).
 */
export function createId(): string {
  let id = '';
  while (id.length < 20) {
    for (const byte of crypto.getRandomValues(new Uint8Array(24))) {
      // 252 is the largest multiple of 36 below 256: rejecting the rest keeps the letters uniform.
      if (byte < 252 && id.length < 20) id += ALPHABET[byte % 36];
    }
  }
  return id;
}
