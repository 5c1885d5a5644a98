// Reading the service's answer to a submission: at most MAX_RESPONSE_BYTES, parsed leniently, its
// messages cleaned before they go into an error.

/**
 * Most bytes of an answer read (64 KiB): contract §6 answers with two ids; a larger body is cut off
 * and the rest never read, so a hostile or broken service cannot fill the server's memory.
 */
export const MAX_RESPONSE_BYTES = 64 * 1024;
/** Longest service message kept in an error (characters). */
const MAX_MESSAGE = 300;

/** A non-empty string, or a finite number as text (an id may come as either); else undefined. */
export function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * The body as text, reading at most `MAX_RESPONSE_BYTES`: past that the stream is cancelled and
 * `undefined` returned. Never rejects (an unreadable body is `''`) except with `signal`'s reason.
 */
export async function readCapped(response: Response, signal: AbortSignal): Promise<string | undefined> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_RESPONSE_BYTES) {
        void reader.cancel().catch(() => {});
        return undefined;
      }
      chunks.push(value);
    }
  } catch {
    if (signal.aborted) throw signal.reason;
    return '';
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) bytes.set(chunk, (at += chunk.byteLength) - chunk.byteLength);
  return new TextDecoder().decode(bytes);
}

/** A service message as it may appear in an error: no control characters, at most MAX_MESSAGE long. */
export function message(value: string): string {
  const clean = value.replace(/\p{Cc}+/gu, ' ').trim();
  return clean.length > MAX_MESSAGE ? `${clean.slice(0, MAX_MESSAGE - 3)}...` : clean;
}

export function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
