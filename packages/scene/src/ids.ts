const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * Makes a random 20-character id for a document object. It uses getRandomValues, which browsers
 * also offer outside secure contexts (randomUUID does not).
 */
export function createId(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  let id = '';
  // 252 is the largest multiple of 36 below 256; rejecting above it keeps the letters uniform.
  for (const byte of bytes) id += byte < 252 ? ALPHABET[byte % 36] : ALPHABET[Math.floor(Math.random() * 36)];
  return id;
}
