/**
 * sleeves list / auto / pair / unpair / print: each MP card of an Arda set sleeved with an
 * owned location card (Arda Revised §2).
 *
 * --json outputs:
 * - sleeves list: {"set", "profile", "required", "counts": {mpCopies, paired, unpaired,
 *   manual, invalid, overused}, "sleeves": [{mpKey, cardId, copyIndex, name, siteId,
 *   siteName, region, siteType, manual, valid, overused, locationsCount, unpairedReason,
 *   message}], "violations": [{severity, code, deck, cardId, message}]}
 * - sleeves auto: {"set", "made", "kept", "paired", "mpCopies", "unpaired": [{mpKey,
 *   cardId, name, reason, message}]}
 */
import type { AutoPairOutput, SleeveCopy, SleeveList } from '../../../src-shared/api/schemasSleeves';
import { SITE_TYPE_NAMES } from '../../../src-shared/cards/model';
import { foldText } from '../../../src-shared/text/fold';
import { renderSleeveSheetPdf } from '../../services/ardaPrintPdf';
import { UsageError } from '../args';
import { writeAtomically } from '../files';
import { plural, progressPrinter, table } from '../format';
import { CliError, type CliContext } from './context';

type SleeveCommand = (ctx: CliContext, args: string[]) => Promise<void>;

/** How often a running auto-pair job is asked how far it is. */
const JOB_POLL_MS = 50;

async function setId(ctx: CliContext, name: string): Promise<number> {
  return (await ctx.call('sets.get', { name })).set.id;
}

const same = (a: string, b: string) => foldText(a).trim() === foldText(b).trim();
/** "Moria [H]" / "Moria (TW)" also name "Moria". */
const bare = (name: string) => name.replace(/\s*[[(][^\])]*[\])]\s*$/, '');

function summary(list: SleeveList): string {
  const c = list.counts;
  const problems = list.violations.filter((v) => v.severity === 'error').length;
  return `${c.paired} of ${plural(c.mpCopies, 'MP card')} sleeved, ${c.unpaired} not sleeved${problems ? `; ${plural(problems, 'sleeve error')}` : ''}.`;
}

function copyRows(copies: readonly SleeveCopy[]): string[] {
  const rows = [['MP card', 'Copy', 'Location', 'Type', 'Region', 'Note']];
  for (const c of copies) {
    const note = c.siteId === null ? (c.message ?? 'not sleeved') : [!c.valid ? 'cannot be played there' : '', c.overused ? 'too few free copies' : '', c.manual ? 'by hand' : ''].filter(Boolean).join('; ');
    rows.push([
      `${c.name} (${c.cardId})`,
      String(c.copyIndex + 1),
      c.siteId === null ? '-' : `${c.siteName ?? c.siteId} (${c.siteId})`,
      c.siteType ? (SITE_TYPE_NAMES[c.siteType] ?? c.siteType) : '',
      c.region ?? '',
      note,
    ]);
  }
  return table(rows);
}

export const sleevesList: SleeveCommand = async (ctx, [name = '']) => {
  const list = await ctx.call('sleeves.list', { setId: await setId(ctx, name) });
  if (ctx.options.json) {
    ctx.out(
      JSON.stringify({
        set: list.setName,
        profile: list.profileId,
        required: list.required,
        counts: list.counts,
        sleeves: list.copies,
        violations: list.violations.map((v) => ({ severity: v.severity, code: v.code, deck: v.deck, cardId: v.cardId, message: v.message })),
      }),
    );
    return;
  }
  if (list.copies.length === 0) {
    ctx.out(`The Marshalling Point deck of "${list.setName}" is empty: nothing to sleeve.`);
    return;
  }
  for (const line of copyRows(list.copies)) ctx.out(line);
  ctx.out(summary(list));
};

/** Auto-pairs as a job (the matching runs in a worker thread); a terminal sees its progress. */
async function autoPairJob(ctx: CliContext, id: number): Promise<AutoPairOutput> {
  const { jobId } = await ctx.call('sleeves.autoStart', { setId: id });
  const progress = progressPrinter(ctx.stderr);
  try {
    for (;;) {
      const status = await ctx.call('jobs.get', { jobId });
      if (status.state === 'done' && status.kind === 'sleeves-auto' && status.result) return status.result;
      if (status.state !== 'running') throw new CliError(status.error?.message ?? status.message);
      if (ctx.stderr.isTTY && status.total) progress.update(status.message);
      await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
    }
  } finally {
    progress.done();
  }
}

export const sleevesAuto: SleeveCommand = async (ctx, [name = '']) => {
  const result = await autoPairJob(ctx, await setId(ctx, name));
  if (ctx.options.json) {
    ctx.out(
      JSON.stringify({
        set: result.setName,
        made: result.auto.made,
        kept: result.auto.kept,
        paired: result.counts.paired,
        mpCopies: result.counts.mpCopies,
        unpaired: result.auto.unpaired,
      }),
    );
    return;
  }
  ctx.out(
    `Auto-paired "${result.setName}": ${plural(result.auto.made, 'sleeve')} paired automatically, ${plural(result.auto.kept, 'pair')} made by hand kept. ${summary(result)}`,
  );
  if (result.auto.unpaired.length > 0) {
    ctx.out('Not sleeved:');
    const grouped = new Map<string, { name: string; cardId: string; n: number; message: string }>();
    for (const u of result.auto.unpaired) {
      const seen = grouped.get(u.cardId);
      if (seen) seen.n++;
      else grouped.set(u.cardId, { name: u.name, cardId: u.cardId, n: 1, message: u.message });
    }
    for (const g of grouped.values()) ctx.out(`  ${g.n}× ${g.name} (${g.cardId}): ${g.message}`);
  }
};

