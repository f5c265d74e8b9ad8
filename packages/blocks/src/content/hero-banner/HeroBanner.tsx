import type { ContentButton, ContentImage } from '@shelfmark/api-client';
import { useId, type CSSProperties } from 'react';
import { BlockButtons } from '../shared/BlockButton';
import { BlockHeading, type HeadingLevel } from '../shared/BlockHeading';
import { BlockImage } from '../shared/BlockImage';

export interface HeroBannerProps {
  /** The banner's heading. */
  heading: string;
  /** A line under the heading. */
  subheading?: string | null;
  /** A short paragraph. */
  description?: string | null;
  /** An image beside the text (height 520 at most). */
  image?: ContentImage;
  /** Call-to-action buttons. @default [] */
  buttons?: ContentButton[];
  /** The heading level. @default 2 */
  headingLevel?: HeadingLevel;
  /** Background and text colours chosen by the editor. */
  backgroundColor?: string | null;
  textColor?: string | null;
}

/** Hero banner (BLK-01): heading, subheading, description and buttons, with an optional image. */
export function HeroBanner({ heading, subheading, description, image, buttons = [], headingLevel = 2, backgroundColor, textColor }: HeroBannerProps) {
  const id = useId();
  const style = { '--sm-banner-bg': backgroundColor ?? undefined, '--sm-banner-fg': textColor ?? undefined } as CSSProperties;
  return (
    <section className="sm-hero" aria-labelledby={id} style={style} data-has-image={image ? true : undefined}>
      <div className="sm-hero__text">
        <BlockHeading level={headingLevel} className="sm-hero__heading" id={id}>{heading}</BlockHeading>
        {subheading && <p className="sm-hero__subheading">{subheading}</p>}
        {description && <p className="sm-hero__description">{description}</p>}
        <BlockButtons buttons={buttons} />
      </div>
      {image && <BlockImage className="sm-hero__image" image={image} loading="eager" />}
    </section>
  );
}
