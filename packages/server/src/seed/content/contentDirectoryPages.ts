import {
  formatSearchQ,
  SITE_ROUTES,
  slugify,
  type Brand,
  type ContentComponent,
  type PageMeta,
} from '@shelfmark/api-client/schemas';
import { DISCIPLINES, SECTIONS } from '../words';
import { seededForms } from './contentForms';
import type { SeededPage } from './contentPages';

// The pages the storefront's own links point at: Find Your Rep and Contact your rep (and their
// international variants), Account Help, the international trial request, and the catalogue page's
// section / discipline links. Without them each opened 'Page not found'.

const names = { shelfmark: 'Shelfmark', thorndike: 'Thorndike Press' } as const;

/** The path the catalogue page links a section and discipline to (NECP-01, spec 002 §2). */
export const sectionDisciplinePath = (section: string, discipline: string) =>
  `/${slugify(section)}/${slugify(discipline)}`;

const heading = (id: string, title: string, description?: string): ContentComponent => ({
  id,
  type: 'Page Heading',
  document: { title, ...(description ? { description } : {}), level: 1 },
});
const text = (id: string, html: string): ContentComponent => ({
  id,
  type: 'Rich Text',
  document: { content: { value: html } },
});
const button = (id: string, label: string, url: string): ContentComponent => ({
  id,
  type: 'Single Button',
  document: { button: { label, url } },
});

function page(
  brand: Brand,
  path: string,
  title: string,
  description: string,
  components: ContentComponent[],
): SeededPage {
  const meta: PageMeta = {
    title,
    description,
    canonical: path,
    openGraph: { title: `${title} | ${names[brand]}`, description, type: 'website', imageSize: 'large' },
  };
  return { path, document: { meta, reducedHeaderFooter: false, components } };
}

const REPS = [
  {
    region: 'Northeast (CT, MA, ME, NH, NJ, NY, PA, RI, VT)',
    name: 'Harriet Vance',
    email: 'northeast.rep@shelfmark.test',
  },
  { region: 'Southeast (AL, FL, GA, MS, NC, SC, TN, VA)', name: 'Marcus Bell', email: 'southeast.rep@shelfmark.test' },
  { region: 'Midwest (IL, IN, IA, MI, MN, OH, WI)', name: 'Ingrid Solberg', email: 'midwest.rep@shelfmark.test' },
  {
    region: 'West and Southwest (AZ, CA, CO, NM, NV, OR, TX, UT, WA)',
    name: 'Rosa Delgado',
    email: 'west.rep@shelfmark.test',
  },
  { region: 'Canada', name: 'Owen Tremblay', email: 'canada.rep@shelfmark.test' },
];
const INTERNATIONAL_REPS = [
  { region: 'United Kingdom and Ireland', name: 'Fiona Gallagher', email: 'uk.rep@shelfmark.test' },
  { region: 'Europe, Middle East and Africa', name: 'Lukas Brenner', email: 'emea.rep@shelfmark.test' },
  { region: 'Asia and the Pacific', name: 'Mei Tanaka', email: 'apac.rep@shelfmark.test' },
  { region: 'Latin America and the Caribbean', name: 'Camila Rojas', email: 'latam.rep@shelfmark.test' },
];

const repTable = (reps: typeof REPS) =>
  '<table><thead><tr><th>Region</th><th>Representative</th><th>Email</th></tr></thead><tbody>' +
  reps
    .map((r) => `<tr><td>${r.region}</td><td>${r.name}</td><td><a href="mailto:${r.email}">${r.email}</a></td></tr>`)
    .join('') +
  '</tbody></table>';

function repPages(brand: Brand): SeededPage[] {
  const name = names[brand];
  return [
    page(brand, '/find-your-rep', 'Find Your Rep', `The ${name} sales representative for your region.`, [
      heading(
        'rep-heading',
        'Find Your Rep',
        'Your representative helps with quotes, trials, standing orders and titles sold only through a rep.',
      ),
      text(
        'rep-table',
        `<h2>North America</h2>${repTable(REPS)}<p>Outside North America? <a href="/find-your-rep/international">Find your international representative</a>.</p>`,
      ),
      button('rep-contact', 'Contact us', '/contact'),
    ]),
    page(
      brand,
      '/find-your-rep/international',
      'Find Your Rep: International',
      `${name} representatives outside North America.`,
      [
        heading(
          'intl-rep-heading',
          'Find Your Rep: International',
          'Libraries and schools outside North America order through their regional representative.',
        ),
        text(
          'intl-rep-table',
          `<h2>Outside North America</h2>${repTable(INTERNATIONAL_REPS)}<p>In the United States or Canada? <a href="/find-your-rep">Find your North American representative</a>.</p>`,
        ),
        button('intl-rep-contact', 'Contact us', '/contact'),
      ],
    ),
  ];
}

