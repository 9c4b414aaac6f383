import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { appLinkHref } from '~/lib/app-link';

/**
 * A click handler for an element that holds plain HTML links (the layout's main element: rich text and search results):
 * a click on a link to one of the site's pages opens it in the app, as a <Link> would; every other click, and one a
 * <Link> has already handled, is left to the browser (`appLinkHref`).
 */
export function useOpenInApp(): (event: MouseEvent) => void {
  const navigate = useNavigate();
  return (event) => {
    const href = appLinkHref(event);
    if (href === undefined) return;
    event.preventDefault();
    void navigate(href);
  };
}
