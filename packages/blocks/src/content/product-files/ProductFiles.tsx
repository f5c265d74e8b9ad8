import { resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { useId, type CSSProperties } from 'react';
import { BlockHeading, type HeadingLevel } from '../shared/BlockHeading';
import { productFilesLabels } from './productFiles.labels';

export interface ProductFile {
  title: string;
  url: string;
  /** The file's kind shown beside the title, e.g. PDF. */
  type?: string | null;
  /** A fuller name for assistive technology. */
  ariaLabel?: string | null;
  isNewWindow?: boolean | undefined;
  color?: string | null;
}

export interface ProductFilesProps {
  /** The block's title, shown as its heading; none when empty. */
  title?: string | null;
  /** The files to download: title, address, type and colour. */
  files: ProductFile[];
  /** Level of the block's heading; the headings inside it follow on from it. @default 2 */
  headingLevel?: HeadingLevel;
  /** Texts, each overridable; defaults from the spec (`productFilesLabels`). */
  labels?: LabelOverrides<typeof productFilesLabels>;
}

/** Product files (BLK-05): downloadable documents, each with its kind. */
export function ProductFiles({ title, files, headingLevel = 2, labels }: ProductFilesProps) {
  const t = resolveLabels(productFilesLabels, labels);
  const id = useId();
  return (
    <section className="sm-product-files" aria-labelledby={title ? id : undefined}>
      {title && (
        <BlockHeading level={headingLevel} className="sm-block__title" id={id}>
          {title}
        </BlockHeading>
      )}
      <ul className="sm-product-files__list">
        {files.map((file, i) => (
          <li key={`${i}-${file.url}`}>
            <a
              className="sm-product-files__link"
              href={file.url}
              style={{ '--sm-file-accent': file.color ?? undefined } as CSSProperties}
              {...(file.isNewWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {file.type && (
                <>
                  <span className="sm-product-files__type">{file.type}</span>{' '}
                </>
              )}
              <span>{file.title}</span>
              {/* The fuller name is read after the visible text, so the name still starts with what is seen (WCAG 2.5.3). */}
              {file.ariaLabel && <span className="sm-visually-hidden">, {file.ariaLabel}</span>}
              {file.isNewWindow && (
                <>
                  {' '}
                  <span className="sm-visually-hidden">{t.newWindow}</span>
                </>
              )}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