function accountHelpPage(brand: Brand): SeededPage {
  const name = names[brand];
  const phone = brand === 'thorndike' ? '1-800-555-0143' : '1-800-555-0127';
  return page(
    brand,
    '/account-help',
    'Account Help',
    `Help with your ${name} account: signing in, registering, ship-to accounts and orders.`,
    [
      heading(
        'help-heading',
        'Account Help',
        `Answers to the questions ${name} customers ask most about their accounts.`,
      ),
      {
        id: 'help-faq',
        type: 'Accordion List',
        document: {
          title: 'Questions',
          items: [
            {
              title: 'I cannot sign in',
              anchorName: 'sign-in',
              expand: true,
              content: {
                value: `<p>Check that you use your work email. If you still cannot sign in, call customer service on ${phone} or <a href="/contact">send us a message</a>.</p>`,
              },
            },
            {
              title: 'I do not have an account yet',
              anchorName: 'register',
              content: {
                value:
                  '<p><a href="/register">Register</a> with your customer or account number. We email you once your institution has confirmed you, usually within two business days.</p>',
              },
            },
            {
              title: 'I order for more than one ship-to account',
              anchorName: 'ship-to',
              content: {
                value:
                  '<p>Change the account from your cart or at checkout; your <a href="/profile">profile</a> shows your default ship-to and bill-to addresses.</p>',
              },
            },
            {
              title: 'Where are my orders and invoices?',
              anchorName: 'orders',
              content: {
                value:
                  '<p><a href="/my-orders">My Orders</a> lists your orders with their invoices; <a href="/order-tracking">Order Tracking</a> finds an order by its references without signing in.</p>',
              },
            },
          ],
        },
      },
      button('help-contact', 'Contact customer service', '/contact'),
    ],
  );
}

function internationalTrialPage(brand: Brand): SeededPage {
  return page(
    brand,
    '/request-a-trial/international',
    'Request a trial: International',
    'Try a research database free for 30 days, outside North America.',
    [
      heading(
        'intl-trial-heading',
        'Request a trial: International',
        'Your regional representative sets up the trial and answers within two working days.',
      ),
      { id: 'intl-trial-form', type: 'Form', document: seededForms[1] as unknown as Record<string, unknown> },
      text(
        'intl-trial-reps',
        '<p>Prefer to talk to someone? <a href="/find-your-rep/international">Find your international representative</a>.</p>',
      ),
    ],
  );
}

/** A section within a discipline (NECP-01): what it holds, a search of the discipline, and the discipline's other sections. */
function sectionPages(brand: Brand): SeededPage[] {
  return DISCIPLINES.flatMap((discipline) =>
    SECTIONS.map((section) => {
      const title = `${discipline}: ${section}`;
      const search = `${SITE_ROUTES.searchResults}?${new URLSearchParams({ q: formatSearchQ({ text: '', filters: [{ code: 'discipline', value: discipline }] }) })}`;
      const slug = slugify(`${discipline} ${section}`);
      return page(
        brand,
        sectionDisciplinePath(section, discipline),
        title,
        `${section} for ${discipline.toLowerCase()}: research databases, primary sources and learning suites.`,
        [
          heading(
            `${slug}-heading`,
            title,
            `${section} in ${discipline.toLowerCase()} for research and teaching, with trials for libraries.`,
          ),
          button(`${slug}-search`, `Browse ${discipline} in the catalogue`, search),
          {
            id: `${slug}-sections`,
            type: 'Column List',
            document: {
              title: `More in ${discipline}`,
              visibleItemsCount: 0,
              items: SECTIONS.filter((other) => other !== section).map((other) => ({
                title: other,
                url: sectionDisciplinePath(other, discipline),
              })),
            },
          },
          text(
            `${slug}-trial`,
            '<p>Want to try a collection first? <a href="/request-a-trial">Request a trial</a> or <a href="/find-your-rep">find your rep</a>.</p>',
          ),
        ],
      );
    }),
  );
}

/** The pages behind the storefront's rep, help, trial and section links, for one site. */
export function directoryPages(brand: Brand): SeededPage[] {
  return [...repPages(brand), accountHelpPage(brand), internationalTrialPage(brand), ...sectionPages(brand)];
}
