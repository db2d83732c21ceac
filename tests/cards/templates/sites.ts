/**
 * Scenarios of the site factories (src-shared/engine/cards/vocab/sites.ts): a company entering the site faces its automatic-attacks
 * (figures checked), items of the listed classes (and no others) are playable there, and what each kind of site adds.
 */
import { autoAttackToAttack, deepsMoves, isUnderDeeps, startCombat, type Ctx, type GameEvent, type RollEvent, type SiteTypeCode } from '../../../src-shared/engine/cards/cardApi';
import type { SiteAttack } from '../../../src-shared/engine/cards/vocab/sites';
import { isOvert } from '../../../src-shared/engine/overt';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario, TemplateFn } from '../kit/scenario';
import type { CardDef } from '../../../src-shared/engine/cards/cardApi';
import { healByEffect } from '../helpers/healing';
import * as deeps from '../helpers/deeps';
import { HERO_COMPANY, MINION_COMPANY, itemsOffered, kitFor } from '../helpers/sites';
import { minionKit, playing } from '../kit/templates';

/** An item of each class for the Playable checks. */
const ITEM_OF: Record<string, string> = { minor: 'Dagger of Westernesse', major: 'Hauberk of Bright Mail', greater: 'Narsil', 'gold ring': 'Precious Gold Ring' };

function siteScenarios(name: string, playable: string[], attacks: SiteAttack[], minion = false): Scenario[] {
  const COMPANY = minion ? MINION_COMPANY : HERO_COMPANY;
  return [
    {
      title: attacks.length ? `a company entering ${name} faces ${attacks.map((a) => `${a.race} (${a.strikes} strike(s), ${a.prowess} prowess)`).join(', then ')}` : `a company entering ${name} faces no automatic-attack`,
      run: (k0: ScenarioKit) => {
        const k = kitFor(k0, minion);
        const { id } = k.company(0, COMPANY, name);
        k.phase('site');
        k.act(0, { type: 'enterSite', companyId: id });
        const top = k.top();
        const [first, ...rest] = attacks;
        if (!first) {
          k.expect(top?.kind === 'siteCompany' && top.stage === 'play', 'the company may play MP cards at once');
          return;
        }
        k.expect(top?.kind === 'combat', 'an automatic-attack is under way');
        if (top?.kind !== 'combat') return;
        k.expect(top.attack.label.endsWith(first.race), `the attack is by ${first.race} (${top.attack.label})`);
        k.equal(top.attack.strikes, first.strikes === 'each' ? COMPANY.length : first.strikes, 'strikes');
        k.equal(top.attack.prowess, first.prowess, 'prowess');
        // (A creature the hazard player may play from his hand as a later automatic-attack is that special line's: helpers/deeps.ts.)
        const queue = top.queue.filter((q) => !q.fromHand);
        k.equal(queue.length, rest.length, 'automatic-attacks still to come');
        rest.forEach((a, i) => {
          const q = queue[i];
          k.expect(q?.race === a.race && q.prowess === a.prowess && (a.strikes === 'each' ? q.eachCharacter : q.strikes === a.strikes), `automatic-attack ${i + 2}: ${a.race}`);
        });
      },
    },
    {
      title: playable.length ? `items (${playable.join(', ')}) and no others are playable at ${name}` : `no items are playable at ${name}`,
      run: (k0: ScenarioKit) => itemsOffered(kitFor(k0, minion), name, minion, Object.entries(ITEM_OF).map(([cls, itemName]) => [itemName, playable.includes(cls), `${itemName} (${cls})`] as const)),
    },
  ];
}

/**
 * "Undead — N strikes with P prowess; each character wounded must make a corruption check [modified by M]":
 * the site's automatic-attack wounds the first character (strike and body check rigged low), the others
 * defeat their strikes; after the attack the wounded character, and only he, makes a corruption check with M.
 */
