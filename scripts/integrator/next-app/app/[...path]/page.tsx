// packages/blocks/README.md, "Next.js App Router": a CMS page document rendered by a server component.
import { notFound } from 'next/navigation';
import { PageRenderer } from '@shelfmark/blocks/server';
import { api } from '../api';

export default async function ContentPage({ params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const page = await api.content.page({ path: `/${path.join('/')}` }).catch(() => null);
  if (!page) notFound();
  return <PageRenderer page={page} />;
}
