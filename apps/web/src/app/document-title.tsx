import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageTitle } from './page-titles';

/** Keeps the browser title on the current screen's name (pages set none of their own). */
export function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
  return null;
}