function undeadSite(name: string, playable: string[], strikes: number, prowess: number, modifier: number, minion = false): Scenario[] {
  const scenario: Scenario = {
    title: `after ${name}'s Undead automatic-attack, the character it wounded (only he) makes a corruption check${modifier ? ` modified by ${modifier}` : ''}`,
    run: (k0: ScenarioKit) => {
      const k = kitFor(k0, minion);
      const names = (minion ? ['Dorelas', 'Tarcil', 'Eradan'] : ['Bilbo', 'Ioreth', 'Faramir']).slice(0, Math.max(2, strikes));
      const { id, chars } = k.company(0, names, name);
      k.phase('site');
      k.act(0, { type: 'enterSite', companyId: id });
      k.passAll();
      for (const ch of chars.slice(0, strikes)) k.act(0, { type: 'assignStrike', target: ch });
      const [first, ...others] = chars.slice(0, strikes) as number[];
      k.rig([1, 1, 1, 1]);
      k.act(0, { type: 'resolveStrike', target: first as number, stayUntapped: false });
      k.equal(k.s.status[first as number], 'wounded', 'the first character after the strike');
      let events = k.events;
      for (const ch of others) {
        k.rig([6, 6]);
        events = k.act(0, { type: 'resolveStrike', target: ch, stayUntapped: false });
      }
      const checks = events.filter((e): e is RollEvent => e.type === 'roll' && e.purpose === 'corruption') as { inst?: number; mods?: { label: string; value: number }[] }[];
      k.equal(checks.length, 1, 'corruption checks after the attack');
      k.equal(checks[0]?.inst, first, 'the wounded character checks');
      if (modifier) k.expect((checks[0]?.mods ?? []).some((m) => m.value === modifier), `the check is modified by ${modifier}`);
      k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'the attack is over');
    },
  };
  return [scenario, ...siteScenarios(name, playable, [{ race: 'Undead', strikes, prowess }], minion)];
}

/** "Men — 4 strikes with 9 prowess (detainment)": a successful strike taps the character instead of wounding him, no body check (combat.ts isDetainment reads the site's effect). */
function detainmentSite(name: string, playable: string[], race: string, strikes: number, prowess: number): Scenario[] {
  const scenario: Scenario = {
    title: `${name}'s automatic-attack is detainment: a successful strike taps instead of wounding, no body check`,
    run: (k: ScenarioKit) => {
      const { id, chars } = k.company(0, ['Bilbo', 'Ioreth', 'Faramir', 'Aragorn II'].slice(0, strikes), name);
      k.phase('site');
      k.act(0, { type: 'enterSite', companyId: id });
      k.passAll();
      for (const ch of chars) k.act(0, { type: 'assignStrike', target: ch });
      k.rig([1, 1]);
      k.act(0, { type: 'resolveStrike', target: chars[0] as number, stayUntapped: false });
      k.equal(k.s.status[chars[0] as number], 'tapped', 'Bilbo after the strike');
      k.expect(!k.events.some((e): e is RollEvent => e.type === 'roll' && e.purpose === 'bodyCheck'), 'no body check');
    },
  };
  return [scenario, ...siteScenarios(name, playable, [{ race, strikes, prowess }], false)];
}


const COVERT_COMPANY = MINION_COMPANY;
const OVERT_COMPANY = ['Orc Captain', 'Orc Veteran', 'Dorelas'];

/**
 * "<race> — each character faces 1 strike with N prowess (detainment against covert company | overt company)": the strike against the first
 * character succeeds (rigged low, his prowess lowered); against the company the text names he is only tapped, no body check; against the other he is wounded.
 */
function detainmentAgainst(name: string, which: 'covert' | 'overt'): Scenario[] {
  const run = (k0: ScenarioKit, names: string[], detained: boolean) => {
    const k = kitFor(k0, true);
    const { id, chars } = k.company(0, names, name);
    k.equal(isOvert(k.s, id), names === OVERT_COMPANY, 'the company is overt');
    // The first character's prowess lowered so that the strike (rolled 2) succeeds against him.
    k.s.mods.push({ inst: chars[0] as number, stat: 'prowess', delta: -10 });
    k.phase('site');
    k.act(0, { type: 'enterSite', companyId: id });
    k.passAll();
    k.rig([1, 1, 1, 1]);
    k.act(0, { type: 'resolveStrike', target: chars[0] as number, stayUntapped: false });
    k.equal(k.s.status[chars[0] as number], detained ? 'tapped' : 'wounded', `${names[0]} after the successful strike`);
    k.equal(k.events.some((e): e is RollEvent => e.type === 'roll' && e.purpose === 'bodyCheck'), !detained, 'a body check');
  };
  return [
    { title: `${name}: against a ${which} company (${(which === 'covert' ? COVERT_COMPANY : OVERT_COMPANY).join(', ')}) the automatic-attack is detainment`, run: (k) => run(k, which === 'covert' ? COVERT_COMPANY : OVERT_COMPANY, true) },
    { title: `${name}: against a ${which === 'covert' ? 'overt' : 'covert'} company the automatic-attack wounds`, run: (k) => run(k, which === 'covert' ? OVERT_COMPANY : COVERT_COMPANY, false) },
  ];
}

