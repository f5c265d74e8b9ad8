import { z } from 'zod';
import { FORM_INPUT_TYPES, isAutocompleteValue } from './autocomplete';

// The form's field rules, part of the content domain (no schema domain of their own).
export { FORM_INPUT_TYPES, formInputType, isAutocompleteValue, type FormInputType } from './autocomplete';
import { textInput } from './common';

/**
 * CMS entities of spec 002 §3. A page document carries components; each component has the editor's
 * component name (`type`, mapped to a block by the registry — CMS-01) and its `document`, which
 * the block parses with one of the schemas below. A null document renders the 'Missing {component}
 * document' placeholder (CMS-02).
 */
const text = z.string();
const optionalText = z.string().nullable().optional();
const richText = z.object({ value: z.string() });

// ---- menus (HDR-01, FTR-01) ----
export interface MenuItem {
  displayText: string;
  href?: string | null | undefined;
  openInNewWindow?: boolean | undefined;
  socialIcon?: string | null | undefined;
  sectionTitle?: string | null | undefined;
  childMenuItems?: MenuItem[] | undefined;
}
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    displayText: text,
    href: optionalText,
    openInNewWindow: z.boolean().optional(),
    socialIcon: optionalText,
    sectionTitle: optionalText,
    childMenuItems: z.array(menuItemSchema).optional(),
  }),
);

const link = z.object({ link: text, text });
export const menuConfigurationSchema = z.object({
  signIn: link.optional(),
  signOut: link.optional(),
  registration: link.optional(),
  logo: z.object({ alt: text, src: text, link: text }).optional(),
  searchPlaceholder: z.string().optional(),
  /** May contain {selectedRegion}. */
  regionSelectorAriaLabel: z.string().optional(),
});
export type MenuConfiguration = z.infer<typeof menuConfigurationSchema>;

export const menuContentCardSchema = z.object({
  title: text,
  description: optionalText,
  url: text,
  label: optionalText,
  linkType: z.enum(['internal', 'external']).default('internal'),
  openInNewWindow: z.boolean().optional(),
  backgroundColor: optionalText,
  textColor: optionalText,
  columnWidth: z.number().int().optional(),
});
export type MenuContentCard = z.infer<typeof menuContentCardSchema>;

/** GET /api/content/menus?name= — e.g. main-menu, footer-menu, footer-legal-menu, footer-social-menu. */
export const menuQuerySchema = z.object({ name: textInput().min(1, 'name is required').max(80) });
export type MenuQuery = z.infer<typeof menuQuerySchema>;
export const menuSchema = z.object({
  name: text,
  items: z.array(menuItemSchema),
  cards: z.array(menuContentCardSchema).optional(),
  configuration: menuConfigurationSchema.optional(),
});
export type Menu = z.infer<typeof menuSchema>;

// ---- blocks (BLK-01..07): one document schema per editor component name ----
/**
 * A link target an editor may enter: a path, an anchor, a query, or an http(s), mailto: or tel: address.
 * `javascript:`, `data:` and any other scheme are refused with a message naming the rule.
 */
