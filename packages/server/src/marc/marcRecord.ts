/**
 * MARC 21 bibliographic records in the ISO 2709 exchange format (the `.mrc` files library systems
 * import): a 24-byte leader, a directory of 12-byte entries (tag, field length, start), the fields,
 * and the record terminator. Lengths and offsets count UTF-8 bytes (leader/09 'a': UCS/Unicode).
 * See https://www.loc.gov/marc/bibliographic/ and https://www.loc.gov/marc/specifications/specrecstruc.html.
 */

export const FIELD_TERMINATOR = 0x1e;
export const RECORD_TERMINATOR = 0x1d;
export const SUBFIELD_DELIMITER = 0x1f;
const LEADER_LENGTH = 24;
const DIRECTORY_ENTRY_LENGTH = 12;
/** ISO 2709 limits: 5-digit record length and base address, 4-digit field lengths. */
const MAX_RECORD_LENGTH = 99_999;
const MAX_FIELD_LENGTH = 9_999;

export interface ControlField {
  tag: string;
  value: string;
}

export interface DataField {
  tag: string;
  indicators: [string, string];
  subfields: [code: string, value: string][];
}

export type MarcField = ControlField | DataField;

export interface MarcRecord {
  /** Leader positions 05-09 and 17-19 (status, type, level, control, coding; encoding level, form, multipart). */
  leader: { status: string; type: string; level: string; encodingLevel: string; catalogingForm: string };
  fields: MarcField[];
}

const isControl = (field: MarcField): field is ControlField => 'value' in field;
const digits = (n: number, width: number) => String(n).padStart(width, '0');
const encoder = new TextEncoder();

/** Control characters would break the structure; MARC data never carries them. */
// eslint-disable-next-line no-control-regex -- removes exactly the control characters
const clean = (text: string) => text.replace(/[\u0000-\u001f\u007f]/g, ' ');
/** In subfields, also runs of whitespace become one space (fixed-position control fields keep theirs). */
const cleanData = (text: string) => clean(text).replace(/\s+/g, ' ').trim();

function encodeField(field: MarcField): Uint8Array {
  if (isControl(field)) return encoder.encode(`${clean(field.value)}\u001e`);
  const [i1, i2] = field.indicators;
  const body = field.subfields.map(([code, value]) => `\u001f${code}${cleanData(value)}`).join('');
  return encoder.encode(`${i1}${i2}${body}\u001e`);
}

/** The record in ISO 2709 bytes. Throws if a field or the record exceeds the format's limits. */
export function encodeMarcRecord(record: MarcRecord): Uint8Array {
  const fields = [...record.fields].sort((a, b) => a.tag.localeCompare(b.tag));
  const encoded = fields.map(encodeField);
  const baseAddress = LEADER_LENGTH + fields.length * DIRECTORY_ENTRY_LENGTH + 1;
  const dataLength = encoded.reduce((n, bytes) => n + bytes.length, 0);
  const recordLength = baseAddress + dataLength + 1;
  if (recordLength > MAX_RECORD_LENGTH) throw new Error(`MARC record too long: ${recordLength} bytes`);

  let start = 0;
  const directory = fields
    .map((field, i) => {
      const length = encoded[i]!.length;
      if (!/^\d{3}$/.test(field.tag)) throw new Error(`MARC tag must be 3 digits: '${field.tag}'`);
      if (length > MAX_FIELD_LENGTH) throw new Error(`MARC field ${field.tag} too long: ${length} bytes`);
      const entry = `${field.tag}${digits(length, 4)}${digits(start, 5)}`;
      start += length;
      return entry;
    })
    .join('');

  const { status, type, level, encodingLevel, catalogingForm } = record.leader;
  // 00-04 length, 05 status, 06 type, 07 level, 08 control, 09 coding 'a' (Unicode), 10-11 indicator
  // and subfield code counts, 12-16 base address, 17 encoding level, 18 form, 19 multipart, 20-23 entry map.
  const leader = `${digits(recordLength, 5)}${status}${type}${level} a22${digits(baseAddress, 5)}${encodingLevel}${catalogingForm} 4500`;
  const head = encoder.encode(`${leader}${directory}\u001e`);
  const out = new Uint8Array(recordLength);
  out.set(head, 0);
  let offset = head.length;
  for (const bytes of encoded) {
    out.set(bytes, offset);
    offset += bytes.length;
  }
  out[offset] = RECORD_TERMINATOR;
  return out;
}

/** A field as read back by `decodeMarcRecord`. */
export interface DecodedField {
  tag: string;
  /** Control fields (00X): the value; data fields: indicators and subfields. */
  value?: string;
  indicators?: string;
  subfields?: [code: string, value: string][];
}

/**
 * Reads one ISO 2709 record and checks its structure: the leader's length and base address, each
 * directory entry's bounds and the field and record terminators. Throws on any inconsistency.
 */
export function decodeMarcRecord(bytes: Uint8Array): { leader: string; fields: DecodedField[] } {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  if (bytes.length < LEADER_LENGTH + 2) throw new Error('Too short for a MARC record');
  const leader = decoder.decode(bytes.subarray(0, LEADER_LENGTH));
  const recordLength = Number(leader.slice(0, 5));
  const baseAddress = Number(leader.slice(12, 17));
  if (recordLength !== bytes.length) throw new Error(`Leader says ${recordLength} bytes, record has ${bytes.length}`);
  if (bytes[bytes.length - 1] !== RECORD_TERMINATOR) throw new Error('No record terminator');
  if (bytes[baseAddress - 1] !== FIELD_TERMINATOR) throw new Error('No field terminator after the directory');
  const directory = decoder.decode(bytes.subarray(LEADER_LENGTH, baseAddress - 1));
  if (directory.length % DIRECTORY_ENTRY_LENGTH !== 0) throw new Error('Directory length is not a multiple of 12');
  const fields: DecodedField[] = [];
  let expectedStart = 0;
  for (let i = 0; i < directory.length; i += DIRECTORY_ENTRY_LENGTH) {
    const tag = directory.slice(i, i + 3);
    const length = Number(directory.slice(i + 3, i + 7));
    const start = Number(directory.slice(i + 7, i + 12));
    if (start !== expectedStart) throw new Error(`Field ${tag} starts at ${start}, expected ${expectedStart}`);
    expectedStart = start + length;
    const from = baseAddress + start;
    const to = from + length;
    if (to > bytes.length - 1) throw new Error(`Field ${tag} runs past the end of the record`);
    if (bytes[to - 1] !== FIELD_TERMINATOR) throw new Error(`Field ${tag} does not end with a field terminator`);
    const text = decoder.decode(bytes.subarray(from, to - 1));
    if (tag.startsWith('00')) {
      fields.push({ tag, value: text });
    } else {
      const [indicators = '', ...parts] = text.split('\u001f');
      fields.push({ tag, indicators, subfields: parts.map((p) => [p.slice(0, 1), p.slice(1)] as [string, string]) });
    }
  }
  if (baseAddress + expectedStart !== bytes.length - 1) throw new Error('Data does not end where the directory says');
  return { leader, fields };
}
