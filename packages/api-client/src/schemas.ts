/** The contract's schemas alone (no client, no React): what the server imports. */
export * from './schemas/index';
export { apiErrorBodySchema, errorBody, validationErrorBody, type ApiErrorBody } from './errors';
export * from './messages';
export { FUND_CODE_INVALID, FUND_CODE_MAX_LENGTH, FUND_CODE_PATTERN, normaliseFundCode } from './fundCodes';
export * from './brand';
export { SITE_ROUTES, DEMO_MAX_PRODUCT_QUANTITY, createSiteConfig } from './site';
export { slugify } from './slugify';
export * from './isbn';
export { toMoney, roundMoney } from './money';
export { checkFormSubmission, isFieldActive, CAPTCHA_REQUIRED } from './formRules';
export {
  CAPTCHA_INVALID,
  fieldError,
  formFields,
  isPresetField,
  isSingleCheckbox,
  parseFormDate,
  type FormValue,
} from './formRules';
export {
  createLocalCaptchaChallenge,
  verifyLocalCaptchaToken,
  CAPTCHA_LIFETIME_SECONDS,
  type LocalCaptchaVerdict,
} from './captcha/localCaptcha';
