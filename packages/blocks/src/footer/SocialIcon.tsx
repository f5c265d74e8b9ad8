// Simple monochrome marks drawn inline (no icon font, no request). Unknown networks get a generic link mark.
const paths: Record<string, string> = {
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z',
  x: 'M4 4l16 16M20 4L4 20',
  twitter: 'M4 4l16 16M20 4L4 20',
  linkedin:
    'M5 9h3v11H5zM6.5 4a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5M10 9h3v1.6c.6-1 1.8-1.8 3.5-1.8 3 0 3.5 2 3.5 4.6V20h-3v-6c0-1.4-.3-2.5-1.8-2.5S13 12.7 13 14v6h-3z',
  youtube:
    'M3 7c0-1.5 1-2.5 2.5-2.6C8 4.2 10 4 12 4s4 .2 6.5.4C20 4.5 21 5.5 21 7v10c0 1.5-1 2.5-2.5 2.6-2.5.2-4.5.4-6.5.4s-4-.2-6.5-.4C4 19.5 3 18.5 3 17zM10 9v6l5-3z',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM17.5 6.5h.01',
};
const fallback = 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1';

export function SocialIcon({ name }: { name?: string | null }) {
  const d = paths[(name ?? '').toLowerCase()] ?? fallback;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}
