/**
 * Names for the things the engine refers to by id: seats, card instances, companies, sites,
 * regions. Everything reads a GameView, so hidden instances come out as "a hidden card" and
 * nothing throws on what the view does not show.
 */
import type { GameView } from '../engine';
import type { Company, EngineCard } from '../engine/types';
import { msg, type CardArg, type CompanyArg, type Msg, type MsgArg, type RegionArg, type SeatArg } from './msg';

export interface DescribeContext {
  /** A seat's view, or (recording the log) the whole state. */
  view: GameView;
  /** Recording: the seats that may see which card an instance is (undefined: everyone). */
  visibleTo?: (inst: number) => number[] | undefined;
  /** Recording: the companies before the action, for a company the action removed. */
  companiesBefore?: readonly Company[];
}

export function seatName(ctx: DescribeContext, seat: number): string {
  const p = ctx.view.players[seat];
  return p?.name.trim() ? p.name : `Player ${seat + 1}`;
}

/** The card behind an instance, or undefined when hidden or unknown. */
export function cardOfInst(ctx: DescribeContext, inst: number): EngineCard | undefined {
  const id = ctx.view.cardOf[inst];
  return id ? ctx.view.catalog.cards[id] : undefined;
}

export function cardName(ctx: DescribeContext, inst: number): string {
  const id = ctx.view.cardOf[inst];
  if (!id) return 'a hidden card';
  return ctx.view.catalog.cards[id]?.name ?? 'an unknown card';
}

/** A card named by its id (events carry ids so that names survive the card leaving view). */
export function cardIdName(ctx: DescribeContext, id: unknown): string | null {
  if (typeof id !== 'string' || !id) return null;
  return ctx.view.catalog.cards[id]?.name ?? null;
}

export function siteName(ctx: DescribeContext, siteId: string): string {
  return ctx.view.catalog.cards[siteId]?.name ?? 'an unknown site';
}

export function regionName(ctx: DescribeContext, key: string): string {
  return ctx.view.catalog.regions[key]?.name ?? key;
}

/** "Arthedain, Cardolan": the regions entered, or the note that the destination is in the same region. */
export function pathText(ctx: DescribeContext, regions: readonly string[]): string {
  return regions.length === 0 ? 'within the region' : `via ${regions.map((r) => regionName(ctx, r)).join(', ')}`;
}

/** The character a company is known by: its avatar, else its character with the highest mind. */
export function companyLeader(ctx: DescribeContext, companyId: string): number | null {
  const co = ctx.view.companies.find((c) => c.id === companyId) ?? ctx.companiesBefore?.find((c) => c.id === companyId);
  if (!co || co.chars.length === 0) return null;
  const avatar = co.chars.find((c) => cardOfInst(ctx, c)?.avatar);
  if (avatar !== undefined) return avatar;
  return [...co.chars].sort((a, b) => (cardOfInst(ctx, b)?.mind ?? 0) - (cardOfInst(ctx, a)?.mind ?? 0) || a - b)[0] ?? null;
}

/** "the company of Aragorn II" (the company as its leader), or a neutral phrase once it is gone. */
export function companyName(ctx: DescribeContext, companyId: string): string {
  const leader = companyLeader(ctx, companyId);
  return leader === null ? 'a company no longer in play' : `the company of ${cardName(ctx, leader)}`;
}

/** Attack labels name companies by id for company-vs-company combat: put names in. */
export function attackName(ctx: DescribeContext, label: unknown): string {
  const text = typeof label === 'string' && label ? label : 'the attack';
  const cvc = /^company (\S+) attacks (\S+)$/.exec(text);
  if (cvc) return `${companyName(ctx, cvc[1] ?? '')} attacking ${companyName(ctx, cvc[2] ?? '')}`;
  // Automatic-attacks are labelled "Site: Race".
  const auto = /^(.+): (.+)$/.exec(text);
  if (auto) return `${auto[2] ?? ''} (automatic-attack of ${auto[1] ?? ''})`;
  return text;
}

export function list(items: string[]): string {
  if (items.length <= 1) return items[0] ?? 'nobody';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export const DECK_NAMES: Record<string, string> = {
  play: 'Play deck',
  mp: 'MP deck',
  character: 'Character deck',
  minor: 'minor item deck',
  ring: 'Ring deck',
  site: 'site deck',
  haven: 'Haven deck',
  avatar: 'avatar deck',
};

/** A card instance as a message argument: its id ('' when the view hides it) and who may see it. */
export function cardArg(ctx: DescribeContext, inst: number): CardArg {
  const id = ctx.view.cardOf[inst] ?? '';
  const v = ctx.visibleTo?.(inst);
  return v ? { c: id, i: inst, v } : { c: id, i: inst };
}

/** A card named by its id in an event (ids survive the card leaving view); '' when absent. */
export function cardIdArg(id: unknown): CardArg {
  return { c: typeof id === 'string' ? id : '' };
}

export function seatArg(seat: number): SeatArg {
  return { s: seat };
}

export function companyArg(ctx: DescribeContext, companyId: string): CompanyArg {
  const leader = companyLeader(ctx, companyId);
  return { co: leader === null ? null : cardArg(ctx, leader) };
}

export function regionArg(ctx: DescribeContext, key: string): RegionArg {
  return { r: regionName(ctx, key) };
}

/** The regions entered ("via Arthedain, Cardolan"), or that the destination is in the same region. */
export function pathArg(ctx: DescribeContext, regions: readonly string[]): MsgArg {
  return { m: regions.length === 0 ? msg('p.withinRegion') : msg('p.via', { regions: { l: regions.map((r) => regionArg(ctx, r)) } }) };
}

/** An attack by its label: creatures by name, company-vs-company with the companies' names, automatic-attacks with their site. */
export function attackArg(ctx: DescribeContext, label: unknown): MsgArg | string {
  const text = typeof label === 'string' && label ? label : '';
  if (!text) return { m: msg('p.theAttack') };
  const cvc = /^company (\S+) attacks (\S+)$/.exec(text);
  if (cvc) return { m: msg('p.cvcAttack', { attacker: companyArg(ctx, cvc[1] ?? ''), defender: companyArg(ctx, cvc[2] ?? '') }) };
  const auto = /^(.+): (.+)$/.exec(text);
  if (auto) return { m: msg('p.autoAttack', { race: auto[2] ?? '', site: auto[1] ?? '' }) };
  return text;
}

export type { Msg };
