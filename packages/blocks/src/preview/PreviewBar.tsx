import { resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { previewBarLabels } from './previewBar.labels';

export interface PreviewBarProps {
  /** Where Exit goes (a full-page address that ends preview, e.g. `api.content.exitPreviewUrl(currentPath)`). */
  exitHref: string;
  /** Editable texts. */
  labels?: LabelOverrides<typeof previewBarLabels>;
}

/**
 * The bar an editor sees on every page while preview is on (CMS-01): says the page is the draft, and offers Exit — a
 * plain link, so it works before scripts run. A landmark of its own, above the site header.
 */
export function PreviewBar({ exitHref, labels }: PreviewBarProps) {
  const text = resolveLabels(previewBarLabels, labels);
  return (
    <section className="sm-preview-bar" aria-label={text.region}>
      <p className="sm-preview-bar__text">
        <strong className="sm-preview-bar__title">{text.title}</strong> {text.description}
      </p>
      <a className="sm-preview-bar__exit" href={exitHref}>
        {text.exit}
      </a>
    </section>
  );
}
