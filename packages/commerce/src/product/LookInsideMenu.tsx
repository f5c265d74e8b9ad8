import { DropdownMenu } from 'radix-ui';
import type { Product } from '@shelfmark/api-client';

/** "Look Inside" (PDP-01): a menu of the title's sample pages (lookInside title and url), opened in a new tab. */
export function LookInsideMenu({ items, label }: { items: NonNullable<Product['lookInside']>; label: string }) {
  if (items.length === 0) return null;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="sm-button sm-look-inside__trigger">{label}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="sm-menu" align="start" sideOffset={4}>
          {items.map((item) => (
            <DropdownMenu.Item key={item.url} asChild className="sm-menu__item">
              <a href={item.url} target="_blank" rel="noopener noreferrer">{item.title}</a>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