export const safeUrlSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(2000)
  .refine(
    (value) =>
      /^(\/(?!\/)|#|\?|https?:\/\/|mailto:|tel:)/i.test(value) ||
      (/^[\w.-]+(\/|$)/.test(value) && !/^[\w.+-]+:/.test(value)),
    'must be a path, an anchor or an http(s), mailto: or tel: address',
  );
/** An image address: a path or an http(s) address (no data: or other schemes). */
export const imageUrlSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(2000)
  .refine((value) => /^(\/(?!\/)|https?:\/\/)/i.test(value), 'must be a path or an http(s) address');
const headingLevel = (fallback: number) => z.number().int().min(1).max(6).default(fallback);
const colour = z
  .string()
  .regex(/^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i, 'must be a hex colour or a colour name')
  .nullable()
  .optional();

export const buttonSchema = z.object({
  label: text,
  url: safeUrlSchema,
  variant: optionalText,
  size: optionalText,
  shape: optionalText,
  color: optionalText,
  isFullWidth: z.boolean().optional(),
  isInverse: z.boolean().optional(),
  isNewWindow: z.boolean().optional(),
});
export type ContentButton = z.infer<typeof buttonSchema>;
export const imageSchema = z.object({
  src: imageUrlSchema,
  alt: z.string().default(''),
  width: z.number().optional(),
  height: z.number().optional(),
});
export type ContentImage = z.infer<typeof imageSchema>;
export const richTextFieldSchema = richText;
export const bannerSchema = z.object({
  heading: text,
  subheading: optionalText,
  description: optionalText,
  image: imageSchema.optional(),
  buttons: z.array(buttonSchema).default([]),
  headingLevel: headingLevel(2),
  backgroundColor: colour,
  textColor: colour,
});
export type BannerDocument = z.infer<typeof bannerSchema>;
export const coverSchema = z.object({
  image: imageSchema,
  title: optionalText,
  editionNumber: optionalText,
  copyright: optionalText,
  url: safeUrlSchema.optional(),
});
export const videoSchema = z.object({
  videoId: z.string().regex(/^[\w-]{1,80}$/, 'must be letters, digits, - or _'),
  title: optionalText,
  previewImage: imageSchema.optional(),
  videoAlt: optionalText,
  md: z.number().int().min(1).max(12).optional(),
  width: z.number().optional(),
  objectFit: z.enum(['cover', 'contain']).optional(),
  containerHeight: z.number().optional(),
});
export type ContentVideo = z.infer<typeof videoSchema>;
/** Nested content: rich text, or components rendered through the registry (an accordion's or a tab's content). */
const nestedContent = {
  content: richText.optional(),
  components: z.array(z.lazy(() => contentComponentSchema)).optional(),
};
export const accordionSchema = z.object({
  title: text,
  subtitle: optionalText,
  anchorName: z
    .string()
    .regex(/^[\w-]{1,80}$/, 'must be letters, digits, - or _')
    .nullable()
    .optional(),
  expand: z.boolean().default(false),
  ...nestedContent,
});
export const accordionListSchema = z.object({
  title: optionalText,
  items: z.array(accordionSchema).min(1, 'needs at least one item'),
});
export const tabSchema = z.object({ title: text, ...nestedContent });
export const tabsSchema = z.object({ title: optionalText, tabs: z.array(tabSchema).min(1, 'needs at least one tab') });
export const columnSectionSchema = z.object({
  title: optionalText,
  headingLevel: headingLevel(4),
  columns: z.number().int().min(1).max(4).optional(),
});
export const columnListItemSchema = z.object({ url: safeUrlSchema, title: text });
export const columnListSchema = z.object({
  title: optionalText,
  visibleItemsCount: z.number().int().default(0),
  items: z.array(columnListItemSchema),
});
export const promoRowItemSchema = z.object({
  image: imageSchema.optional(),
  video: z.object({ videoID: z.string().regex(/^[\w-]{1,80}$/), videoAlt: optionalText }).optional(),
  title: optionalText,
  description: optionalText,
  iconButton: buttonSchema.optional(),
  backgroundColor: colour,
  textColor: colour,
});
export const promoGridSchema = z.object({
  title: optionalText,
  template: z.enum(['image', 'video', 'icon']).default('image'),
  columns: z.number().int().min(1).max(4).default(3),
  items: z.array(promoRowItemSchema).min(1, 'needs at least one item'),
});
export const coversListSchema = z.object({
  title: optionalText,
  covers: z.array(coverSchema).min(1, 'needs at least one cover'),
});
export const imageRowSchema = z.object({
  title: optionalText,
  template: z.enum(['covers', 'icons']).default('covers'),
  images: z.array(imageSchema.extend({ url: safeUrlSchema.optional() })).min(1, 'needs at least one image'),
});
export const fiftyFiftyCardSchema = z.object({
  title: text,
  copy: richText,
  image: imageSchema.optional(),
  button: buttonSchema.optional(),
});
export const fiftyFiftyCardsSchema = z.object({
  cards: z.array(fiftyFiftyCardSchema).min(1, 'needs at least one card'),
});
export const callToActionGridSchema = z.object({
  title: optionalText,
  items: z
    .array(z.object({ title: text, description: optionalText, button: buttonSchema }))
    .min(1, 'needs at least one item'),
});
export const contentCardSchema = z.object({
  title: text,
  eyebrowText: optionalText,
  description: richText,
  buttons: z
    .array(z.object({ link: z.object({ label: text, url: safeUrlSchema, isNewWindow: z.boolean().optional() }) }))
    .default([]),
});
export const contentCardsSchema = z.object({
  title: optionalText,
  cards: z.array(contentCardSchema).min(1, 'needs at least one card'),
});
export const productCardSchema = z.object({
  title: text,
  categories: z.array(z.string()).default([]),
  link: z.object({ url: safeUrlSchema, accessibilityDescription: optionalText, target: optionalText }),
  description: richText,
  image: imageSchema.optional(),
  filters: z.array(z.string()).default([]),
});
export const filterTabsSchema = z.object({ tabNames: z.array(z.string()), button: buttonSchema.optional() });
export const productCardsSchema = z.object({
  title: optionalText,
  columns: z.number().int().min(1).max(4).default(2),
  headingLevel: headingLevel(6),
  cardsPerPage: z.number().int().min(0).optional(),
  filterTabs: filterTabsSchema.optional(),
  cards: z.array(productCardSchema),
});
export const catalogCardSchema = z.object({
  title: text,
  link: safeUrlSchema,
  description: optionalText,
  image: imageSchema.optional(),
  customBgColor: colour,
});
export const promoCatalogueCardsSchema = z.object({
  title: optionalText,
  template: z.enum(['default', 'compact']).default('default'),
  columns: z.number().int().min(1).max(4).default(3),
  headingLevel: headingLevel(3),
  cards: z.array(catalogCardSchema).min(1, 'needs at least one card'),
});
export const productFileSchema = z.object({
  url: safeUrlSchema,
  isNewWindow: z.boolean().optional(),
  ariaLabel: optionalText,
  color: colour,
  type: optionalText,
  title: text,
});
export const productFilesSchema = z.object({
  title: optionalText,
  files: z.array(productFileSchema).min(1, 'needs at least one file'),
});
export const eventSchema = z.object({
  title: text,
  titleUrl: safeUrlSchema.nullable().optional(),
  description: optionalText,
  /** ISO date-time; expiry is judged in the configured time zone (BLK-06). */
  startDate: z.iso.datetime({ offset: true }).or(z.iso.date()),
  endDate: z.iso.datetime({ offset: true }).or(z.iso.date()).nullable().optional(),
  location: optionalText,
  locationUrl: safeUrlSchema.nullable().optional(),
  buttonUrl: safeUrlSchema.nullable().optional(),
  buttonLabel: optionalText,
  ctaAttributes: z.object({ ctaType: optionalText, ctaClassification: optionalText }).optional(),
  tag: optionalText,
});
export type ContentEvent = z.infer<typeof eventSchema>;
export const eventListSchema = z.object({
  title: optionalText,
  /** IANA time zone in which "one day past" is judged. */
  timeZone: z
    .string()
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone')
    .default('America/New_York'),
  autoExpire: z.boolean().default(true),
  sortByStartDate: z.boolean().default(false),
  events: z.array(eventSchema),
});
export const standingOrderPlansSchema = z.object({
  heading: optionalText,
  headingLevel: headingLevel(3),
  leftCard: z.object({ title: optionalText, description: text, fontColor: colour, backgroundColor: colour }),
  rightCard: z.object({
    tiers: z.array(z.object({ title: text, description: text })).min(1, 'needs at least one tier'),
    buttons: z.array(buttonSchema).default([]),
  }),
});
export const blockQuoteSchema = z.object({
  firstQuote: text,
  firstAuthor: optionalText,
  secondQuote: optionalText,
  secondAuthor: optionalText,
  image: imageSchema.optional(),
});
export const alertBannerSchema = z.object({
  text: optionalText,
  content: richText.optional(),
  variant: z.enum(['info', 'success', 'warning', 'danger']).default('info'),
  isDismissible: z.boolean().default(true),
});
export const alertPromoSchema = z.object({
  title: text,
  description: richText.optional(),
  image: imageSchema.optional(),
  button: buttonSchema.optional(),
});
export const singleButtonSchema = z.object({
  button: buttonSchema,
  alignment: z.enum(['left', 'center', 'right']).default('left'),
});
export const bannerSearchSchema = z.object({
  heading: optionalText,
  description: optionalText,
  /** The external search site; the visitor goes to `{searchUrl}?q=` with the trimmed text. */
  searchUrl: z
    .string()
    .trim()
    .regex(/^https?:\/\//i, 'must be an http(s) address'),
  placeholder: optionalText,
  buttonLabel: optionalText,
});
export const bannerWithVideoSchema = bannerSchema.extend({
  video: videoSchema,
  playMode: z.enum(['inline', 'modal']).default('modal'),
});
export const videoGallerySchema = z.object({
  title: optionalText,
  videos: z.array(videoSchema).min(1, 'needs at least one video'),
});
export const twoColumnVideoSchema = z.object({
  title: text,
  description: richText.optional(),
  video: videoSchema,
  buttons: z.array(buttonSchema).default([]),
  videoPosition: z.enum(['left', 'right']).default('left'),
});
export const mediaGallerySchema = z.object({
  title: optionalText,
  images: z.array(imageSchema.extend({ caption: optionalText })).min(1, 'needs at least one image'),
});
export const pageHeadingDocumentSchema = z.object({ title: text, description: optionalText, level: headingLevel(1) });
export const richTextDocumentSchema = z.object({
  html: z.string().optional(),
  content: richText.optional(),
  value: z.string().optional(),
});

/**
 * The document schema of each content block, under its editor component name (the registry's keys).
 * The blocks parse their document with it; a failure shows 'Invalid {component} document: …' instead of the block.
 */
export const contentBlockSchemas = {
  'Hero Banner': bannerSchema,
  'Banner With Video': bannerWithVideoSchema,
  'Banner Search': bannerSearchSchema,
  'Alert Banner': alertBannerSchema,
  'Alert Promo': alertPromoSchema,
  'Single Button': singleButtonSchema,
  'Page Heading': pageHeadingDocumentSchema,
  'Rich Text': richTextDocumentSchema,
  'Accordion List': accordionListSchema,
  Tabs: tabsSchema,
  'Column Section': columnSectionSchema,
  'Column List': columnListSchema,
  'Media Gallery': mediaGallerySchema,
  'Video Gallery': videoGallerySchema,
  'Two Column Video': twoColumnVideoSchema,
  'Promo Grid': promoGridSchema,
  'Covers List': coversListSchema,
  'Image Row': imageRowSchema,
  'Fifty Fifty Cards': fiftyFiftyCardsSchema,
  'Call To Action Grid': callToActionGridSchema,
  'Content Cards': contentCardsSchema,
  'Product Cards': productCardsSchema,
  'Promo Catalogue Cards': promoCatalogueCardsSchema,
  'Product Files': productFilesSchema,
  'Block Quote': blockQuoteSchema,
  EventList: eventListSchema,
  'Standing Order Plans': standingOrderPlansSchema,
  // Lazy: the form's schema is declared below, with the rest of the configurable form (FORM-01).
  Form: z.lazy(() => formSettingsSchema),
} as const;
export type ContentBlockName = keyof typeof contentBlockSchemas;
export type ContentBlockDocument<N extends ContentBlockName> = z.infer<(typeof contentBlockSchemas)[N]>;

// ---- configurable form (FORM-01, FORM-02) ----
export const FORM_FIELD_TYPES = [
  'TEXT_FIELD',
  'TEXTAREA',
  'CHECKBOXGROUP',
  'DATE_FIELD',
  'DROPDOWN',
  'RADIOGROUP',
] as const;
export const formFieldSchema = z.object({
  type: z.string(),
  fieldName: text,
  label: text,
  mandatory: z.boolean().default(false),
  hint: optionalText,
  displayValues: z.array(z.string()).optional(),
  values: z.array(z.string()).optional(),
  initialValue: optionalText,
  initialValueOption: z.enum(['value', 'text']).optional(),
  initialText: optionalText,
  conditional: z.boolean().optional(),
  conditionFieldName: optionalText,
  conditionFieldValue: optionalText,
  conditionNegate: z.boolean().optional(),
  regExp: optionalText,
  /** 'hidden' or 'is-hidden' makes it an invisible preset field. */
  extraCssClass: optionalText,
  dateformat: z.string().default('dd/MM/yyyy'),
  /** A text field's input type (email, tel…); by default the one its `autocomplete` implies, else text. */
  inputType: z
    .enum(FORM_INPUT_TYPES, { error: () => `must be one of ${FORM_INPUT_TYPES.join(', ')}` })
    .nullable()
    .optional(),
  /** The input's purpose for autofill and assistive technology (WCAG 1.3.5): an HTML autocomplete value. */
  autocomplete: z
    .string()
    .refine(isAutocompleteValue, {
      error: "must be an HTML autocomplete value, such as 'email', 'given-name', 'work tel' or 'off'",
    })
    .nullable()
    .optional(),
});
export type FormField = z.infer<typeof formFieldSchema>;
export const formSettingsSchema = z.object({
  formId: text,
  formTarget: optionalText,
  confirmationUrl: optionalText,
  submitLabel: z.string().default('Submit'),
  submitStyle: optionalText,
  clearLabel: z.string().default('Clear'),
  clearStyle: optionalText,
  showClearButton: z.boolean().default(true),
  heading: z.object({ text: optionalText, level: z.number().int().min(1).max(6).default(3) }).optional(),
  formWidth: z.string().default('auto'),
  reCaptchaEnabled: z.boolean().default(false),
  pageBeans: z.array(z.object({ fieldBeans: z.array(formFieldSchema) })),
});
export type FormSettings = z.infer<typeof formSettingsSchema>;

/**
 * POST /api/submit-form — the values of the form's own fields at top level, beside formId,
 * formTarget, recaptchaToken and reCaptchaEnabled. Failures may carry fieldErrors (field → message).
 */
export const submitFormBodySchema = z
  .object({
    formId: textInput().min(1, 'formId is required').max(80),
    formTarget: textInput().max(200).optional().nullable(),
    recaptchaToken: textInput().max(4000).optional().nullable(),
    reCaptchaEnabled: z.boolean().optional(),
  })
  .catchall(z.union([textInput().max(10_000), z.array(textInput().max(1000)).max(100), z.boolean()]));
export type SubmitFormBody = z.input<typeof submitFormBodySchema>;
export const submitFormResultSchema = z.object({
  ok: z.literal(true),
  submissionId: z.string(),
  confirmationUrl: z.string().nullable().optional(),
});
export type SubmitFormResult = z.infer<typeof submitFormResultSchema>;

// ---- page document (CMS-01, HEAD-01) ----
export interface ContentComponent {
  id: string;
  /** Editor component name, e.g. 'Hero Banner', 'Form', 'Cart', 'Search Result'. */
  type: string;
  document?: Record<string, unknown> | null | undefined;
  params?: Record<string, unknown> | undefined;
  components?: ContentComponent[] | undefined;
  /**
   * Set by the server (`checkPageComponents`): the document passed its block's schema there and is its parsed form,
   * so the block renders it without parsing it again (and without loading zod and the schemas to do so).
   */
  checked?: boolean | undefined;
  /** Set by the server: why the document failed its block's schema ("heading is required"); the block shows it instead. */
  problem?: string | undefined;
}
export const contentComponentSchema: z.ZodType<ContentComponent> = z.lazy(() =>
  z.object({
    id: text,
    type: text,
    document: z.record(z.string(), z.unknown()).nullable().optional(),
    params: z.record(z.string(), z.unknown()).optional(),
    components: z.array(contentComponentSchema).optional(),
    checked: z.boolean().optional(),
    problem: z.string().optional(),
  }),
);

/**
 * "buttons.0.url must be a path…": the first issue of a failed block document parse, with its field path — the
 * `problem` answered for a placed document that fails its block's schema (`checkPageComponents`), worded as the
 * blocks of `@shelfmark/blocks` word one they parse themselves (their `describeProblem`).
 */
export function describeDocumentProblem(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): string {
  const first = issues[0];
  if (!first) return 'unreadable document';
  const path = first.path.map(String).join('.');
  return path ? `${path} ${first.message}` : first.message;
}

const isPlacedComponent = (value: unknown): value is ContentComponent =>
  value !== null && typeof value === 'object' && typeof (value as ContentComponent).type === 'string';

/** A parsed document with the components it nests (an accordion item's, a tab's) checked in turn. */
function withNestedChecked(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withNestedChecked);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key === 'components' && Array.isArray(child) && child.every(isPlacedComponent)
        ? checkPageComponents(child)
        : withNestedChecked(child),
    ]),
  );
}

