import { cardOf, currentCombat, raceMatches, type CardDef, type Query } from '../cardApi';
import { ATTACK_ON_COMPANY } from '../vocab/bearer';

/** The race of the attack under way (creature or automatic-attack; in company-vs-company, none). */
function attackRaceIs(q: Query, races: string[]): boolean {
  const combat = currentCombat(q.s);
  if (!combat || combat.attack.source === 'company') return false;
  const a = combat.attack;
  const race = a.creature !== null ? (cardOf(q.s, a.creature).race ?? a.label) : (a.label.split(':').pop()?.trim() ?? '');
  return raceMatches(race, races);
}

const def: CardDef = {
  name: 'Star-glass',
  alignment: ['Hero'],
  text: 'Tap bearer of Star-glass to cancel an Undead attack against his company or to modify the prowess of a Spiders, Animals, or Wolves attack against his company by -2. Bearer makes a corruption check.',
  abilities: [
    {
      label: 'tap bearer: cancel an Undead attack; bearer makes a corruption check',
      windows: ['attack'],
      requires: [ATTACK_ON_COMPANY, { is: 'custom', label: 'an Undead attack', test: (q) => attackRaceIs(q, ['Undead']) }],
      costs: ['tapBearer'],
      effects: [{ do: 'cancelAttack' }, { do: 'corruptionCheck', who: 'bearer', modifier: 0 }],
      botUse: true,
    },
    {
      label: 'tap bearer: -2 prowess to a Spiders, Animals or Wolves attack; bearer makes a corruption check',
      windows: ['attack'],
      requires: [ATTACK_ON_COMPANY, { is: 'custom', label: 'a Spiders, Animals or Wolves attack', test: (q) => attackRaceIs(q, ['Spiders', 'Animals', 'Wolves']) }],
      costs: ['tapBearer'],
      effects: [{ do: 'modifyAttack', stat: 'prowess', delta: -2 }, { do: 'corruptionCheck', who: 'bearer', modifier: 0 }],
      botUse: true,
    },
  ],
};
export default def;