/** A minion site whose automatic-attack is "each character faces 1 strike … (detainment against covert/overt company)". */
function detainmentMinionSite(name: string, playable: string[], race: string, prowess: number, which: 'covert' | 'overt'): Scenario[] {
  return [...detainmentAgainst(name, which), ...siteScenarios(name, playable, [{ race, strikes: 'each', prowess }], true)];
}

/** An attack of `race` (strikes, prowess) against the company starts (as a creature's or an automatic-attack would); the events it caused. */
function attackStarts(k: ScenarioKit, companyId: string, attacker: number): GameEvent[] {
  const co = k.companyById(companyId);
  const ctx: Ctx = { events: [] };
  startCombat(k.s, autoAttackToAttack({ race: 'Orcs', strikes: 2, prowess: 9, body: null, eachCharacter: false, attackerChooses: false }, attacker, co.owner, co.id, 'Orc-patrol'), [], ctx);
  return ctx.events;
}

/**
 * A Darkhaven [{DH}]: "Any gold ring stored at this site is automatically tested (modify the roll by -2). Any attack against a minion company
 * at this site is canceled." Its site paths do not arise (Arda moves companies over the regions of its map).
 */
function darkhaven(name: string): Scenario[] {
  const scenarios: Scenario[] = [
    {
      title: `an attack against a minion company at ${name} is canceled; at Mount Gundabad, or moving away from ${name}, it is not`,
      run: (k0) => {
        const k = kitFor(k0, true);
        const here = k.company(0, MINION_COMPANY, name);
        const events = attackStarts(k, here.id, 1);
        k.expect(events.some((e) => e.type === 'attackCancelled'), 'the attack is cancelled');
        k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'no combat');
        const away = k.company(0, ['Orc Captain'], 'Mount Gundabad');
        attackStarts(k, away.id, 1);
        k.expect(k.s.stack.some((x) => x.kind === 'combat' && x.attack.companyId === away.id), 'the attack at Mount Gundabad goes on');
        k.s.stack = [{ kind: 'organization' }];
        k.companyById(here.id).dest = { site: k.siteId('Mount Gundabad', 0), regions: [] };
        attackStarts(k, here.id, 1);
        k.expect(k.s.stack.some((x) => x.kind === 'combat' && x.attack.companyId === here.id), 'the attack on the company moving away goes on');
      },
    },
    {
      title: `a gold ring stored at ${name} is tested at once, the roll modified by -2; another item stored there is not`,
      run: (k0) => {
        const k = kitFor(k0, true);
        const { chars } = k.company(0, ['Orc Captain', 'Orc Veteran'], name);
        const ring = k.item(chars[0] as number, 'Gleaming Gold Ring');
        const helm = k.item(chars[1] as number, 'High Helm');
        k.phase('organization');
        k.rig([6, 6, 4, 3]);
        k.act(0, { type: 'storeItem', item: ring });
        k.passAll();
        const test = k.allEvents.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'ringTest') as { total?: number; mods?: { value: number }[] } | undefined;
        k.expect(test !== undefined, 'the gold ring is tested');
        k.equal(test?.total, 5, 'the ring test (4 + 3 - 2)');
        k.expect(!k.s.players[0]?.mpPile.includes(ring), 'the gold ring leaves the MP pile');
        k.equal(k.where(ring), 'discard', 'the gold ring');
        const before = k.allEvents.length;
        k.rig([6, 6]);
        k.act(0, { type: 'storeItem', item: helm });
        k.passAll();
        k.expect(k.s.players[0]?.mpPile.includes(helm) ?? false, 'High Helm is stored');
        k.expect(!k.allEvents.slice(before).some((e): e is RollEvent => e.type === 'roll' && e.purpose === 'ringTest'), 'no ring test for High Helm');
      },
    },
  ];
  return [...scenarios, ...siteScenarios(name, [], [], true)];
}

