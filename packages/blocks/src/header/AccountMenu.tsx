import { DropdownMenu } from 'radix-ui';
import { useSiteNavigation } from '@shelfmark/forms/site';
import { UserIcon } from './icons';

export interface AccountMenuLink {
  label: string;
  href: string;
}

export interface AccountMenuProps {
  /** The trigger's accessible name. */
  label: string;
  /** In-app links listed before sign-out (Profile, My Orders…). */
  links: AccountMenuLink[];
  /** The sign-out item's text. */
  signOutLabel: string;
  /** The federated logout address (a full-page navigation). */
  signOutUrl: string;
}

/** The signed-in user's menu: a Radix dropdown (keyboard, focus return, Escape) ending with "Sign out". */
export function AccountMenu({ label, links, signOutLabel, signOutUrl }: AccountMenuProps) {
  const { Link } = useSiteNavigation();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="sm-header-account__trigger">
        <UserIcon />
        <span className="sm-visually-hidden">{label}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="sm-menu" align="end" sideOffset={6}>
          {links.map((link) => (
            <DropdownMenu.Item key={link.href} className="sm-menu__item" asChild>
              <Link href={link.href}>{link.label}</Link>
            </DropdownMenu.Item>
          ))}
          {links.length > 0 && <DropdownMenu.Separator className="sm-menu__separator" />}
          <DropdownMenu.Item className="sm-menu__item" asChild>
            {/* A full-page load: the federated logout ends the provider's session too. */}
            <a href={signOutUrl}>{signOutLabel}</a>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
