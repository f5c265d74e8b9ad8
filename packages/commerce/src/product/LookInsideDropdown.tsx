import { DropdownMenu } from 'radix-ui';
import type { Product } from '@shelfmark/api-client';

/** The Look Inside menu itself (Radix dropdown); LookInsideMenu loads it on demand. */
export function LookInsideDropdown({ items, label }: { items: NonNullable<Product['lookInside']>; label: string }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="sm-button sm-look-inside__trigger">{label}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="sm-menu" align="start" sideOffset={4}>
          {items.map((item) => (
            <DropdownMenu.Item key={item.url} asChild className="sm-menu__item">
              <a href={item.url} target="_blank" rel="noopener noreferrer">
                {item.title}
              </a>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
