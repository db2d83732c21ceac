/** Scenarios of A Chance Meeting and We Have Come to Kill (cards/vocab/characterAt.ts), from the factory's arguments. */
import { cardOf, defOf, isUnderDeeps, type CardDef } from '../../../src-shared/engine/cards/cardApi';
import type { CharacterAtArgs } from '../../../src-shared/engine/cards/vocab/characterAt';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario, TemplateFn } from '../kit/scenario';
import { minionKit } from '../kit/templates';

/** The player's character the card is played on (seat 0): a hero of direct influence 3, a minion leader. */
const HOST = { Hero: 'Aragorn II', Minion: 'Herion' };

/** A site of the seat's alignment of this type that is no home site of the roving characters, with no rule of its own on characters (name). */
function siteOfType(k: ScenarioKit, o: CharacterAtArgs, type: string): string {
  const cat = k.s.catalog;
  const homes = o.roving.map((n) => k.card(n, 0).homeSite ?? '').join(',');
  const site = cat.sites[k.s.players[0]?.alignment ?? 'wizard']
    .map((id) => cat.cards[id])
    .find((c) => c && c.siteType === type && !isUnderDeeps(cat, c.id) && !homes.includes(c.name) && !(defOf(c)?.static ?? []).some((e) => e.on === 'charactersHere'));
  if (!site) throw new Error(`no site of type ${type}`);
  return site.name;
}

function kitFor(k: ScenarioKit, o: CharacterAtArgs): ScenarioKit {
  const kit = o.alignment === 'Hero' ? k : minionKit(k);
  kit.phase('organization');
  return kit;
}

/** A face-up roving character of seat 0's set. */
function roving(k: ScenarioKit, name: string): number {
  const inst = k.spawn(name, 0);
  k.s.sets[k.s.players[0]?.alignment ?? 'wizard']?.faceUp.character.push(inst);
  return inst;
}

function characterAt(def: CardDef, o: CharacterAtArgs): Scenario[] {
  const name = def.name;
  return o.types.map((type): Scenario => ({
    title: `${name} at a ${type} site: "A character may be brought into play${o.direct ? ' with direct influence' : ''}" there; "This does not count against the one character per turn limit"; one character only`,
    run: (k0) => {
      const k = kitFor(k0, o);
      const site = siteOfType(k, o, type);
      const { id, chars } = k.company(0, [HOST[o.alignment]], site);
      const host = chars[0] as number;
      const [first, second] = o.roving.map((n) => roving(k, n)) as [number, number];
      const siteId = k.companyById(id).site;
      const play = (inst: number, controller: number | null) => ({ type: 'playCharacter' as const, inst, site: siteId, controller });
      k.equal(k.refused(0, play(first, host)).code, 'HOME_SITE', `${o.roving[0]} at ${site} without the card`);
      k.play(0, k.hand(0, name), host);
      if (o.direct) k.expect(k.refused(0, play(first, null)) !== undefined, 'not under general influence');
      const controller = o.direct ? host : null;
      k.expect(k.legal(0).some((a) => a.type === 'playCharacter' && a.inst === first && a.site === siteId), `${o.roving[0]} is offered at ${site}`);
      k.act(0, play(first, controller));
      k.expect(k.companyOf(first)?.site === siteId, `${o.roving[0]} is in play at ${site}`);
      k.equal(k.s.chars[first]?.followerOf ?? null, controller, `${o.roving[0]}'s controller`);
      k.equal(k.s.turn.characterPlayed, false, 'the one character of the turn still to be played');
      k.expect(k.refused(0, play(second, host)) !== undefined, `no second character (${o.roving[1]}) at ${site}`);
      k.equal(cardOf(k.s, first).name, o.roving[0], 'the roving character');
    },
  })).concat([
    {
      title: `${name} is not played on a character at a Haven, nor on an opponent's character`,
      run: (k0) => {
        const k = kitFor(k0, o);
        const card = k.hand(0, name);
        const haven = k.company(0, [HOST[o.alignment]], o.alignment === 'Hero' ? 'Rivendell' : 'Minas Morgul');
        k.expect(!k.canPlay(0, card, haven.chars[0] as number), 'not at a Haven');
        const theirs = k.company(1, [o.alignment === 'Hero' ? 'Herion' : 'Aragorn II'], o.alignment === 'Hero' ? 'Minas Morgul' : 'Rivendell');
        k.companyById(theirs.id).site = k.companyById(k.company(0, [HOST[o.alignment]], siteOfType(k, o, o.types[0] as string)).id).site;
        k.expect(!k.canPlay(0, card, theirs.chars[0] as number), "not on an opponent's character at such a site");
      },
    },
  ]);
}

export const TEMPLATES: Record<string, TemplateFn> = { characterAt };
