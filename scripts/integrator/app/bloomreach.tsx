// packages/blocks/README.md, "Bloomreach": the drop-in for @bloomreach/react-sdk's BrPage, type-checked by
// scripts/integrator/check.mjs in the fresh app (with app/react-sdk-jsx.d.ts, as the README says).
import { BrManageContentButton, BrPage } from '@bloomreach/react-sdk';
import type { Configuration } from '@bloomreach/spa-sdk';
import { bloomreachMapping } from '@shelfmark/blocks/bloomreach';

// Add registry: mergeRegistries(contentRegistry, commerceRegistry) for the commerce widgets too.
const mapping = bloomreachMapping({ manageContentButton: BrManageContentButton });

const httpClient: Configuration['httpClient'] = async ({ url, method, headers, data }) => {
  const response = await fetch(url, {
    method,
    headers: headers as Record<string, string>,
    body: data,
    credentials: 'include',
  });
  return { data: await response.json() };
};

export function CmsPage({ path }: { path: string }) {
  const configuration = {
    endpoint: 'https://cms.example.org/delivery/site/v1/channels/shelfmark/pages',
    path,
    httpClient,
  };
  return <BrPage configuration={configuration} mapping={mapping} />;
}
