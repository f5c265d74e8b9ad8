import { z } from 'zod';

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
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() => z.object({
  displayText: text,
  href: optionalText,
  openInNewWindow: z.boolean().optional(),
  socialIcon: optionalText,
  sectionTitle: optionalText,
  childMenuItems: z.array(menuItemSchema).optional(),
}));

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
  title: text, description: optionalText, url: text, label: optionalText,
  linkType: z.enum(['internal', 'external']).default('internal'), openInNewWindow: z.boolean().optional(),
  backgroundColor: optionalText, textColor: optionalText, columnWidth: z.number().int().optional(),
});
export type MenuContentCard = z.infer<typeof menuContentCardSchema>;

/** GET /api/content/menus?name= — e.g. main-menu, footer-menu, footer-legal-menu, footer-social-menu. */
export const menuQuerySchema = z.object({ name: z.string().min(1, 'name is required').max(80) });
export type MenuQuery = z.infer<typeof menuQuerySchema>;
export const menuSchema = z.object({
  name: text,
  items: z.array(menuItemSchema),
  cards: z.array(menuContentCardSchema).optional(),
  configuration: menuConfigurationSchema.optional(),
});
export type Menu = z.infer<typeof menuSchema>;

// ---- blocks ----
export const buttonSchema = z.object({
  label: text, url: text, variant: optionalText, size: optionalText, shape: optionalText, color: optionalText,
  isFullWidth: z.boolean().optional(), isInverse: z.boolean().optional(), isNewWindow: z.boolean().optional(),
});
export const imageSchema = z.object({ src: text, alt: z.string().default(''), width: z.number().optional(), height: z.number().optional() });
export const bannerSchema = z.object({ heading: text, subheading: optionalText, description: optionalText, image: imageSchema.optional(), buttons: z.array(buttonSchema).default([]) });
export const coverSchema = z.object({ image: imageSchema, title: optionalText, editionNumber: optionalText, copyright: optionalText });
export const accordionSchema = z.object({ title: text, subtitle: optionalText, anchorName: optionalText, expand: z.boolean().default(false), content: z.array(z.string()).default([]) });
export const videoSchema = z.object({
  videoId: text, title: optionalText, previewImage: imageSchema.optional(), videoAlt: optionalText,
  md: z.number().int().optional(), width: z.number().optional(), objectFit: optionalText, containerHeight: z.number().optional(),
});
export const promoRowItemSchema = z.object({
  image: imageSchema.optional(), video: z.object({ videoID: text, videoAlt: optionalText }).optional(), title: optionalText,
  description: optionalText, iconButton: buttonSchema.optional(), backgroundColor: optionalText, textColor: optionalText,
});
export const fiftyFiftyCardSchema = z.object({ title: text, copy: richText, image: imageSchema.optional(), button: buttonSchema.optional() });
export const contentCardSchema = z.object({ title: text, eyebrowText: optionalText, description: richText, buttons: z.array(z.object({ link: z.object({ label: text, url: text, isNewWindow: z.boolean().optional() }) })).default([]) });
export const productCardSchema = z.object({
  title: text, categories: z.array(z.string()).default([]),
  link: z.object({ url: text, accessibilityDescription: optionalText, target: optionalText }),
  description: richText, image: imageSchema.optional(), filters: z.array(z.string()).default([]),
});
export const filterTabsSchema = z.object({ tabNames: z.array(z.string()), button: buttonSchema.optional() });
export const catalogCardSchema = z.object({ title: text, link: text, description: optionalText, image: imageSchema.optional(), customBgColor: optionalText });
export const productFileSchema = z.object({ url: text, isNewWindow: z.boolean().optional(), ariaLabel: optionalText, color: optionalText, type: optionalText, title: text });
export const columnListItemSchema = z.object({ url: text, title: text });
export const tabSchema = z.object({ title: text, content: z.array(z.string()).default([]) });
export const eventSchema = z.object({
  title: text, titleUrl: optionalText, description: optionalText,
  /** ISO date-time; expiry is judged in the configured time zone (BLK-06). */
  startDate: text, endDate: optionalText, location: optionalText, locationUrl: optionalText,
  buttonUrl: optionalText, buttonLabel: optionalText,
  ctaAttributes: z.object({ ctaType: optionalText, ctaClassification: optionalText }).optional(), tag: optionalText,
});
export type ContentEvent = z.infer<typeof eventSchema>;
export const standingOrderPlansSchema = z.object({
  leftCard: z.object({ description: text, fontColor: optionalText }),
  rightCard: z.object({ tiers: z.array(z.object({ title: text, description: text })), buttons: z.array(buttonSchema).default([]) }),
});
export const blockQuoteSchema = z.object({ firstQuote: text, firstAuthor: optionalText, secondQuote: optionalText, secondAuthor: optionalText, image: imageSchema.optional() });

// ---- configurable form (FORM-01, FORM-02) ----
export const FORM_FIELD_TYPES = ['TEXT_FIELD', 'TEXTAREA', 'CHECKBOXGROUP', 'DATE_FIELD', 'DROPDOWN', 'RADIOGROUP'] as const;
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
export const submitFormBodySchema = z.object({
  formId: z.string().min(1, 'formId is required').max(80),
  formTarget: z.string().max(200).optional().nullable(),
  recaptchaToken: z.string().max(4000).optional().nullable(),
  reCaptchaEnabled: z.boolean().optional(),
}).catchall(z.union([z.string().max(10_000), z.array(z.string().max(1000)).max(100), z.boolean()]));
export type SubmitFormBody = z.input<typeof submitFormBodySchema>;
export const submitFormResultSchema = z.object({ ok: z.literal(true), submissionId: z.string(), confirmationUrl: z.string().nullable().optional() });
export type SubmitFormResult = z.infer<typeof submitFormResultSchema>;

// ---- page document (CMS-01, HEAD-01) ----
export interface ContentComponent {
  id: string;
  /** Editor component name, e.g. 'Hero Banner', 'Form', 'Cart', 'Search Result'. */
  type: string;
  document?: Record<string, unknown> | null | undefined;
  params?: Record<string, unknown> | undefined;
  components?: ContentComponent[] | undefined;
}
export const contentComponentSchema: z.ZodType<ContentComponent> = z.lazy(() => z.object({
  id: text,
  type: text,
  document: z.record(z.string(), z.unknown()).nullable().optional(),
  params: z.record(z.string(), z.unknown()).optional(),
  components: z.array(contentComponentSchema).optional(),
}));

export const pageMetaSchema = z.object({
  title: text,
  description: optionalText,
  keywords: optionalText,
  canonical: optionalText,
  robots: z.object({ noindex: z.boolean().default(false), nofollow: z.boolean().default(false) }).optional(),
  openGraph: z.object({ title: optionalText, description: optionalText, image: optionalText, imageSize: z.enum(['small', 'large']).optional(), type: optionalText }).optional(),
  analytics: z.record(z.string(), z.string()).optional(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** GET /api/content/pages?path= — the page document the host app renders for a route. */
export const pageQuerySchema = z.object({ path: z.string().min(1, 'path is required').max(500).startsWith('/', 'path must start with /'), preview: z.stringbool().or(z.boolean()).optional() });
export type PageQuery = z.input<typeof pageQuerySchema>;
export const pageDocumentSchema = z.object({
  path: text,
  meta: pageMetaSchema,
  /** Reduced header/footer: menus hidden (HDR-01, FTR-01). */
  reducedHeaderFooter: z.boolean().default(false),
  preview: z.boolean().default(false),
  components: z.array(contentComponentSchema),
});
export type PageDocument = z.infer<typeof pageDocumentSchema>;
