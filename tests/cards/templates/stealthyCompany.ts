/** Scenarios of Going Ever Under Dark and Crept Along Carefully (cards/vocab/stealthyCompany.ts), from the factory's arguments. */
import { type CardDef, removeCharacter } from '../../../src-shared/engine/cards/cardApi';
import { autoAttackWindow, companyInOrganization } from '../kit/combatSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario, TemplateFn } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { exhaustDiscards } from '../helpers/staysInPlay';

interface Side {
  /** The card's player as seat 0 (organization phase plays). */
  own: (k: ScenarioKit) => ScenarioKit;
  /** The card's player as seat 1, the other side's company attacking his (company-versus-company). */
  defending: (k: ScenarioKit) => ScenarioKit;
  haven: string;
  /** Two characters with the skill counted, and one without it. */
  skilled: [string, string];
  other: string;
  /** An opponent's character to attack with. */
  attacker: string;
  /** A non-Haven site of both alignments, for the attack. */
  site: string;
  /** Three characters of another company. */
  three: [string, string, string];
}

const HERO: Side = { own: (k) => k, defending: minionKit, haven: 'Rivendell', skilled: ['Aragorn II', 'Faramir'], other: 'Ioreth', attacker: 'Tarcil', site: 'Moria', three: ['Bilbo', 'Gamling the Old', 'Legolas'] };
const MINION: Side = { own: minionKit, defending: (k) => k, haven: 'Minas Morgul', skilled: ['Eun', 'Bill Ferny'], other: 'Tarcil', attacker: 'Gamling the Old', site: 'Moria', three: ['Hador', 'Perchen', 'Gergeli'] };

/** The card played in the organization phase on the company of `names` at `site` (kept with its first character). */
function played(k: ScenarioKit, name: string, names: string[], site: string): { id: string; chars: number[]; card: number } {
  const { id, chars } = companyInOrganization(k, names, site);
  const card = k.hand(0, name);
  k.play(0, card, chars[0] as number);
  return { id, chars, card };
}

/** The longest route offered to the company. */
const longest = (k: ScenarioKit, id: string) => Math.max(0, ...k.legal(0).flatMap((a) => (a.type === 'declareMovement' && a.companyId === id ? [a.regions.length] : [])));

/** The company's movement/hazard phase begins, moving to the first destination offered entering `regions` regions (none: not moving); its hazard limit. */
function limitMoving(k: ScenarioKit, id: string, regions: number | null): number {
  if (regions !== null) {
    const move = k.legal(0).find((a) => a.type === 'declareMovement' && a.companyId === id && a.regions.length === regions);
    k.expect(move !== undefined, `a move entering ${regions} regions`);
    if (move) k.act(0, move);
  }
  k.s.stack = [{ kind: 'mhSelect' }];
  k.act(0, { type: 'startCompanyMH', companyId: id });
  k.hazardDrawsMax();
  const top = k.s.stack.find((x) => x.kind === 'mhHazards');
  return top?.kind === 'mhHazards' ? top.limit : -1;
}

/** An opponent's company (seat 0) attacks the card's company (seat 1) at the site: the card is kept with the defenders' first character. */
function attacked(k0: ScenarioKit, side: Side, name: string, names: string[]): { k: ScenarioKit; card: number; defenders: number[] } {
  const k = side.defending(k0);
  const foe = k.company(0, [side.attacker], side.site);
  const { id, chars } = k.company(1, names, side.site);
  const card = k.attach(chars[0] as number, name, 1);
  k.phase('site');
  k.act(0, { type: 'attackCompany', companyId: foe.id, targetCompanyId: id, attackers: foe.chars });
  return { k, card, defenders: chars };
}

