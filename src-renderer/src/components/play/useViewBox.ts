/**
 * Zoom and pan of the map as an SVG viewBox: wheel and +/- zoom about a point, drag and
 * arrow keys pan. `unit` converts screen pixels to map units so markers and labels keep
 * their on-screen size (never below 12 px text) at every zoom.
 */
import { computed, onBeforeUnmount, ref, watch, type Ref } from 'vue';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const MIN_ZOOM = 1; // the whole map
const MAX_ZOOM = 8;

export function useViewBox(size: Ref<{ width: number; height: number }>, el: Ref<SVGSVGElement | null>) {
  const box = ref<Box>({ x: 0, y: 0, w: size.value.width, h: size.value.height });
  const screen = ref({ w: 800, h: 500 });

  watch(size, (s) => (box.value = { x: 0, y: 0, w: s.width, h: s.height }));

  const observer = new ResizeObserver((entries) => {
    const r = entries[0]?.contentRect;
    if (r && r.width > 0 && r.height > 0) screen.value = { w: r.width, h: r.height };
  });
  watch(el, (svg, old) => {
    if (old) observer.unobserve(old);
    if (svg) observer.observe(svg);
  });
  onBeforeUnmount(() => observer.disconnect());

  const viewBox = computed(() => `${round(box.value.x)} ${round(box.value.y)} ${round(box.value.w)} ${round(box.value.h)}`);
  /** Map units per screen pixel (preserveAspectRatio meet: the tighter axis wins). */
  const unit = computed(() => Math.max(box.value.w / screen.value.w, box.value.h / screen.value.h));
  const zoom = computed(() => size.value.width / box.value.w);

  /** Zooms by `factor` keeping the map point (cx, cy) where it is; the centre by default. */
  function zoomBy(factor: number, cx = box.value.x + box.value.w / 2, cy = box.value.y + box.value.h / 2): void {
    const { width, height } = size.value;
    const next = clamp(zoom.value * factor, MIN_ZOOM, MAX_ZOOM);
    const w = width / next;
    const h = height / next;
    const fx = (cx - box.value.x) / box.value.w;
    const fy = (cy - box.value.y) / box.value.h;
    box.value = keepInside({ x: cx - fx * w, y: cy - fy * h, w, h });
  }

  /** Pans by screen pixels. */
  function panBy(dxPx: number, dyPx: number): void {
    const u = unit.value;
    box.value = keepInside({ ...box.value, x: box.value.x + dxPx * u, y: box.value.y + dyPx * u });
  }

  function reset(): void {
    box.value = { x: 0, y: 0, w: size.value.width, h: size.value.height };
  }

  /** Shows the given map rectangle (padded), as close as the zoom limits allow. */
  function fit(b: Box, pad = 60): void {
    const { width, height } = size.value;
    // The map units per pixel that show the rectangle, then the box (of the map's shape) giving them.
    const u = Math.max((b.w + 2 * pad) / screen.value.w, (b.h + 2 * pad) / screen.value.h);
    const fw = clamp(Math.min(u * screen.value.w, (u * screen.value.h * width) / height), width / MAX_ZOOM, width);
    const fh = (fw / width) * height;
    const cx = b.x + b.w / 2;
    const cy = b.y + b.h / 2;
    box.value = keepInside({ x: cx - fw / 2, y: cy - fh / 2, w: fw, h: fh });
  }

  /** Screen point → map point (for zooming about the pointer). */
  function toMap(clientX: number, clientY: number): { x: number; y: number } {
    const svg = el.value;
    if (!svg) return { x: box.value.x, y: box.value.y };
    const r = svg.getBoundingClientRect();
    const u = unit.value;
    // meet: the drawing is centred on the looser axis.
    const offX = (r.width - box.value.w / u) / 2;
    const offY = (r.height - box.value.h / u) / 2;
    return { x: box.value.x + (clientX - r.left - offX) * u, y: box.value.y + (clientY - r.top - offY) * u };
  }

  function keepInside(b: Box): Box {
    const { width, height } = size.value;
    // Some slack so edge sites can be centred, but the map never leaves the screen.
    const x = clamp(b.x, -b.w / 2, width - b.w / 2);
    const y = clamp(b.y, -b.h / 2, height - b.h / 2);
    return { ...b, x, y };
  }

  return { box, screen, viewBox, unit, zoom, zoomBy, panBy, reset, fit, toMap };
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}

function round(v: number): number {
  return Math.round(v * 10) / 10;
}
