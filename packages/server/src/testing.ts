/**
 * @shelfmark/server/testing — what tests, journeys and benchmarks drive the reference server with: signed test
 * sessions (a server built with `auth: { mode: 'test' }` only), a cookie-keeping client that signs in through the
 * identity provider, the demo data's names, the content the seeder writes, and the security policy it answers.
 * Never for production code.
 */
export { TEST_SESSION_HEADER, testSessionHeader, testCsrfToken } from './session/testSession';
export {
  createTestBrowser,
  signInAs,
  createCookieJar,
  type CookieJar,
  type TestBrowser,
  type SignedIn,
  type Visit,
  type NavigateOptions,
} from './auth/testing';
export { DEMO_PASSWORD, DEMO_TITLE, DEMO_TITLE_THORNDIKE, DEMO_USERS, ORDERED_TITLE, type DemoUser } from './seed/demo';
export { seededPages, ROUTE_COMPONENTS } from './seed/content/contentPages';
export { seededMenus } from './seed/content/contentMenus';
export { seededForms } from './seed/content/contentForms';
export { contentSecurityPolicy } from './http/securityHeaders';
export { GTM_CONNECT_SOURCES, GTM_SCRIPT_SOURCES } from './analytics/tagManagerConfig';
