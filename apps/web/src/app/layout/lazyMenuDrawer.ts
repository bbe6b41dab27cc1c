// The compact layouts' menu drawer (MenuDrawer.tsx) as a lazy component, for the header and the signed-in sidebar.
import { lazy } from 'react';

export const loadMenuDrawer = () => import('./MenuDrawer');
export const LazyMenuDrawer = lazy(() => loadMenuDrawer().then((m) => ({ default: m.MenuDrawer })));
