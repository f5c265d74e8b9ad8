import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { MenuContentCard } from '@shelfmark/api-client/schemas';
import { MenuLink } from '../menu/MenuLink';
import { MenuCards } from './MenuCards';
import type { MenuItem } from '../menu/menuItem';
import { focusablesIn, moveFocus } from './focusables';

export interface MegaMenuProps {
  /** The menu entries, each with its sub-menus. */
  items: MenuItem[];
  /** The navigation landmark's name. */
  label: string;
  /** Read after links that open a new window. */
  newWindowText?: string;
  /** The menu's content cards, shown in every open panel below its columns. @default [] */
  cards?: MenuContentCard[];
}

const keyOf = (item: MenuItem, i: number) => `${i}|${item.href ?? ''}|${item.displayText}`;

/**
 * The desktop mega menu (HDR-01), a disclosure navigation: an entry with children is a button that opens its
 * panel of columns. Left/Right move between entries, Down opens a panel and enters it, Up/Down move inside,
 * Escape closes it and returns focus to its button; leaving the menu closes it.
 */
export function MegaMenu({ items, label, newWindowText, cards = [] }: MegaMenuProps) {
  const id = useId();
  const [open, setOpen] = useState<number | null>(null);
  const nav = useRef<HTMLElement>(null);
  const triggers = () => [...(nav.current?.querySelectorAll<HTMLElement>('.sm-mega__top') ?? [])];
  const panel = (i: number) => document.getElementById(`${id}-panel-${i}`);

  function onTopKeyDown(event: KeyboardEvent<HTMLElement>, i: number, hasPanel: boolean) {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft' || event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      moveFocus(triggers(), event.key);
    } else if (event.key === 'ArrowDown' && hasPanel) {
      event.preventDefault();
      setOpen(i);
      requestAnimationFrame(() => focusablesIn(panel(i))[0]?.focus());
    }
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLElement>, i: number) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp' || event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      moveFocus(focusablesIn(panel(i)), event.key);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || open === null) return;
    event.preventDefault();
    const index = open;
    setOpen(null);
    triggers()[index]?.focus();
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!nav.current?.contains(event.relatedTarget as Node | null)) setOpen(null);
  }

  return (
    <nav ref={nav} className="sm-header-nav sm-mega" aria-label={label} onKeyDown={onKeyDown} onBlur={onBlur}>
      <ul className="sm-header-nav__list">
        {items.map((item, i) => {
          const children = item.childMenuItems ?? [];
          if (children.length === 0) {
            return (
              <li key={keyOf(item, i)}>
                <span onKeyDown={(e) => onTopKeyDown(e, i, false)}>
                  <MenuLink className="sm-header-nav__link sm-mega__top" item={item} newWindowText={newWindowText} />
                </span>
              </li>
            );
          }
          const isOpen = open === i;
          return (
            <li key={keyOf(item, i)} className="sm-mega__entry">
              <button
                type="button"
                className="sm-header-nav__link sm-mega__top sm-mega__trigger"
                aria-expanded={isOpen}
                aria-controls={`${id}-panel-${i}`}
                onClick={() => setOpen(isOpen ? null : i)}
                onKeyDown={(e) => onTopKeyDown(e, i, true)}
              >
                {item.displayText}
                <span className="sm-mega__chevron" aria-hidden="true" />
              </button>
              <div
                id={`${id}-panel-${i}`}
                className="sm-mega__panel"
                hidden={!isOpen}
                onKeyDown={(e) => onPanelKeyDown(e, i)}
              >
                {item.href && item.href !== '#' && (
                  <p className="sm-mega__overview">
                    <MenuLink
                      className="sm-mega__link"
                      item={{ ...item, displayText: item.displayText }}
                      newWindowText={newWindowText}
                    />
                  </p>
                )}
                <ul className="sm-mega__columns">
                  {children.map((child, j) => (
                    <li key={keyOf(child, j)} className="sm-mega__column">
                      {child.childMenuItems?.length ? (
                        <>
                          <p className="sm-mega__section">{child.sectionTitle ?? child.displayText}</p>
                          <ul className="sm-mega__links">
                            {child.childMenuItems.map((leaf, k) => (
                              <li key={keyOf(leaf, k)}>
                                <MenuLink className="sm-mega__link" item={leaf} newWindowText={newWindowText} />
                              </li>
                            ))}
                          </ul>
                        </>
                      ) : (
                        <MenuLink className="sm-mega__link" item={child} newWindowText={newWindowText} />
                      )}
                    </li>
                  ))}
                </ul>
                <MenuCards cards={cards} newWindowText={newWindowText} />
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
