import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { resolveLabels, type LabelOverrides } from '@shelfmark/forms';
import { drawerLabels, type DrawerLabels } from './drawer.labels';

export interface DrawerProps {
  /** Whether the drawer is shown. */
  open: boolean;
  /** Called with false when the user closes it (× button, Escape, a tap outside, a footer button wrapped in `Drawer.Close`). */
  onOpenChange: (open: boolean) => void;
  /** The drawer's heading; names it for assistive technology. */
  title: ReactNode;
  /** The button that opens it (focus returns to it on close); leave out to open it by code. */
  trigger?: ReactNode;
  /** What it holds (scrolls on its own when taller than the screen). */
  children: ReactNode;
  /** Buttons kept in view under the content (Apply, Clear); a `Dialog.Close` of radix-ui among them closes the drawer. */
  footer?: ReactNode;
  /** The edge it slides from. @default 'left' */
  side?: 'left' | 'right';
  /** Texts; defaults in English. */
  labels?: LabelOverrides<DrawerLabels>;
}

/**
 * A side panel over the page, for filters on phones: a Radix Dialog — focus moves in and is trapped,
 * Escape or a tap outside closes it, focus returns to what opened it — full height, at most 400px wide, with a
 * heading, a × close button, content that scrolls and a footer that stays in view.
 */
export function Drawer({ open, onOpenChange, title, trigger, children, footer, side = 'left', labels }: DrawerProps) {
  const text = resolveLabels(drawerLabels, labels);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="sm-drawer__overlay" />
        <Dialog.Content className={`sm-drawer sm-drawer--${side}`} aria-describedby={undefined}>
          <div className="sm-drawer__header">
            <Dialog.Title className="sm-drawer__title">{title}</Dialog.Title>
            <Dialog.Close className="sm-drawer__close" aria-label={text.close}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <div className="sm-drawer__body">{children}</div>
          {footer ? <div className="sm-drawer__footer">{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export interface DrawerToggleProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** The button's text, e.g. "Filters". */
  label: string;
  /** How many filters are on: shown beside the label when above 0. */
  count: number;
  /** The count in words for assistive technology, e.g. "2 filters applied". */
  countLabel: string;
}

/** The button that opens a filters drawer (a `trigger`): its label and, when filters are on, their number. */
export function DrawerToggle({ label, count, countLabel, className, ...button }: DrawerToggleProps) {
  return (
    <button type="button" {...button} className={['sm-button sm-drawer-toggle', className].filter(Boolean).join(' ')}>
      {label}
      {count > 0 ? (
        <>
          {' '}
          <span className="sm-drawer-toggle__count">
            <span aria-hidden="true">{count}</span>
            <span className="sm-visually-hidden">{countLabel}</span>
          </span>
        </>
      ) : null}
    </button>
  );
}

/** A footer button that closes the drawer (Apply): Radix's Dialog.Close, for the package's own widgets. */
export const DrawerClose = Dialog.Close;
