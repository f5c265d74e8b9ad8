import { contentBlockSchemas } from '@shelfmark/api-client/schemas';
import { documentBlock } from '../../registry/documentBlock';
import { BannerSearch } from './BannerSearch';

export const BannerSearchBlock = documentBlock(contentBlockSchemas['Banner Search'], ({ document: d }) => (
  <BannerSearch
    searchUrl={d.searchUrl} heading={d.heading} description={d.description}
    labels={{ placeholder: d.placeholder ?? null, submit: d.buttonLabel ?? null }}
  />
));
