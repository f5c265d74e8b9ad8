import { contractSchema, documentBlock } from '../../registry/documentBlock';
import { StandingOrderPlans } from './StandingOrderPlans';

export const StandingOrderPlansBlock = documentBlock(contractSchema('Standing Order Plans'), ({ document: d }) => (
  <StandingOrderPlans
    heading={d.heading}
    headingLevel={d.headingLevel as 3}
    leftCard={d.leftCard}
    tiers={d.rightCard.tiers}
    buttons={d.rightCard.buttons}
  />
));
