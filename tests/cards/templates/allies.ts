/** Scenarios of the allies made by cards/vocab/allies.ts (`ent`: Quickbeam, Treebeard), from the factory's arguments. */
import type { CardDef } from '../../../src-shared/engine/cards/cardApi';
import { attackedWith, freshKit } from '../helpers/inPlay';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario, TemplateFn } from '../kit/scenario';
import { playing } from '../kit/templates';

/** An Ent of Wellinghall: played there only, never attacked by what is keyed to his site, and (with `regions`) discarded moving elsewhere. */
function ent(def: CardDef, regions: string[] | null): Scenario[] {
  const name = def.name;
  return [
    {
      title: `played at Wellinghall; not at Bree`,
      run: (k) => {
        for (const [site, ok] of [['Wellinghall', true], ['Bree', false]] as const) {
          const { id, chars } = k.company(0, ['Bilbo'], site);
          playing(k, id, true);
          const card = k.mpHand(0, name);
          const ch = chars[0] as number;
          if (ok) {
            k.act(0, { type: 'playMpCard', inst: card, character: ch });
            k.expect(k.s.chars[ch]?.allies.includes(card) ?? false, `${name} joins at ${site}`);
            k.s.chars[ch]?.allies.pop();
          } else k.expect(k.refused(0, { type: 'playMpCard', inst: card, character: ch }) !== undefined, `refused at ${site}`);
        }
      },
    },
    {
      title: 'no strike of an attack keyed to his site (Orc-watch at a Shadow-hold) may be assigned to him; one keyed to Wilderness (Giant Spiders) may',
      run: (k) => {
        const site = attackedWith(k, ['Aragorn II', 'Bilbo'], name, 'Orc-watch', 'ally');
        k.expect(!k.legal(0).some((a) => a.type === 'assignStrike' && a.target === site.inst), 'not assignable against Orc-watch');
        const k2 = freshKit(k);
        const path = attackedWith(k2, ['Aragorn II', 'Bilbo'], name, 'Giant Spiders', 'ally');
        k2.expect(k2.legal(0).some((a) => a.type === 'assignStrike' && a.target === path.inst), 'assignable against Giant Spiders');
      },
    },
    {
      title: 'no strike of an automatic-attack (Moria) may be assigned to him',
      run: (k) => {
        const { id, chars } = k.company(0, ['Aragorn II', 'Legolas'], 'Moria');
        const ent = k.ally(chars[0] as number, name);
        k.enterSite(id);
        k.passAll();
        k.expect(k.top()?.kind === 'combat', 'the automatic-attack');
        k.expect(k.legal(0).some((a) => a.type === 'assignStrike'), 'strikes to assign');
        k.expect(!k.legal(0).some((a) => a.type === 'assignStrike' && a.target === ent), 'not assignable to him');
      },
    },
    ...(regions
      ? [
          {
            title: 'discarded when his company moves to Bree (Arthedain); kept moving to Edoras (Rohan)',
            run: (k: ScenarioKit) => {
              for (const [dest, kept] of [['Edoras', true], ['Bree', false]] as const) {
                const { id, chars } = k.company(0, ['Aragorn II'], 'Wellinghall');
                const ent = k.ally(chars[0] as number, name);
                k.movement(id, dest, []);
                k.act(1, { type: 'passHazards' });
                k.equal(k.where(ent) === 'character', kept, `${name} still with Aragorn II after moving to ${dest}`);
                k.equal(k.events.some((e) => e.type === 'discard' && e.inst === ent), !kept, `${name} discarded moving to ${dest}`);
              }
            },
          },
        ]
      : []),
  ];
}

export const TEMPLATES: Record<string, TemplateFn> = { ent };
