import { z } from 'zod';
import { dateInput, intInput, moneySchema, textInput } from './common';

/**
 * Quotes: a buyer asks the rep's price for titles not sold online to them (the selling rule's `contact-rep`), staff
 * answer with a price per line and an expiry date, and the buyer accepts the answer into their cart at those prices.
 * - `requested`: asked, not answered yet;
 * - `quoted`: answered, with a price on every line and `expiresOn`, and that day not past;
 * - `accepted`: its lines went into the cart at the quoted prices (once only);
 * - `expired`: quoted, and `expiresOn` is past (computed when read: no job changes it).
 */
export const QUOTE_STATUSES = ['requested', 'quoted', 'accepted', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** The codes of a refused accept (409) and answer, so a view can tell them apart; the messages are in messages.ts. */
export const QUOTE_ERROR_CODES = {
  notAnswered: 'QUOTE_NOT_ANSWERED',
  alreadyAccepted: 'QUOTE_ACCEPTED',
  expired: 'QUOTE_EXPIRED',
  otherShipTo: 'QUOTE_OTHER_SHIP_TO',
  titleInCart: 'QUOTE_TITLE_IN_CART',
} as const;

/** Limits of a request: at most this many titles, copies of one title, and characters of the note. */
export const QUOTE_MAX_LINES = 100;
export const QUOTE_MAX_QUANTITY = 9_999;
export const QUOTE_NOTE_MAX_LENGTH = 1_000;
/** The highest unit price staff may quote (a price column holds it with cents). */
export const QUOTE_MAX_UNIT_PRICE = 99_999.99;

export const quoteLineSchema = z.object({
  /** The product code the cart uses (ISBN-13 plus suffix). */
  productCode: z.string(),
  isbn13: z.string(),
  title: z.string(),
  quantity: z.number().int(),
  /** The quoted unit price; null until staff answer. */
  unitPrice: moneySchema.nullable().optional(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteSchema = z.object({
  /** `Q` and digits, e.g. `Q1000001`. */
  number: z.string(),
  /** The ship-to account the quote is for; its buyers (and staff) may read and accept it. */
  shipTo: z.string(),
  status: z.enum(QUOTE_STATUSES),
  note: z.string().nullable(),
  /** Who asked (their uid). */
  requestedBy: z.string(),
  /** ISO times. */
  requestedAt: z.string(),
  quotedAt: z.string().nullable().optional(),
  /** The last day (YYYY-MM-DD, UTC) the quoted prices may be accepted. */
  expiresOn: z.string().nullable().optional(),
  acceptedAt: z.string().nullable().optional(),
  /** Sum of quantity × unit price once quoted; null before. */
  total: moneySchema.nullable().optional(),
  lines: z.array(quoteLineSchema),
});
export type Quote = z.infer<typeof quoteSchema>;

export const quotesResponseSchema = z.object({ quotes: z.array(quoteSchema) });
export type QuotesResponse = z.infer<typeof quotesResponseSchema>;

const quoteNumberInput = () => textInput().trim().min(1, 'number is required').max(20);

// ---- POST /api/quotes ----
export const quoteRequestLineSchema = z.object({
  productCode: textInput().trim().min(1, 'productCode is required').max(40),
  quantity: intInput(1, QUOTE_MAX_QUANTITY, {
    int: 'Quantity must be a whole number',
    min: 'Min quantity is 1',
    max: `Max quantity is ${QUOTE_MAX_QUANTITY.toLocaleString('en-US')}`,
  }),
});
export const requestQuoteBodySchema = z.object({
  shipTo: textInput().trim().min(1, 'shipTo is required').max(40),
  /** Trimmed; empty is no note. */
  note: textInput()
    .trim()
    .max(QUOTE_NOTE_MAX_LENGTH, `The note can be at most ${QUOTE_NOTE_MAX_LENGTH.toLocaleString('en-US')} characters`)
    .nullable()
    .optional(),
  lines: z
    .array(quoteRequestLineSchema)
    .min(1, 'A quote needs at least one title')
    .max(QUOTE_MAX_LINES, `A quote can have at most ${QUOTE_MAX_LINES} titles`),
});
export type RequestQuoteBody = z.input<typeof requestQuoteBodySchema>;

// ---- GET /api/quotes ----
export const quotesQuerySchema = z.object({ shipTo: textInput().trim().min(1, 'shipTo is required').max(40) });
export type QuotesQuery = z.infer<typeof quotesQuerySchema>;

// ---- GET /api/quotes/detail ----
export const quoteQuerySchema = z.object({ number: quoteNumberInput() });
export type QuoteQuery = z.infer<typeof quoteQuerySchema>;

// ---- POST /api/quotes/accept ----
export const acceptQuoteBodySchema = z.object({ number: quoteNumberInput() });
export type AcceptQuoteBody = z.infer<typeof acceptQuoteBodySchema>;

// ---- GET /api/staff/quotes ----
export const staffQuotesQuerySchema = z.object({
  status: z.enum(QUOTE_STATUSES).optional(),
  /** Only the quotes of this ship-to. */
  shipTo: textInput().trim().min(1, 'shipTo is required').max(40).optional(),
});
export type StaffQuotesQuery = z.infer<typeof staffQuotesQuerySchema>;

// ---- PUT /api/staff/quotes ----
const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
export const quotePriceSchema = z
  .number({ error: 'unitPrice must be a number' })
  .min(0, 'unitPrice must be at least 0')
  .max(QUOTE_MAX_UNIT_PRICE, `unitPrice must be at most ${QUOTE_MAX_UNIT_PRICE}`)
  .refine(hasCents, 'unitPrice has at most two decimals');
export const answerQuoteBodySchema = z.object({
  number: quoteNumberInput(),
  /** One price per title of the quote, each title once. */
  lines: z
    .array(
      z.object({
        productCode: textInput().trim().min(1, 'productCode is required').max(40),
        unitPrice: quotePriceSchema,
      }),
    )
    .min(1, 'Price every title of the quote')
    .max(QUOTE_MAX_LINES, `A quote can have at most ${QUOTE_MAX_LINES} titles`),
  /** The last day the buyer may accept; today or later. */
  expiresOn: dateInput(),
});
export type AnswerQuoteBody = z.infer<typeof answerQuoteBodySchema>;

/** Today as YYYY-MM-DD in UTC: a quote is expired once its `expiresOn` is before this. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

/** The status a stored quote shows `today`: a quoted one whose last day is past is expired. */
export function quoteStatusOn(
  quote: { status: 'requested' | 'quoted' | 'accepted'; expiresOn?: string | null | undefined },
  today: string,
): QuoteStatus {
  if (quote.status === 'quoted' && quote.expiresOn && quote.expiresOn < today) return 'expired';
  return quote.status;
}
