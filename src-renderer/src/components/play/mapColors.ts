/** The map's colours and names for region and site types (map markers and the legend agree). */
export const REGION_COLORS: Record<string, string> = { w: '#8fbf73', s: '#b39ad1', d: '#e07a66', b: '#d9b56a', f: '#7fcfae', c: '#76ace0' };
export const REGION_TYPES: Record<string, string> = { w: 'Wilderness', s: 'Shadow-land', d: 'Dark-domain', b: 'Border-land', f: 'Free-domain', c: 'Coastal sea' };
export const SITE_COLORS: Record<string, string> = { H: '#f3d27a', F: '#a4dc9f', B: '#e0c27f', R: '#d2ae8a', S: '#b9a2da', D: '#ee7f6a' };
export const SITE_TYPES: Record<string, string> = { H: 'Haven', F: 'Free-hold', B: 'Border-hold', R: 'Ruins & Lairs', S: 'Shadow-hold', D: 'Dark-hold' };
