/** The map as a graph: regions at their approximate place in Middle-earth, sites around them. */
import type { Alignment, Catalog, RegionTypeCode, SiteTypeCode } from '../engine/types';

export interface MapRegion {
  key: string;
  name: string;
  type: RegionTypeCode;
  x: number;
  y: number;
}

export interface MapSite {
  id: string;
  name: string;
  regionKey: string;
  siteType: SiteTypeCode | null;
  haven: boolean;
  x: number;
  y: number;
}

export interface MapLayout {
  width: number;
  height: number;
  regions: MapRegion[];
  edges: [string, string][];
  sites: MapSite[];
}

export function mapLayout(_catalog: Catalog, _alignments: Alignment[]): MapLayout {
  return { width: 1000, height: 700, regions: [], edges: [], sites: [] };
}
