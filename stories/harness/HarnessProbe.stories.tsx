/**
 * Pipeline proof for the Storybook harness (decorator, axe, visual check). Delete once the UI
 * packages' own stories exist.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { sessionQueries, useApiClient } from '@shelfmark/api-client/react';
import { useSiteConfig } from '@shelfmark/commerce';

function HarnessProbe() {
  const api = useApiClient();
  const site = useSiteConfig();
  const session = useQuery(sessionQueries.current(api));
  return (
    <main>
      <h1>Harness probe</h1>
      <p>Brand: {site.brand}</p>
      <p role="status">
        {session.isPending ? 'Loading session…' : session.data?.user ? `Signed in as ${session.data.user.uid}` : 'Nobody is signed in'}
      </p>
      <Link to={site.routes.cart}>Cart</Link>
    </main>
  );
}

const meta = {
  title: 'Harness/Probe',
  component: HarnessProbe,
} satisfies Meta<typeof HarnessProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};

export const SecondBrand: Story = { parameters: { shelfmark: { site: 'thorndike' } } };
