import type { ContentButton, ContentImage } from '@shelfmark/api-client';
import { useId, type CSSProperties } from 'react';
import type { HeadingLevel } from '../shared/BlockHeading';
import { BlockImage } from '../shared/BlockImage';
import { HeroText } from '../shared/HeroText';

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
  /** The text's colour over the background (a CSS colour); the theme's when empty. */
  textColor?: string | null;
}

/** Hero banner (BLK-01): heading, subheading, description and buttons, with an optional image. */
export function HeroBanner({
  heading,
  subheading,
  description,
  image,
  buttons = [],
  headingLevel = 2,
  backgroundColor,
  textColor,
}: HeroBannerProps) {
  const id = useId();
  const style = {
    '--sm-banner-bg': backgroundColor ?? undefined,
    '--sm-banner-fg': textColor ?? undefined,
  } as CSSProperties;
  return (
    <section className="sm-hero" aria-labelledby={id} style={style} data-has-image={image ? true : undefined}>
      <HeroText
        id={id}
        heading={heading}
        subheading={subheading}
        description={description}
        buttons={buttons}
        headingLevel={headingLevel}
      />
      {image && <BlockImage className="sm-hero__image" image={image} loading="eager" />}
    </section>
  );
}
