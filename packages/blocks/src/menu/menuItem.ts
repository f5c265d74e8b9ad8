/** A menu entry as the CMS sends it (spec 002 §3 "Menu item"). */
export interface MenuItem {
  displayText: string;
  href: string;
  openInNewWindow?: boolean | null;
  /** Name of the social network whose icon the footer shows (facebook, x, linkedin, youtube, instagram…). */
  socialIcon?: string | null;
  childMenuItems?: MenuItem[] | null;
  /** Heading of a footer column or mega-menu section. */
  sectionTitle?: string | null;
}

/** True for a link that stays inside the storefront (a path), so the router can handle it. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
