import { SubmissionError } from './submission-error.js';
import { isHttpUrl, own } from './values.js';

// The media object a merchant submits (spec §2.1): its fields, their checks, and the exact string
// that is signed and sent.

/** The fields of a media item as submitted (spec §2.1), under their wire names. */
export interface MediaSubmission {
  /** Album that receives the media: a positive integer. */
  album_id: number;
  /** Title (caption) of the media. Omitted: no caption. */
  title?: string;
  /** Whether the media is approved on creation. Omitted: the service's default, not approved. */
  approved?: boolean;
  /** E-mail address of the submitter. */
  email: string;
  /** Display name of the submitter. */
  username: string;
  /** `http:` or `https:` URL of the image the service imports. */
  photo_uri: string;
}

// Wire order of spec §2.1. Fixed so that the same media always serialises to the same bytes.
const FIELDS = ['album_id', 'title', 'approved', 'email', 'username', 'photo_uri'] as const;
type Field = (typeof FIELDS)[number];
// The sandbox's choice too (demo/sandbox/README.md): a caption is optional, approval defaults to false.
const REQUIRED: ReadonlySet<Field> = new Set<Field>(['album_id', 'email', 'username', 'photo_uri']);

// "Looks like an address": one @, no spaces or quotes, a dotted domain, at most 254 characters
// (RFC 5321). Whether it exists is the service's business.
const EMAIL = /^[^\s@<>"]+@[^\s@<>".]+(?:\.[^\s@<>".]+)+$/;
const EMAIL_MAX = 254;

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return value.length > 60 ? `"${value.slice(0, 57)}..."` : JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `a ${typeof value}`;
}

function textProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return `must be a string (got ${describe(value)})`;
  return value.trim() === '' ? 'must not be empty' : undefined;
}

// Each check returns what is wrong with a present value, or undefined when it is fine.
const CHECKS: { readonly [F in Field]: (value: unknown) => string | undefined } = {
  album_id: (value) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value > 0
      ? undefined
      : `must be a positive integer (got ${describe(value)})`,
  // Any string, empty included: the caption is optional.
  title: (value) => (typeof value === 'string' ? undefined : `must be a string (got ${describe(value)})`),
  approved: (value) => (typeof value === 'boolean' ? undefined : `must be true or false (got ${describe(value)})`),
  email: (value) =>
    textProblem(value) ??
    (EMAIL.test(value as string) && (value as string).length <= EMAIL_MAX
      ? undefined
      : `must be an e-mail address (got ${describe(value)})`),
  username: textProblem,
  photo_uri: (value) =>
    textProblem(value) ?? (isHttpUrl(value as string) ? undefined : `must be an http(s) URL (got ${describe(value)})`),
};

function invalid(field: string, problem: string): SubmissionError {
  return new SubmissionError(`Invalid media: ${field} ${problem}`, 'validation', { field });
}

/**
 * Checks a media object against spec §2.1 and returns a copy holding exactly its known fields.
 * Throws a `SubmissionError` (`kind: 'validation'`, `field` set) naming the first bad field in wire
 * order. Unknown keys are refused rather than dropped, so a typo such as `aproved` cannot silently
 * publish nothing.
 */
export function validateMedia(input: unknown): MediaSubmission {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new SubmissionError(`Invalid media: expected an object (got ${describe(input)})`, 'validation');
  }
  for (const key of Object.keys(input)) {
    if (!(FIELDS as readonly string[]).includes(key)) {
      throw invalid(key, `is not a media field (expected ${FIELDS.join(', ')})`);
    }
  }
  const media: Partial<Record<Field, unknown>> = {};
  for (const field of FIELDS) {
    const value = own(input, field);
    if (value === undefined) {
      if (REQUIRED.has(field)) throw invalid(field, 'is required');
      continue;
    }
    const problem = CHECKS[field](value);
    if (problem) throw invalid(field, problem);
    media[field] = value;
  }
  return media as unknown as MediaSubmission;
}

/**
 * Compact JSON of the media with the keys in the fixed order of spec §2.1 (`album_id`, `title`,
 * `approved`, `email`, `username`, `photo_uri`); absent optional fields are left out. This string
 * is both what is signed and what is sent.
 */
export function serializePayload(media: MediaSubmission): string {
  const ordered: Partial<Record<Field, unknown>> = {};
  for (const field of FIELDS) {
    if (media[field] !== undefined) ordered[field] = media[field];
  }
  return JSON.stringify(ordered);
}