/**
 * "(1st) <race> — each character faces 1 strike with N prowess (detainment against covert company) (2nd) <race2> — S strikes with P prowess
 * (against overt company only)": a covert company faces the first only (as detainment); an overt company faces both, the first attacking normally.
 */
function covertOvertSite(name: string, playable: string[], first: SiteAttack, second: SiteAttack): Scenario[] {
  const overt: Scenario = {
    title: `an overt company (${OVERT_COMPANY.join(', ')}) entering ${name} faces ${first.race}, then ${second.race} (${second.strikes} strikes, ${second.prowess} prowess)`,
    run: (k0) => {
      const k = kitFor(k0, true);
      const { id } = k.company(0, OVERT_COMPANY, name);
      k.phase('site');
      k.act(0, { type: 'enterSite', companyId: id });
      const top = k.top();
      k.expect(top?.kind === 'combat' && top.attack.label.endsWith(first.race) && top.attack.strikes === OVERT_COMPANY.length, `the first attack: ${first.race}, one strike each`);
      if (top?.kind !== 'combat') return;
      const q = top.queue[0];
      k.equal(top.queue.length, 1, 'automatic-attacks still to come');
      k.expect(q?.race === second.race && q.strikes === second.strikes && q.prowess === second.prowess, `then ${second.race}`);
    },
  };
  return [overt, ...detainmentAgainst(name, 'covert'), ...siteScenarios(name, playable, [first], true)];
}

/** "Healing effects affect all characters at the site": a healing effect on one wounded character at the site heals those of another company there too; not at Bree. */
function healingSite(name: string, playable: string[]): Scenario[] {
  return [
    {
      title: `a healing effect on Faramir at ${name} heals Bilbo (his company) and Aragorn II (another company there); at Bree only Faramir`,
      run: (k) => {
        for (const where of [name, 'Bree']) {
          const { chars } = k.company(0, ['Bilbo', 'Faramir'], where);
          const [bilbo, faramir] = chars as [number, number];
          const aragorn = k.company(0, ['Aragorn II'], where).chars[0] as number;
          for (const ch of [bilbo, faramir, aragorn]) k.setStatus(ch, 'wounded');
          healByEffect(k, faramir);
          const here = where === name;
          k.equal(k.s.status[faramir], undefined, `Faramir at ${where}`);
          k.equal(k.s.status[bilbo], here ? undefined : 'wounded', `Bilbo at ${where}`);
          k.equal(k.s.status[aragorn], here ? undefined : 'wounded', `Aragorn II at ${where}`);
          k.s.companies = [];
        }
      },
    },
    ...siteScenarios(name, playable, [], false),
  ];
}

/**
 * An Under-deeps site: coe-rules 2.II.7.iii "the new site card must be listed as one of the adjacent sites on the company's current site card or
 * vice versa" (from its surface site, no regions), 2.IV.i.1 "the company must stay at its current site if the roll is less than the number listed
 * next to the new site's name on the site of origin"; with `detainment`, a successful strike of its automatic-attack taps, no body check.
 */
