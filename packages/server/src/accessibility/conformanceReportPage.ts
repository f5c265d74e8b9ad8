import { escapeHtml } from '../http/htmlPage';
import { conformanceReportMarkdown } from './conformanceReport';

const inline = (text: string) =>
  escapeHtml(text)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/`([^`]+)`/g, '<code>$1</code>');

const cells = (row: string) =>
  row
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));

const css = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;line-height:1.5;color:#1d2433;background:#fff}
main{box-sizing:border-box;max-width:72rem;margin:0 auto;padding:1rem}
a{color:#1f4f9c}
a:focus-visible{outline:3px solid #1f5fbf;outline-offset:2px}
.table{overflow-x:auto}
.table:focus-visible{outline:3px solid #1f5fbf}
table{border-collapse:collapse;width:100%}
th,td{border:1px solid #6b7385;padding:.5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}
code{overflow-wrap:anywhere}
`.trim();

/**
 * The report as a page a buyer opens in any browser: the markdown that scripts/acr/generate.mjs writes (headings, a
 * list, tables, paragraphs), turned into HTML line by line. Every text is escaped; wide tables scroll inside a
 * labelled, focusable region.
 */
export function conformanceReportPage(markdown: string = conformanceReportMarkdown()): string {
  const out: string[] = [];
  const lines = markdown.split('\n');
  let title = 'Accessibility Conformance Report';
  let heading = '';
  for (let i = 0; i < lines.length; i += 1) {
    const current = lines[i]!;
    if (current.startsWith('# ')) {
      title = current.slice(2);
      out.push(`<h1>${inline(title)}</h1>`);
    } else if (current.startsWith('## ')) {
      heading = current.slice(3);
      out.push(`<h2>${inline(heading)}</h2>`);
    } else if (current.startsWith('- ')) {
      const items: string[] = [];
      while (i < lines.length && lines[i]!.startsWith('- ')) {
        let item = lines[i]!.slice(2);
        while (i + 1 < lines.length && lines[i + 1]!.startsWith('  ')) item += ` ${lines[(i += 1)]!.trim()}`;
        items.push(`<li>${inline(item)}</li>`);
        i += 1;
      }
      i -= 1;
      out.push(`<ul>${items.join('')}</ul>`);
    } else if (current.startsWith('| ')) {
      const rows: string[][] = [];
      while (i < lines.length && lines[i]!.startsWith('|')) {
        if (!/^\|[\s|-]+\|$/.test(lines[i]!)) rows.push(cells(lines[i]!));
        i += 1;
      }
      i -= 1;
      const [head, ...body] = rows;
      out.push(
        `<div class="table" role="region" aria-label="${escapeHtml(heading)}" tabindex="0"><table><thead><tr>${head!
          .map((cell) => `<th scope="col">${inline(cell)}</th>`)
          .join('')}</tr></thead><tbody>${body
          .map(
            (row) =>
              `<tr>${row.map((cell, n) => (n === 0 ? `<th scope="row">${inline(cell)}</th>` : `<td>${inline(cell)}</td>`)).join('')}</tr>`,
          )
          .join('')}</tbody></table></div>`,
      );
    } else if (current.trim() !== '') {
      let paragraph = current;
      while (i + 1 < lines.length && lines[i + 1]!.trim() !== '' && !/^[#|-]/.test(lines[i + 1]!))
        paragraph += ` ${lines[(i += 1)]!.trim()}`;
      out.push(`<p>${inline(paragraph)}</p>`);
    }
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${css}</style>
</head>
<body>
<main>
<p><a href="/accessibility">Back to Accessibility</a></p>
${out.join('\n')}
</main>
</body>
</html>
`;
}
