/** The map's colours for region and site types (map markers and the legend agree); their names are labels (play.regionType, play.siteType). */
export const REGION_COLORS: Record<string, string> = { w: '#8fbf73', s: '#b39ad1', d: '#e07a66', b: '#d9b56a', f: '#7fcfae', c: '#76ace0' };
export const SITE_COLORS: Record<string, string> = { H: '#f3d27a', F: '#a4dc9f', B: '#e0c27f', R: '#d2ae8a', S: '#b9a2da', D: '#ee7f6a' };