function deepsSite(name: string, playable: string[], attack: SiteAttack, minion: boolean, detainment: boolean | 'overt'): Scenario[] {
  const COMPANY = minion ? [...MINION_COMPANY, 'Orc Veteran'] : [...HERO_COMPANY, 'Faramir'];
  const movement: Scenario = {
    title: `${name} is reached from its surface site with no regions ("listed as one of the adjacent sites … or vice versa"); leaving it, a roll less than the printed number keeps the company there`,
    run: (k0: ScenarioKit) => {
      const k = kitFor(k0, minion);
      const align = minion ? 'ringwraith' : 'wizard';
      const here = k.siteId(name);
      const moves = deepsMoves(k.s.catalog, align, here);
      const surface = moves.find((m) => !isUnderDeeps(k.s.catalog, m.site));
      const deeper = moves.find((m) => isUnderDeeps(k.s.catalog, m.site) && (m.roll ?? 0) >= 4 && (m.roll ?? 0) <= 12);
      k.expect(surface !== undefined && deeper !== undefined, `${name} lists a surface site and an Under-deeps site`);
      if (!surface || !deeper) return;
      const top = k.company(0, COMPANY.slice(0, 1), k.s.catalog.cards[surface.site]?.name as string);
      k.phase('organization');
      const move = k.legal(0).find((a) => a.type === 'declareMovement' && a.companyId === top.id && a.site === here);
      k.expect(move?.type === 'declareMovement' && move.regions.length === 0, `${name} is offered from ${k.s.catalog.cards[surface.site]?.name}, with no regions`);
      if (move) k.act(0, move);
      k.equal(k.companyById(top.id).dest?.underDeeps, true, 'Under-deeps movement');
      const { id } = k.company(0, COMPANY.slice(1, 2), name);
      k.companyById(id).dest = { site: deeper.site, regions: [], underDeeps: true };
      k.s.stack = [{ kind: 'mhSelect' }];
      const need = deeper.roll ?? 0;
      // A roll of one less than needed (2D6: up to 11).
      k.rig(need <= 8 ? [1, need - 2] : [need - 7, 6]);
      const events = k.act(0, { type: 'startCompanyMH', companyId: id });
      k.expect(events.some((e) => e.type === 'roll' && e.purpose === 'underDeeps' && e.need === need && e.total === need - 1), `a roll of ${need - 1} against ${need}`);
      k.equal(k.companyById(id).dest, null, 'the company stays');
    },
  };
  const detainedScenario = (overt: boolean | null): Scenario => ({
    title: overt === null
      ? `${name}'s automatic-attack is detainment: a successful strike taps instead of wounding, no body check`
      : `${name}'s automatic-attack is "detainment against overt company": against ${overt ? 'an overt company (Orcs) a successful strike taps, no body check' : 'a covert company it wounds'}`,
    run: (k0: ScenarioKit) => {
      const k = kitFor(k0, minion);
      const names = overt === null ? COMPANY : overt ? [...OVERT_COMPANY, 'Orc Tracker', 'Orc Sniffler'] : [...MINION_COMPANY, 'Ciryaher', 'Luitprand'];
      const { id, chars } = k.company(0, names.slice(0, attack.strikes === 'each' ? names.length : attack.strikes), name);
      // The first character's prowess lowered so that the strike (rolled 2) succeeds against him.
      if (overt !== null) k.s.mods.push({ inst: chars[0] as number, stat: 'prowess', delta: -10 });
      k.phase('site');
      k.act(0, { type: 'enterSite', companyId: id });
      k.passAll();
      for (const ch of chars) k.act(0, { type: 'assignStrike', target: ch });
      k.rig([1, 1, 1, 1]);
      k.act(0, { type: 'resolveStrike', target: chars[0] as number, stayUntapped: false });
      k.equal(k.s.status[chars[0] as number], overt === false ? 'wounded' : 'tapped', 'the first character after the strike');
      k.equal(k.events.some((e): e is RollEvent => e.type === 'roll' && e.purpose === 'bodyCheck'), overt === false, 'a body check');
    },
  });
  const detained = detainment === 'overt' ? [detainedScenario(true), detainedScenario(false)] : detainment ? [detainedScenario(null)] : [];
  return [movement, ...detained, ...siteScenarios(name, playable, [attack], minion)];
}

/** "Any company moving to this site has its hazard limit increased by 2": a company moving to it has a limit 2 above the same company's moving to Moria. */
function hazardLimitScenario(name: string, minion: boolean): Scenario {
  return {
    title: `${name}: "Any company moving to this site has its hazard limit increased by 2": 2 above the same company's limit moving to Moria`,
    run: (k0: ScenarioKit) => {
      const k = kitFor(k0, minion);
      const limitTo = (dest: string): number => {
        const { id } = k.company(0, minion ? MINION_COMPANY : HERO_COMPANY, minion ? 'Minas Morgul' : 'Rivendell');
        k.movement(id, dest);
        const top = k.s.stack.find((x) => x.kind === 'mhHazards');
        return top?.kind === 'mhHazards' ? top.limit : -1;
      };
      const base = limitTo('Moria');
      k.equal(base, Math.max(2, 3), 'the hazard limit moving to Moria (three characters)');
      k.equal(limitTo(name), base + 2, `the hazard limit moving to ${name}`);
    },
  };
}

