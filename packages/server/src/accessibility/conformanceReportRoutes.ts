import type { FastifyInstance } from 'fastify';
import { CONFORMANCE_REPORT_PATH, conformanceReportMarkdown } from './conformanceReport';
import { conformanceReportPage } from './conformanceReportPage';

/**
 * The Accessibility Conformance Report at a stable address of the store: as a page (what the /accessibility statement
 * links) and as the committed markdown (`.md`), both the report that scripts/acr/generate.mjs wrote.
 */
export async function conformanceReportRoutes(app: FastifyInstance): Promise<void> {
  const markdown = conformanceReportMarkdown();
  const page = conformanceReportPage(markdown);
  app.get(CONFORMANCE_REPORT_PATH, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/html; charset=utf-8').send(page),
  );
  app.get(`${CONFORMANCE_REPORT_PATH}.md`, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .header('content-disposition', 'inline; filename="accessibility-conformance-report.md"')
      .type('text/markdown; charset=utf-8')
      .send(markdown),
  );
}
