import { PRODUCT, PRODUCT_TITLE, SECOND_BRAND, type Brand } from '@shelfmark/api-client';
import { formatLabel, resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { BrandLogo } from '../header/BrandLogo';
import { MenuLink } from '../menu/MenuLink';
import type { MenuItem } from '../menu/menuItem';
import { useSiteNavigation } from '@shelfmark/forms/site';
import { siteFooterLabels } from './siteFooter.labels';
import { SocialIcon } from './SocialIcon';

export interface SiteFooterProps {
  /** The storefront brand (logo and colours). @default 'shelfmark' */
  brand?: Brand;
  /** The brand's display name. @default 'Shelfmark' or 'Thorndike Press' */
  brandName?: string;
  /** Main menu: one column per entry with a sectionTitle and childMenuItems. @default [] */
  mainMenu?: MenuItem[];
  /** Legal links (privacy, terms, accessibility). @default [] */
  legalMenu?: MenuItem[];
  /** Social links; `socialIcon` names the network. @default [] */
  socialMenu?: MenuItem[];
  /** A page flagged reduced header/footer hides the main and social menus (FTR-01). @default false */
  isReduced?: boolean;
  /** The home route the logo links to. @default '/' */
  homeHref?: string;
  /** Editable texts. */
  labels?: LabelOverrides<typeof siteFooterLabels>;
}

function keyOf(item: MenuItem): string {
  return `${item.href ?? ''}|${item.displayText}|${item.sectionTitle ?? ''}`;
}

/** The site footer (FTR-01): main menu columns (3, or 4 with four or more sections), social and legal menus. */
export function SiteFooter({
  brand = PRODUCT,
  brandName,
  mainMenu = [],
  legalMenu = [],
  socialMenu = [],
  isReduced = false,
  homeHref = '/',
  labels,
}: SiteFooterProps) {
  const text = resolveLabels(siteFooterLabels, labels);
  const { Link } = useSiteNavigation();
  const name = brandName ?? (brand === SECOND_BRAND ? 'Thorndike Press' : PRODUCT_TITLE);
  const showMain = !isReduced && mainMenu.length > 0;
  const showSocial = !isReduced && socialMenu.length > 0;

  return (
    <footer className="sm-footer" data-brand={brand} data-reduced={isReduced || undefined}>
      <div className="sm-footer__inner">
        <div className="sm-footer__brand">
          <Link
            className="sm-footer__logo"
            href={homeHref}
            aria-label={formatLabel(text.logoLink, { brandName: name })}
            data-logo-size={brand === SECOND_BRAND ? '290x39' : '137x40'}
          >
            <BrandLogo brand={brand} brandName={name} />
          </Link>
          {showSocial && (
            <nav className="sm-footer-social" aria-label={text.socialNav}>
              <ul className="sm-footer-social__list">
                {socialMenu.map((item) => (
                  <li key={keyOf(item)}>
                    <MenuLink className="sm-footer-social__link" item={item} newWindowText={text.newWindow}>
                      <SocialIcon name={item.socialIcon} />
                      <span className="sm-visually-hidden">{item.displayText}</span>
                    </MenuLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
        {showMain && (
          <nav className="sm-footer-main" aria-label={text.mainNav} data-columns={mainMenu.length >= 4 ? 4 : 3}>
            {mainMenu.map((section) => (
              <div className="sm-footer-main__column" key={keyOf(section)}>
                <h2 className="sm-footer-main__title">{section.sectionTitle ?? section.displayText}</h2>
                <ul className="sm-footer-main__list">
                  {(section.childMenuItems ?? []).map((item) => (
                    <li key={keyOf(item)}>
                      <MenuLink className="sm-footer__link" item={item} newWindowText={text.newWindow} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        )}
      </div>
      <div className="sm-footer__legal">
        {legalMenu.length > 0 && (
          <nav aria-label={text.legalNav}>
            <ul className="sm-footer-legal__list">
              {legalMenu.map((item) => (
                <li key={keyOf(item)}>
                  <MenuLink className="sm-footer__link" item={item} newWindowText={text.newWindow} />
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className="sm-footer__copyright">{formatLabel(text.copyright, { brandName: name })}</p>
      </div>
    </footer>
  );
}
