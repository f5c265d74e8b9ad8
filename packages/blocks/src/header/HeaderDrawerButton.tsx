import type { ReactNode } from 'react';
import type { UseHeaderDrawerResult } from './useHeaderDrawer';

interface HeaderDrawerButtonProps {
  /** The header's drawer (useHeaderDrawer). */
  drawer: UseHeaderDrawerResult;
  /** The drawer content this button opens and closes. */
  kind: 'search' | 'menu';
  /** The id of the drawer panel. */
  controls: string;
  icon: ReactNode;
  /** The button's name (visually hidden). */
  label: string;
}

/** One of the mobile top bar's buttons (HDR-01): toggles the drawer on its content, says whether it is open. */
export function HeaderDrawerButton({ drawer, kind, controls, icon, label }: HeaderDrawerButtonProps) {
  return (
    <button
      ref={drawer.buttonRefs[kind]}
      type="button"
      className="sm-header__mobile-button"
      aria-expanded={drawer.state === kind}
      aria-controls={controls}
      onClick={() => drawer.toggle(kind)}
    >
      {icon}
      <span className="sm-visually-hidden">{label}</span>
    </button>
  );
}
