import type { ContentButton } from '@shelfmark/api-client';
import { useId, type CSSProperties } from 'react';
import { BlockButtons } from '../shared/BlockButton';
import { BlockHeading, type HeadingLevel } from '../shared/BlockHeading';

export interface StandingOrderPlansProps {
  /** The block's heading; none when empty. */
  heading?: string | null;
  /** Level of the block's heading; the headings inside it follow on from it. @default 3 */
  headingLevel?: HeadingLevel;
  /** The card before the plans: optional title, description and colours. */
  leftCard: { title?: string | null; description: string; fontColor?: string | null; backgroundColor?: string | null };
  /** The plans, one column each (up to four). */
  tiers: { title: string; description: string }[];
  /** Calls to action under the plans. @default [] */
  buttons?: ContentButton[];
}

/** The tier grid's columns (spec 002 §9): 1 for one tier, otherwise 2, up to 4 on wide screens. */
export function tierColumns(tierCount: number): number {
  return tierCount <= 1 ? 1 : Math.min(4, tierCount);
}

/** Standing-order plans (BLK-07): an introduction card beside a grid of plan tiers and buttons. */
export function StandingOrderPlans({
  heading,
  headingLevel = 3,
  leftCard,
  tiers,
  buttons = [],
}: StandingOrderPlansProps) {
  const id = useId();
  const tierLevel = Math.min(6, headingLevel + 1) as HeadingLevel;
  return (
    <section className="sm-plans" aria-labelledby={heading ? id : undefined}>
      {heading && (
        <BlockHeading level={headingLevel} className="sm-block__title" id={id}>
          {heading}
        </BlockHeading>
      )}
      <div className="sm-plans__layout">
        <div
          className="sm-plans__intro"
          style={
            {
              '--sm-card-fg': leftCard.fontColor ?? undefined,
              '--sm-card-bg': leftCard.backgroundColor ?? undefined,
            } as CSSProperties
          }
        >
          {leftCard.title && (
            <BlockHeading level={tierLevel} className="sm-card__title">
              {leftCard.title}
            </BlockHeading>
          )}
          <p>{leftCard.description}</p>
        </div>
        <div className="sm-plans__tiers">
          <ul className="sm-plans__grid" data-columns={tierColumns(tiers.length)}>
            {tiers.map((tier, i) => (
              <li key={`${i}-${tier.title}`} className="sm-card">
                <BlockHeading level={tierLevel} className="sm-card__title">
                  {tier.title}
                </BlockHeading>
                <p className="sm-card__text">{tier.description}</p>
              </li>
            ))}
          </ul>
          <BlockButtons buttons={buttons} />
        </div>
      </div>
    </section>
  );
}
