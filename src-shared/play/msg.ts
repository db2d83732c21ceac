/**
 * Game words as data: a message is a key and its arguments, rendered later in the reader's
 * language. The game record stores messages, not sentences, so an old log entry reads the
 * same whatever happened since, in any language, and hides what its reader may not see.
 *
 * Templates: `{name}` inserts an argument; `{name|one|other}` picks a plural form for a
 * number (`#` is the number). Cards are referred to by id and named in the card language when
 * rendered; a card only some seats may see carries those seats (`v`).
 */

/** A card: its id ('' when unknown) and instance; `v` lists the seats that may see which card it is (absent: everyone). */
export interface CardArg {
  c: string;
  i?: number;
  v?: number[];
}
export interface SeatArg {
  s: number;
}
/** A company, known by its leader (null: no longer in play). */
export interface CompanyArg {
  co: CardArg | null;
}
/** A region, by its name in the card data. */
export interface RegionArg {
  r: string;
}
export interface MsgArg {
  m: Msg;
}
/** Items joined as a list ("A, B and C"). */
export interface ListArg {
  l: Arg[];
}
/** Parts written one after the other (a roll's modifiers). */
export interface ConcatArg {
  cat: Arg[];
}
export type Arg = string | number | CardArg | SeatArg | CompanyArg | RegionArg | MsgArg | ListArg | ConcatArg;

export interface Msg {
  k: string;
  a?: Record<string, Arg>;
}

export function msg(k: string, a?: Record<string, Arg>): Msg {
  return a ? { k, a } : { k };
}

/** A nested message as an argument ('' for none: an optional part of a sentence). */
export function part(m: Msg | null): MsgArg | string {
  return m ? { m } : '';
}

export interface RenderEnv {
  /** Templates by key (the reader's language); a key missing falls back to `fallback`. */
  words: Readonly<Record<string, string>>;
  fallback?: Readonly<Record<string, string>>;
  /** 'one' or 'other' for a count, by the language's rule. */
  plural(n: number): 'one' | 'other';
  cardName(id: string): string | null;
  seatName(seat: number): string;
  regionName(name: string): string;
  /** The seat reading (null: everything is shown, e.g. after the game). */
  viewer: number | null;
}

function isObj(a: Arg): a is Exclude<Arg, string | number> {
  return typeof a === 'object' && a !== null;
}

/** The words of a key, or the key itself when no language has it (never throws on an old record). */
function template(env: RenderEnv, key: string): string {
  return env.words[key] ?? env.fallback?.[key] ?? key;
}

function visible(env: RenderEnv, card: CardArg): boolean {
  if (!card.c) return false;
  if (!card.v) return true;
  return env.viewer === null || card.v.includes(env.viewer);
}

export function renderArg(env: RenderEnv, a: Arg | undefined): string {
  if (a === undefined) return '';
  if (!isObj(a)) return String(a);
  if ('c' in a) return visible(env, a) ? (env.cardName(a.c) ?? template(env, 'p.unknownCard')) : template(env, 'p.hiddenCard');
  if ('s' in a) return env.seatName(a.s);
  if ('co' in a) return a.co ? fill(env, template(env, 'p.companyOf'), { card: a.co }) : template(env, 'p.companyGone');
  if ('r' in a) return env.regionName(a.r);
  if ('m' in a) return renderMsg(env, a.m);
  if ('cat' in a) return a.cat.map((x) => renderArg(env, x)).join('');
  return joinList(env, a.l.map((x) => renderArg(env, x)));
}

/** "A, B and C" in the reader's language. */
export function joinList(env: RenderEnv, items: string[]): string {
  if (items.length === 0) return template(env, 'p.nobody');
  if (items.length === 1) return items[0] as string;
  return `${items.slice(0, -1).join(', ')} ${template(env, 'p.and')} ${items[items.length - 1] as string}`;
}

const PLACEHOLDER = /\{(\w+)(?:\|([^|}]*)\|([^}]*))?\}/g;

function fill(env: RenderEnv, text: string, args: Record<string, Arg> | undefined): string {
  return text.replace(PLACEHOLDER, (_, name: string, one: string | undefined, other: string | undefined) => {
    const a = args?.[name];
    if (one !== undefined && other !== undefined) {
      const n = typeof a === 'number' ? a : Number(a);
      return (env.plural(n) === 'one' ? one : other).replace(/#/g, String(n));
    }
    return renderArg(env, a);
  });
}

export function renderMsg(env: RenderEnv, m: Msg): string {
  return fill(env, template(env, m.k), m.a);
}

/** The message as a sentence: its first letter upper-case ("a hidden card is discarded" → "A hidden card …"). */
export function sentence(env: RenderEnv, m: Msg): string {
  const text = renderMsg(env, m);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Every card argument of a message, nested ones included (to set who may see them). */
export function cardArgs(m: Msg, out: CardArg[] = []): CardArg[] {
  const walk = (a: Arg) => {
    if (!isObj(a)) return;
    if ('c' in a) out.push(a);
    else if ('co' in a) {
      if (a.co) out.push(a.co);
    } else if ('m' in a) cardArgs(a.m, out);
    else if ('l' in a) a.l.forEach(walk);
    else if ('cat' in a) a.cat.forEach(walk);
  };
  for (const a of Object.values(m.a ?? {})) walk(a);
  return out;
}
