/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * The shell of the pages the server writes itself (sign-in, the staff pages): one inline stylesheet, allowed by its
 * hash in the page's policy, no script, and never indexed. `title` is text; `body` is markup its caller escaped.
 */
export function htmlPage({ title, css, body }: { title: string; css: string; body: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${css}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}
