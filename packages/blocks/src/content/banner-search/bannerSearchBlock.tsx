import { contractSchema, documentBlock } from '../../registry/documentBlock';
import { BannerSearch } from './BannerSearch';

export const BannerSearchBlock = documentBlock(contractSchema('Banner Search'), ({ document: d }) => (
  <BannerSearch
    searchUrl={d.searchUrl}
    heading={d.heading}
    description={d.description}
    labels={{ placeholder: d.placeholder ?? null, submit: d.buttonLabel ?? null }}
  />
));
