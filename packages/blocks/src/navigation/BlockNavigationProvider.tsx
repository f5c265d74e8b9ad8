import {
  createContext,
  useContext,
  useMemo,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/** Props every link component receives: an anchor's attributes with a required `href`. */
export interface BlockLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

export interface BlockNavigation {
  /** Renders links to pages of the storefront (the host app passes its router's link). */
  Link: ComponentType<BlockLinkProps>;
  /** Moves to another page of the storefront (the host app passes its router's navigate). */
  navigate: (href: string) => void;
}

function AnchorLink(props: BlockLinkProps) {
  return <a {...props} />;
}

/** Without a provider, links are plain anchors and navigation is a full page load. */
const defaultNavigation: BlockNavigation = {
  Link: AnchorLink,
  navigate: (href) => window.location.assign(href),
};

const BlockNavigationContext = createContext<BlockNavigation>(defaultNavigation);

export interface BlockNavigationProviderProps {
  /** The host app's link component for in-app links. @default a plain `<a>` */
  link?: ComponentType<BlockLinkProps>;
  /** The host app's navigate function. @default `window.location.assign` */
  navigate?: (href: string) => void;
  children?: ReactNode;
}

/**
 * Lets blocks link and navigate through the host app's router without importing one: blocks stay
 * router-agnostic, the host app passes an adapter once.
 */
export function BlockNavigationProvider({ link, navigate, children }: BlockNavigationProviderProps) {
  const value = useMemo<BlockNavigation>(
    () => ({ Link: link ?? defaultNavigation.Link, navigate: navigate ?? defaultNavigation.navigate }),
    [link, navigate],
  );
  return <BlockNavigationContext.Provider value={value}>{children}</BlockNavigationContext.Provider>;
}

/** The link component and navigate function blocks use; plain anchors without a provider. */
export function useBlockNavigation(): BlockNavigation {
  return useContext(BlockNavigationContext);
}