/**
 * Parses the document of every placed component (nested ones included) with its block's schema, as the block would
 * (CMS-01): a document that passes is replaced by its parsed form and marked `checked`; one that fails keeps its
 * content and gets the `problem` the block shows. Components of other names (commerce widgets, unknown names) and
 * components without a document are left as they are, for the page renderer to handle. The server answers every
 * page this way, so a block in the browser parses nothing on the first page a visitor opens.
 */
export function checkPageComponents(components: ContentComponent[]): ContentComponent[] {
  return components.map((component) => {
    const { checked: _checked, problem: _problem, ...placed } = component;
    const nested = placed.components ? { components: checkPageComponents(placed.components) } : {};
    const schema = Object.hasOwn(contentBlockSchemas, placed.type)
      ? contentBlockSchemas[placed.type as ContentBlockName]
      : undefined;
    if (!schema || placed.document === null || placed.document === undefined) return { ...placed, ...nested };
    const parsed = schema.safeParse(placed.document);
    if (!parsed.success) return { ...placed, ...nested, problem: describeDocumentProblem(parsed.error.issues) };
    return { ...placed, ...nested, document: withNestedChecked(parsed.data) as Record<string, unknown>, checked: true };
  });
}

export const pageMetaSchema = z.object({
  title: text,
  description: optionalText,
  keywords: optionalText,
  canonical: optionalText,
  robots: z.object({ noindex: z.boolean().default(false), nofollow: z.boolean().default(false) }).optional(),
  openGraph: z
    .object({
      title: optionalText,
      description: optionalText,
      image: optionalText,
      imageSize: z.enum(['small', 'large']).optional(),
      type: optionalText,
    })
    .optional(),
  analytics: z.record(z.string(), z.string()).optional(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** GET /api/content/pages?path= — the page document the host app renders for a route. */
export const pageQuerySchema = z.object({
  path: textInput().min(1, 'path is required').max(500).startsWith('/', 'path must start with /'),
  preview: z.stringbool().or(z.boolean()).optional(),
});
export type PageQuery = z.input<typeof pageQuerySchema>;

/**
 * Roles that may see a page in preview mode (spec 002 §1: "Editors see edit buttons on each block
 * when a page is in preview mode"). For anybody else `preview=true` is ignored: the published page answers.
 */
export const CONTENT_EDITOR_ROLES: readonly string[] = ['editor', 'staff'];
/** True when the signed-in user may preview content (an editor or staff role). */
export const isContentEditor = (user: { roles?: readonly string[] | null | undefined } | null | undefined): boolean =>
  !!user?.roles?.some((role) => CONTENT_EDITOR_ROLES.includes(role));
export const pageDocumentSchema = z.object({
  path: text,
  meta: pageMetaSchema,
  /** Reduced header/footer: menus hidden (HDR-01, FTR-01). */
  reducedHeaderFooter: z.boolean().default(false),
  preview: z.boolean().default(false),
  components: z.array(contentComponentSchema),
});
export type PageDocument = z.infer<typeof pageDocumentSchema>;
