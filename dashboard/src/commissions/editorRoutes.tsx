import type { RouteObject } from 'react-router-dom';

/** The steps editor's screens of variable commissions: indicators, variable commissions and functions. */
export const commissionsEditorRoutes: RouteObject[] = [];
