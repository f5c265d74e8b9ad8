import type { ContentImage } from '@shelfmark/api-client';
import { BlockImage } from '../shared/BlockImage';

export interface BlockQuoteProps {
  firstQuote: string;
  firstAuthor?: string | null;
  secondQuote?: string | null;
  secondAuthor?: string | null;
  image?: ContentImage | undefined;
}

function Quote({ quote, author }: { quote: string; author?: string | null | undefined }) {
  return (
    <figure className="sm-block-quote__figure">
      <blockquote className="sm-block-quote__quote"><p>{quote}</p></blockquote>
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