function stealthyCompany(def: CardDef, skill: string, noUnderDeeps: boolean, exhausted: boolean, once: boolean): Scenario[] {
  const name = def.name;
  const side = def.alignment?.includes('Minion') ? MINION : HERO;
  const skills = `${skill.toLowerCase()}s`;
  const scenarios: Scenario[] = [
    {
      title: `"Playable on a company during the organization phase": kept with its first character; not on another of its characters, not in the long-event phase${once ? '; "Cannot be duplicated on a given company"' : ''}`,
      run: (k0) => {
        const k = side.own(k0);
        const { chars } = companyInOrganization(k, [...side.skilled, side.other], side.haven);
        const card = k.hand(0, name);
        k.expect(!k.canPlay(0, card, chars[1] as number), 'not on the second character (the company is played on once, with its first)');
        k.phase('longEvent');
        k.expect(!k.canPlay(0, card, chars[0] as number), 'not in the long-event phase');
        k.phase('organization');
        k.play(0, card, chars[0] as number);
        k.expect((k.s.chars[chars[0] as number]?.hazards ?? []).includes(card), `${name} is kept with the company's first character`);
        if (once) k.expect(!k.canPlay(0, k.hand(0, name), chars[0] as number), 'a second copy on the company');
        const foe = k.company(1, [side.attacker], side.site).chars[0] as number;
        k.expect(!k.canPlay(0, k.hand(0, name), foe), "not on an opponent's company");
      },
    },
    {
      title: 'a card on the company: when its first character leaves play, the next one keeps it, and the company is still limited to two regions',
      run: (k0) => {
        const k = side.own(k0);
        const { id, chars, card } = played(k, name, [...side.skilled, side.other], side.haven);
        removeCharacter(k.s, chars[0] as number, 'eliminated', { events: [] });
        k.expect((k.s.chars[chars[1] as number]?.hazards ?? []).includes(card), `${k.card(side.skilled[1]).name} keeps it`);
        k.equal(longest(k, id), 2, 'the longest route offered');
      },
    },
    {
      title: '"cannot use starter movement … limited in all cases to 3 regions maximum": no route entering more than two regions is offered (three regions counting the site of origin\'s), a three-region move is refused, a two-region one is declared',
      run: (k0) => {
        const k = side.own(k0);
        const { id } = companyInOrganization(k, [side.other], side.haven);
        k.expect(longest(k, id) > 2, 'routes of more than two regions before');
        const three = k.legal(0).find((a) => a.type === 'declareMovement' && a.companyId === id && a.regions.length === 3);
        k.expect(three !== undefined, 'a three-region route before');
        const card = k.hand(0, name);
        k.play(0, card, k.companyById(id).chars[0] as number);
        k.equal(longest(k, id), 2, 'the longest route offered');
        if (three) k.refused(0, three);
        const two = k.legal(0).find((a) => a.type === 'declareMovement' && a.companyId === id && a.regions.length === 2);
        k.expect(two !== undefined, 'a two-region route');
        if (two) k.act(0, two);
      },
    },
    {
      title: '"their hazard limit is reduced by one (to a minimum of two)": moving, a company of three has 2, a company of two keeps 2; not moving, 3; another company is not affected',
      run: (k0) => {
        const k = side.own(k0);
        const three = played(k, name, [...side.skilled, side.other], side.haven).id;
        k.equal(limitMoving(k, three, 2), 2, 'the hazard limit of the company of three, moving');
        const k2 = side.own(k0);
        const two = played(k2, name, [...side.skilled], side.haven).id;
        k2.equal(limitMoving(k2, two, 1), 2, 'the hazard limit of the company of two, moving');
        const k3 = side.own(k0);
        const still = played(k3, name, [...side.skilled, side.other], side.haven).id;
        k3.equal(limitMoving(k3, still, null), 3, 'the hazard limit of the company of three, not moving');
        const k4 = side.own(k0);
        played(k4, name, [side.other], side.haven);
        const plain = k4.company(0, side.three, side.haven).id;
        k4.equal(limitMoving(k4, plain, 2), 3, 'the hazard limit of another company of three, moving');
      },
    },
    {
      title: `"Discard this card … and make a roll to attempt to cancel an attack against them by an opponent’s company. If the roll plus the number of ${skills} in the company is greater than 7, the attack is canceled": two ${skills}, a roll of 6 cancels it`,
      run: (k0) => {
        const { k, card } = attacked(k0, side, name, [...side.skilled, side.other]);
        k.expect(k.canUse(1, card, 0), 'the defender may discard it');
        k.rig([3, 3]);
        k.use(1, card, 0);
        k.equal(k.where(card), 'discard', name);
        k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'the attack is canceled');
      },
    },
    {
      title: `a roll of 5 with two ${skills} (7) does not cancel the attack, and the card is discarded all the same; ${side.other} (no ${skill.toLowerCase()}) does not count`,
      run: (k0) => {
        const { k, card } = attacked(k0, side, name, [side.skilled[0], side.other, side.skilled[1]]);
        k.rig([2, 3]);
        k.use(1, card, 0);
        k.equal(k.where(card), 'discard', name);
        k.expect(k.s.stack.some((x) => x.kind === 'combat'), 'the attack goes on');
      },
    },
    {
      title: '"an attack … by an opponent’s company" only: not against the automatic-attack of Moria',
      run: (k0) => {
        const k = side.own(k0);
        const { chars } = autoAttackWindow(k, [...side.skilled], 'Moria', name);
        const card = k.attach(chars[0] as number, name, 0);
        k.expect(!k.canUse(0, card, 0), 'not usable against an automatic-attack');
      },
    },
    {
      title: '"Discard … during your organization phase if you choose"',
      run: (k0) => {
        const k = side.own(k0);
        const { card } = played(k, name, [side.other], side.haven);
        k.use(0, card, 1);
        k.equal(k.where(card), 'discard', name);
      },
    },
  ];
  if (noUnderDeeps)
    scenarios.push({
      title: '"The company cannot … move to an Under-deeps site": from Moria, The Under-gates is no longer offered and is refused',
      run: (k0) => {
        const k = side.own(k0);
        const { id } = companyInOrganization(k, [side.other], 'Moria');
        const deeps = k.legal(0).find((a) => a.type === 'declareMovement' && a.companyId === id && a.site === k.siteId('The Under-gates'));
        k.expect(deeps !== undefined, 'The Under-gates before');
        k.play(0, k.hand(0, name), k.companyById(id).chars[0] as number);
        k.expect(!k.legal(0).some((a) => a.type === 'declareMovement' && a.companyId === id && a.site === k.siteId('The Under-gates')), 'The Under-gates offered');
        if (deeps) k.refused(0, deeps);
      },
    });
  if (exhausted)
    scenarios.push({
      title: '"Discard when any play deck is exhausted"',
      run: (k0) => {
        const k = side.own(k0);
        const { card } = played(k, name, [side.other], side.haven);
        exhaustDiscards(k, card, 0, name);
      },
    });
  return scenarios;
}

export const TEMPLATES: Record<string, TemplateFn> = {
  stealthyCompany: (def, skill: string, noUnderDeeps: boolean, exhausted: boolean, once: boolean) => stealthyCompany(def, skill, noUnderDeeps, exhausted, once),
};