/** "A Ringwraith may not move to this site": from a site whence a company without him may move there, a company with Khamûl may not. */
function noRingwraithScenario(name: string): Scenario {
  return {
    title: `${name}: "A Ringwraith may not move to this site": a company with a Ringwraith may not, one without may`,
    run: (k0: ScenarioKit) => {
      const k = minionKit(k0);
      k.phase('organization');
      const target = k.siteId(name, 0);
      const moveOf = (id: string) => k.legal(0).find((a) => a.type === 'declareMovement' && a.companyId === id && a.site === target);
      let plain: { id: string; chars: number[] } | null = null;
      let move: ReturnType<typeof moveOf>;
      for (const start of k.s.catalog.sites.ringwraith) {
        if (start === target) continue;
        const co = k.company(0, ['Tarcil'], k.s.catalog.cards[start]?.name as string);
        move = moveOf(co.id);
        if (move) {
          plain = co;
          break;
        }
        k.s.companies = k.s.companies.filter((c) => c.id !== co.id);
      }
      k.expect(plain !== null && move?.type === 'declareMovement', `a company without a Ringwraith may move to ${name}`);
      if (!plain || move?.type !== 'declareMovement') return;
      const wraith = k.company(0, ['Khamûl the Ringwraith'], k.s.catalog.cards[k.companyById(plain.id).site]?.name as string);
      k.expect(moveOf(wraith.id) === undefined, `${name} is not offered to Khamûl's company`);
      k.equal(k.refused(0, { type: 'declareMovement', companyId: wraith.id, site: target, regions: move.regions }).code, 'SITE_FORBIDS', 'the refusal');
      k.act(0, move);
      k.equal(k.companyById(plain.id).dest?.site, target, 'the company without a Ringwraith moves there');
    },
  };
}

/** "A minion company may not attack another company at this site": a minion company there may not attack a Wizard player's company at the same location; at Moria it may. */
function noCvcScenario(name: string): Scenario {
  return {
    title: `${name}: "A minion company may not attack another company at this site": no attack on a hero company there, though at Moria it may`,
    run: (k0: ScenarioKit) => {
      const k = minionKit(k0);
      const pair = (site: string) => ({ a: k.company(0, ['Tarcil'], site), foe: k.company(1, ['Aragorn II'], site) });
      const here = pair(name);
      const moria = pair('Moria');
      k.phase('site');
      const offered = (p: typeof here) => k.legal(0).some((x) => x.type === 'attackCompany' && x.companyId === p.a.id && x.targetCompanyId === p.foe.id);
      k.expect(!offered(here), `no attack offered at ${name}`);
      k.equal(k.refused(0, { type: 'attackCompany', companyId: here.a.id, targetCompanyId: here.foe.id, attackers: here.a.chars }).code, 'CVC', 'the refusal');
      k.expect(offered(moria), 'an attack is offered at Moria');
    },
  };
}

/**
 * "Items may be played at this site even if it is tapped": the company at the site tapped for it may enter it and play a minor item (Dagger of
 * Westernesse) from the MP hand; a faction there is still refused as one card per site visit.
 */
