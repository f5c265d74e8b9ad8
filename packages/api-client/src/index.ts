export * from './schemas/index';
export * from './brand';
export { SITE_ROUTES, DEMO_MAX_PRODUCT_QUANTITY, createSiteConfig } from './site';
export { formatCartBadge } from './cartBadge';
export { slugify } from './slugify';
export * from './isbn';
export * from './messages';
export { FUND_CODE_INVALID, FUND_CODE_MAX_LENGTH, FUND_CODE_PATTERN, normaliseFundCode } from './fundCodes';
export { toMoney, roundMoney } from './money';
export { catalogueAccounts, productAccounts, type CatalogueAccounts } from './catalogueAccounts';
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
  solveLocalCaptcha,
  verifyLocalCaptchaToken,
  CAPTCHA_LIFETIME_SECONDS,
  type LocalCaptchaVerdict,
  type CreateLocalCaptchaOptions,
} from './captcha/localCaptcha';
export {
  ApiError,
  isApiError,
  toApiError,
  readApiErrorBody,
  apiErrorBodySchema,
  errorBody,
  validationErrorBody,
  type ApiErrorBody,
} from './errors';
export { createApiClient, type ApiClient, type CreateApiClientOptions } from './client/createApiClient';
export { COVER_WIDTHS, type ImageServiceParams } from './client/images';
export { buildUrl, contractSchemaModules } from './client/http';
