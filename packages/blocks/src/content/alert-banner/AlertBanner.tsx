import { focusableAfter, focusFirst, headingOf, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { useEffect, useRef, useState } from 'react';
import { RichText } from '../../rich-text/RichText';
import { alertBannerLabels } from './alertBanner.labels';

export interface AlertBannerProps {
  /** Plain text of the alert. */
  text?: string | null;
  /** Rich text of the alert (sanitised); used when there is no plain text. */
  html?: string | null;
  /** The alert's colour and icon. @default 'info' */
  variant?: 'info' | 'success' | 'warning' | 'danger';
  /** Shows a dismiss button. @default true */
  isDismissible?: boolean;
  /** Called once the visitor dismisses the banner. */
  onDismiss?: () => void;
  /** Texts, each overridable; defaults from the spec (`alertBannerLabels`). */
  labels?: LabelOverrides<typeof alertBannerLabels>;
}

/** Alert banner (BLK-01): shown only when it has content, until the visitor dismisses it. */
export function AlertBanner({
  text,
  html,
  variant = 'info',
  isDismissible = true,
  onDismiss,
  labels,
}: AlertBannerProps) {
  const t = resolveLabels(alertBannerLabels, labels);
  const [isDismissed, setDismissed] = useState(false);
  const banner = useRef<HTMLDivElement>(null);
  // Dismissing removes the focused button with the banner: focus goes to what followed the banner (the focus
  // policy), found before it leaves, else to the page's heading.
  const successor = useRef<HTMLElement[] | null>(null);
  useEffect(() => {
    if (!isDismissed || !successor.current) return;
    focusFirst(successor.current);
    successor.current = null;
  }, [isDismissed]);
  const hasContent = Boolean(text?.trim() || html?.trim());
  if (!hasContent || isDismissed) return null;
  return (
    // Not a landmark: a page may hold several alerts, and the dismiss button names what it dismisses.
    <div ref={banner} className={`sm-alert-banner sm-alert-banner--${variant}`} data-variant={variant}>
      <div className="sm-alert-banner__content">{text?.trim() ? <p>{text}</p> : <RichText html={html} />}</div>
      {isDismissible && (
        <button
          type="button"
          className="sm-alert-banner__dismiss"
          onClick={(event) => {
            const page = banner.current?.closest('main') ?? banner.current?.ownerDocument.body;
            const next = banner.current ? focusableAfter(banner.current, page ?? undefined) : null;
            const heading = page ? headingOf(page) : null;
            if (banner.current?.contains(event.currentTarget.ownerDocument.activeElement))
              successor.current = [next, heading].filter((element): element is HTMLElement => element !== null);
            setDismissed(true);
            onDismiss?.();
          }}
        >
          <span aria-hidden="true">×</span>
          <span className="sm-visually-hidden">{t.dismiss}</span>
        </button>
      )}
    </div>
  );
}