function tappedItemsScenario(name: string, minion: boolean): Scenario {
  return {
    title: `${name}: "Items may be played at this site even if it is tapped": a minor item at the tapped site, not a faction`,
    run: (k0: ScenarioKit) => {
      const k = kitFor(k0, minion);
      const { id, chars } = k.company(0, minion ? MINION_COMPANY : HERO_COMPANY, name);
      k.companyById(id).siteTapped = true;
      const dagger = k.mpHand(0, 'Dagger of Westernesse');
      const faction = k.mpHand(0, minion ? 'Woodmen' : 'Dunlendings');
      k.phase('site');
      k.act(0, { type: 'enterSite', companyId: id });
      k.passAll();
      // The automatic-attack's strikes defeated, the characters staying untapped (-3) to play cards.
      for (let guard = 0; guard < 12 && k.top()?.kind === 'combat'; guard++) {
        const assign = k.legal(0).find((a) => a.type === 'assignStrike');
        if (assign) {
          k.act(0, assign);
          continue;
        }
        const slot = k.top()?.kind === 'combat' ? (k.top() as { slots: { target: number; resolved: boolean }[] }).slots.find((x) => !x.resolved) : undefined;
        if (slot) {
          k.rig([6, 6, 6, 6]);
          k.act(0, { type: 'resolveStrike', target: slot.target, stayUntapped: true });
        }
        k.passAll();
      }
      k.equal(k.refused(0, { type: 'playMpCard', inst: faction, character: chars[1] as number }).code, 'SITE_TAPPED', 'a faction at the tapped site');
      k.act(0, { type: 'playMpCard', inst: dagger, character: chars[0] as number });
      k.equal(k.where(dagger), 'character', 'Dagger of Westernesse after it is played');
    },
  };
}

/** The scenarios of the factory-made definition a special line was added to (vocab/sites.ts plusSpecial: its template, the last argument). */
function inner(def: CardDef, wrapped: { kind: string; args: readonly unknown[] } | null): Scenario[] {
  const fn = wrapped ? TEMPLATES[wrapped.kind] : undefined;
  return fn ? fn(def, ...(wrapped?.args as never[])) : [];
}

/**
 * Special: "An overt company must tap an untapped character (if available) if this site is revealed as its new site" (or covert): a company of that
 * status moving to the site taps one character as its movement/hazard phase begins; one of the other status, or one with no untapped character, does not.
 */
function revealedTap(name: string, which: 'overt' | 'covert'): Scenario[] {
  const [self, other] = which === 'overt' ? [OVERT_COMPANY, COVERT_COMPANY] : [COVERT_COMPANY, OVERT_COMPANY];
  const moveThere = (k: ScenarioKit, names: string[], tapped: number) => {
    const { id, chars } = k.company(0, names, 'Minas Morgul');
    chars.slice(0, tapped).forEach((ch) => k.setStatus(ch, 'tapped'));
    k.movement(id, name);
    return chars.filter((ch) => k.s.status[ch] === 'tapped').length - tapped;
  };
  const words = `"${which === 'overt' ? 'An overt' : 'A covert'} company must tap an untapped character (if available) if this site is revealed as its new site"`;
  return [
    {
      title: `${name}: ${words}: a ${which} company (${self.join(', ')}) moving there taps one character; a ${which === 'overt' ? 'covert' : 'overt'} company does not`,
      run: (k0) => {
        const k = kitFor(k0, true);
        k.equal(moveThere(k, self, 0), 1, `characters of the ${which} company tapped`);
        k.expect(k.events.some((e) => e.type === 'effect' && e.effect === 'tap'), 'the tap is told');
        k.equal(moveThere(k, other, 0), 0, `characters of the ${which === 'overt' ? 'covert' : 'overt'} company tapped`);
      },
    },
    {
      title: `${name}: "(if available)": a ${which} company whose characters but one are tapped taps the last; staying at ${name}, it taps none`,
      run: (k0) => {
        const k = kitFor(k0, true);
        k.equal(moveThere(k, self, self.length - 1), 1, 'the last untapped character taps');
        const { id, chars } = k.company(0, self, name);
        k.movement(id, null);
        k.equal(chars.filter((ch) => k.s.status[ch] === 'tapped').length, 0, 'characters of the company staying there tapped');
      },
    },
  ];
}

/**
 * Special: "This site never taps": High Helm (a major item, its sleeve naming the site) played there leaves the site untapped for the company, which
 * may enter it again on a later turn without moving; played at Weathertop it taps Weathertop.
 */
