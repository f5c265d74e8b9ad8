import type { ContentImage } from '@shelfmark/api-client';
import { BlockImage } from '../shared/BlockImage';

export interface BlockQuoteProps {
  /** The quotation. */
  firstQuote: string;
  /** Who said it, under the quotation. */
  firstAuthor?: string | null;
  /** An optional second quotation, beside the first. */
  secondQuote?: string | null;
  /** Who said the second one. */
  secondAuthor?: string | null;
  /** A picture beside the quotations (address and alt text). */
  image?: ContentImage | undefined;
}

function Quote({ quote, author }: { quote: string; author?: string | null | undefined }) {
  return (
    <figure className="sm-block-quote__figure">
      <blockquote className="sm-block-quote__quote">
        <p>{quote}</p>
      </blockquote>
      {author && <figcaption className="sm-block-quote__author">— {author}</figcaption>}
    </figure>
  );
}

/** Block quote (BLK-05): one or two quotes with their authors and an optional image. */
export function BlockQuote({ firstQuote, firstAuthor, secondQuote, secondAuthor, image }: BlockQuoteProps) {
  return (
    <div className="sm-block-quote" data-count={secondQuote ? 2 : 1}>
      {image && <BlockImage image={image} className="sm-block-quote__image" width={160} height={160} />}
      <Quote quote={firstQuote} author={firstAuthor} />
      {secondQuote && <Quote quote={secondQuote} author={secondAuthor} />}
    </div>
  );
}
