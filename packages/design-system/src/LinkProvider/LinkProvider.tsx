import { type ComponentPropsWithRef, createContext, type ReactNode, useContext } from 'react';

/** Props every link component receives: those of an `<a>` element, with `href` required. */
export type LinkComponentProps = ComponentPropsWithRef<'a'> & { href: string };

/** Renders the links of the design system (e.g. a router link for in-app addresses). */
export type LinkComponent = (props: LinkComponentProps) => ReactNode;

function PlainLink(props: LinkComponentProps) {
  return <a {...props} />;
}

const LinkComponentContext = createContext<LinkComponent>(PlainLink);

export interface LinkProviderProps {
  /** The component that renders links; it must pass every prop (including ref) to an `<a>`. */
  linkComponent: LinkComponent;
  /** The part of the interface whose links it renders. */
  children: ReactNode;
}

/**
 * Lets the app route the design system's links (Button with `href`, ...) through its
 * router without the design system knowing the router. Without it, links are plain `<a>`.
 */
export function LinkProvider({ linkComponent, children }: LinkProviderProps) {
  return <LinkComponentContext value={linkComponent}>{children}</LinkComponentContext>;
}

/** The link component of the nearest LinkProvider, or a plain `<a>`. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkComponentContext);
}