function neverTapsScenario(name: string): Scenario {
  return {
    title: `${name}: "This site never taps": High Helm played there leaves it untapped (entered again next turn); at Weathertop the site taps`,
    run: (k0) => {
      for (const where of [name, 'Weathertop']) {
        const k = kitFor(k0, true);
        const { id, chars } = k.company(0, MINION_COMPANY, where);
        const helm = k.mpHand(0, 'High Helm');
        k.s.catalog.mpLocations.ringwraith[k.card('High Helm').id] = [k.siteId(where)];
        playing(k, id, true);
        k.act(0, { type: 'playMpCard', inst: helm, character: chars[0] as number });
        k.equal(k.where(helm), 'character', `High Helm played at ${where}`);
        k.equal(k.companyById(id).siteTapped, where !== name, `the site tapped at ${where}`);
        k.phase('site');
        k.s.turn.siteDone = [];
        k.equal(k.legal(0).some((a) => a.type === 'enterSite' && a.companyId === id), where === name, `the company may enter ${where} again`);
      }
    },
  };
}

type Wrapped = { kind: string; args: readonly unknown[] } | null;

/** The factories' scenarios by template kind (the definition's `template.args`, after its name and text). */
export const TEMPLATES: Record<string, TemplateFn> = {
  site: (def, playable: string[], attacks: SiteAttack[], minion: boolean) => siteScenarios(def.name, playable, attacks, minion),
  undeadSite: (def, playable: string[], strikes: number, prowess: number, modifier: number, minion: boolean) => undeadSite(def.name, playable, strikes, prowess, modifier, minion),
  detainmentSite: (def, playable: string[], race: string, strikes: number, prowess: number) => detainmentSite(def.name, playable, race, strikes, prowess),
  detainmentMinionSite: (def, playable: string[], race: string, prowess: number, which: 'covert' | 'overt') => detainmentMinionSite(def.name, playable, race, prowess, which),
  darkhaven: (def) => darkhaven(def.name),
  deepsSite: (def, playable: string[], attack: SiteAttack, minion: boolean, detainment: boolean | 'overt') => deepsSite(def.name, playable, attack, minion, detainment),
  creatureFromHand: (def, keyedTo: SiteTypeCode, wrapped: Wrapped) => [...deeps.creatureFromHand(def.name, keyedTo, def.alignment?.includes('Minion') === true), ...inner(def, wrapped)],
  creaturesHere: (def, races: string[], wrapped: Wrapped) => [...deeps.creaturesHere(def.name, races, def.alignment?.includes('Minion') === true), ...inner(def, wrapped)],
  ringTestsHere: (def, modifier: number, wrapped: Wrapped) => [...deeps.ringTestsHere(def.name, modifier, def.alignment?.includes('Minion') === true), ...inner(def, wrapped)],
  balrogGone: (def, wrapped: Wrapped) => [...deeps.balrogGone(def.name, def.alignment?.includes('Minion') === true), ...inner(def, wrapped)],
  nazgulAttack: (def, names: string[] | null, wrapped: Wrapped) => [...deeps.nazgulAttack(def.name, names), ...inner(def, wrapped)],
  // "Non-Nazgûl creatures played at this site attack normally": no creature keyed to an Under-deeps site's type is detainment in the definitions yet.
  notDetainedHere: (def, wrapped: Wrapped) => inner(def, wrapped),
  covertOvertSite: (def, playable: string[], first: SiteAttack, second: SiteAttack) => covertOvertSite(def.name, playable, first, second),
  healingSite: (def, playable: string[]) => healingSite(def.name, playable),
  tappedItemsSite: (def, playable: string[], attacks: SiteAttack[], minion: boolean) => [...siteScenarios(def.name, playable, attacks, minion), tappedItemsScenario(def.name, minion)],
  hazardLimitSite: (def, playable: string[], attacks: SiteAttack[], minion: boolean) => [...siteScenarios(def.name, playable, attacks, minion), hazardLimitScenario(def.name, minion)],
  revealedTap: (def, which: 'overt' | 'covert', wrapped: { kind: string; args: readonly unknown[] } | null) => [...revealedTap(def.name, which), ...inner(def, wrapped)],
  neverTaps: (def, wrapped: { kind: string; args: readonly unknown[] } | null) => [neverTapsScenario(def.name), ...inner(def, wrapped)],
  elvenHold: (def, playable: string[], attacks: SiteAttack[]) => [
    ...siteScenarios(def.name, playable, attacks, true), hazardLimitScenario(def.name, true), noRingwraithScenario(def.name), noCvcScenario(def.name),
  ],
};
