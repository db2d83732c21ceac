/**
 * The Roused Dragons (Agburanar Roused, Smaug Roused …): minion factions, "Unique. Manifestation of <Dragon>. Playable at <lair> if
 * the influence check is greater than <n>. Modifications: influencer discards a major item (+a) or a greater item (+b). All attacks
 * by manifestations of <Dragon> against any of your companies are canceled. Any company moving in <regions> faces one attack:
 * Dragon — N strikes at P/B [(attacker chooses defending characters)]." Scenarios: tests/cards/templates/roused.ts.
 */
import { type Attack, type CardDef, cardOf, company, type GameState, nameKey } from '../cardApi';
import { ahuntLabel, movingInAny } from './ahunt';
import { attackCompany } from './hazards';
import { manifestationOf } from './dragons';

export interface RousedArgs {
  dragon: string;
  site: string;
  major: number;
  greater: number;
  regions: string[];
  strikes: number;
  prowess: number;
  body: number;
  attackerChooses: boolean;
  /** The scenarios' manifestation whose attack is canceled: the Dragon's creature card, or its "Ahunt" long-event (no creature card). */
  cancelVia?: 'ahunt';
}

/** An attack by a manifestation of the Dragon: its creature, its "Ahunt" attack or its "at Home" automatic-attack. */
function byManifestation(s: GameState, attack: Attack, dragon: string): boolean {
  const key = nameKey(dragon);
  return [attack.creature, attack.from].some((i) => i !== null && i !== undefined && manifestationOf(cardOf(s, i), key)) || attack.label === ahuntLabel(`${dragon} Ahunt`);
}

export function roused(name: string, text: string, o: RousedArgs): CardDef {
  const regions = o.regions.map(nameKey);
  return {
    name,
    alignment: ['Minion'],
    text,
    play: { side: 'resource', windows: ['site'], requires: [{ is: 'siteName', names: [o.site] }] },
    static: [
      { on: 'faction', discardItem: { major: o.major, greater: o.greater } },
      {
        on: 'cancelsAttack',
        label: `attacks by manifestations of ${o.dragon} against your companies are canceled`,
        test: (s, attack, self) => attack.defenderSeat === self.owner && byManifestation(s, attack, o.dragon),
      },
      {
        on: 'mhStart',
        run: (s, companyId, ctx, self) => {
          const co = company(s, companyId);
          // This card is a manifestation of the Dragon too: its attack against its own player's companies is canceled.
          if (!co || co.owner === self.owner || !movingInAny(s, co, (r) => regions.includes(r))) return;
          attackCompany(s, co, self.owner, { label: `${name}: Dragon`, creature: null, strikes: o.strikes, prowess: o.prowess, body: o.body, attackerChooses: o.attackerChooses }, 0, ctx);
        },
      },
    ],
    template: { kind: 'roused', args: [o] },
  };
}
