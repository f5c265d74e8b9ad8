import type { ContentButton } from '@shelfmark/api-client';
import { isInternalHref } from '../../menu/menuItem';
import { useSiteNavigation } from '@shelfmark/forms/site';

export interface BlockButtonProps {
  /** The CMS button (label, url, variant, size, shape, colour, full width, inverse, new window). */
  button: ContentButton;
  /** Read after the label when the link opens a new window. @default '(opens in a new window)' */
  newWindowText?: string;
}

/** A CMS button: a link styled by its variant, size and shape; in-app paths go through the host app's router. */
export function BlockButton({ button, newWindowText = '(opens in a new window)' }: BlockButtonProps) {
  const { Link } = useSiteNavigation();
  const className = [
    'sm-block-button',
    `sm-block-button--${button.variant ?? 'primary'}`,
    button.size ? `sm-block-button--${button.size}` : '',
    button.shape ? `sm-block-button--${button.shape}` : '',
    button.isFullWidth ? 'sm-block-button--full' : '',
    button.isInverse ? 'sm-block-button--inverse' : '',
  ]
    .filter(Boolean)
    .join(' ');
  if (button.isNewWindow) {
    return (
      <a className={className} href={button.url} target="_blank" rel="noopener noreferrer">
        {button.label} <span className="sm-visually-hidden">{newWindowText}</span>
      </a>
    );
  }
  if (isInternalHref(button.url))
    return (
      <Link className={className} href={button.url}>
        {button.label}
      </Link>
    );
  return (
    <a className={className} href={button.url}>
      {button.label}
    </a>
  );
}

/** A row of CMS buttons. */
export function BlockButtons({ buttons, newWindowText }: { buttons: ContentButton[]; newWindowText?: string }) {
  if (buttons.length === 0) return null;
  return (
    <div className="sm-block-buttons">
      {buttons.map((button) => (
        <BlockButton
          key={`${button.url}|${button.label}`}
          button={button}
          {...(newWindowText ? { newWindowText } : {})}
        />
      ))}
    </div>
  );
}