/** An MP card of the set's MP deck by id or name; ambiguous names list the ids. */
function findMpCard(list: SleeveList, wanted: string): string {
  const byId = list.copies.find((c) => c.cardId.toLowerCase() === wanted.trim().toLowerCase());
  if (byId) return byId.cardId;
  const ids = [...new Set(list.copies.filter((c) => same(c.name, wanted) || same(c.name, bare(wanted))).map((c) => c.cardId))];
  if (ids.length === 1 && ids[0] !== undefined) return ids[0];
  if (ids.length > 1) throw new CliError(`"${wanted}" names ${ids.length} cards of the MP deck (${ids.join(', ')}); give the card id.`);
  throw new CliError(`"${wanted}" is not in the Marshalling Point deck of "${list.setName}" (see arda sleeves list "${list.setName}").`);
}

export const sleevesPair: SleeveCommand = async (ctx, [name = '', mpCard = '', siteCard = '']) => {
  const id = await setId(ctx, name);
  const before = await ctx.call('sleeves.list', { setId: id });
  const mpCardId = findMpCard(before, mpCard);
  // The site among the locations that can host the card first (a name may fit several cards).
  const candidates = await ctx.call('sleeves.candidates', { setId: id, mpCardId });
  const matching = candidates.sites.filter((s) => s.siteId.toLowerCase() === siteCard.trim().toLowerCase() || same(s.name, siteCard) || same(s.name, bare(siteCard)));
  const siteCardId = matching[0]?.siteId ?? otherSite(ctx, siteCard, mpCardId);
  const after = await ctx.call('sleeves.pair', { setId: id, mpCardId, siteCardId });
  const was = new Map(before.copies.map((c) => [c.mpKey, c]));
  const changed = after.copies.find((c) => c.cardId === mpCardId && c.siteId === siteCardId && (was.get(c.mpKey)?.siteId !== c.siteId || was.get(c.mpKey)?.manual !== c.manual));
  const copies = after.copies.filter((c) => c.cardId === mpCardId).length;
  const which = changed ? `copy ${changed.copyIndex + 1} of ${copies}` : 'already sleeved so';
  ctx.out(`Sleeved ${candidates.name} (${mpCardId}, ${which}) with ${changed?.siteName ?? siteCardId} (${siteCardId}) in "${after.setName}".`);
  ctx.out(summary(after));
};

/**
 * A location that cannot host the card, so the API can say why: by id or name, a name of
 * several site cards taken in the MP card's alignment when that settles it.
 */
function otherSite(ctx: CliContext, wanted: string, mpCardId: string): string {
  const db = ctx.services.db;
  const sites = db.prepare("SELECT id, alignment FROM cards WHERE type = 'Site' AND name_folded = ? ORDER BY id").all(foldText(bare(wanted)).trim()) as { id: string; alignment: string }[];
  const alignment = db.prepare('SELECT alignment FROM cards WHERE id = ?').pluck().get(mpCardId) as string | undefined;
  const sameSide = sites.filter((s) => s.alignment === alignment);
  const only = sites.length === 1 ? sites[0] : sameSide.length === 1 ? sameSide[0] : undefined;
  if (only) return only.id;
  const resolved = ctx.services.resolveCard(wanted);
  if (!resolved.ok) throw new CliError(`No location card "${wanted}": ${resolved.reason}.`);
  return resolved.card.id;
}

export const sleevesUnpair: SleeveCommand = async (ctx, [name = '', mpCard = '']) => {
  const id = await setId(ctx, name);
  const before = await ctx.call('sleeves.list', { setId: id });
  const mpCardId = findMpCard(before, mpCard);
  const taken = before.copies.filter((c) => c.cardId === mpCardId && c.siteId !== null).length;
  const after = await ctx.call('sleeves.unpair', { setId: id, mpCardId });
  const card = before.copies.find((c) => c.cardId === mpCardId);
  ctx.out(`Took the location out of ${plural(taken, 'sleeve')} of ${card?.name ?? mpCardId} (${mpCardId}) in "${after.setName}".`);
  ctx.out(summary(after));
};

export const sleevesPrint: SleeveCommand = async (ctx, [name = '']) => {
  const pdf = ctx.options.pdf;
  if (pdf === undefined) throw new UsageError('"sleeves print" needs --pdf FILE');
  const sheet = await ctx.call('sleeves.sheet', { setId: await setId(ctx, name) });
  const target = writeAtomically(pdf, await renderSleeveSheetPdf(sheet));
  const t = sheet.totals;
  ctx.out(`Printed the sleeve sheet of "${sheet.title}" to ${target} (${plural(t.paired, 'sleeve')} at ${plural(t.locations, 'location')}, ${t.unpaired} MP cards not sleeved).`);
};

/** The sleeve commands, spread into main.ts's command table. */
export const SLEEVE_COMMANDS = {
  'sleeves list': sleevesList,
  'sleeves auto': sleevesAuto,
  'sleeves pair': sleevesPair,
  'sleeves unpair': sleevesUnpair,
  'sleeves print': sleevesPrint,
} as const;
