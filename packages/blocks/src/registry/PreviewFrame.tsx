import { formatLabel } from '@shelfmark/forms';
import type { ReactNode } from 'react';
import { buildEditUrl } from '../preview/editUrl';
import type { ContentRenderOptions } from './contentRenderContext';
import type { ContentComponent } from './pageDocument';

/**
 * A block in preview (CMS-01): a bar above it holds the edit button, so the button never covers the block's own
 * controls. With an edit URL template the button is a link that opens the component in the CMS in a new tab;
 * without one it reports the component through `onEdit`.
 */
export function PreviewFrame({
  component,
  options,
  children,
}: {
  component: ContentComponent;
  options: ContentRenderOptions;
  children: ReactNode;
}) {
  const { text, onEdit, editUrlTemplate } = options;
  const label = formatLabel(text.edit, { component: component.type });
  const href = buildEditUrl(editUrlTemplate, component);
  return (
    <div className="sm-content-preview" data-component={component.type}>
      <div className="sm-content-preview__bar">
        {href ? (
          <a
            className="sm-content-preview__edit"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => onEdit?.(component)}
          >
            {label} <span className="sm-visually-hidden">{text.opensInNewTab}</span>
          </a>
        ) : (
          <button type="button" className="sm-content-preview__edit" onClick={() => onEdit?.(component)}>
            {label}
          </button>
        )}
      </div>
      {children}
    </div>
  );
}
