import { cardOf, currentCombat, isKeyed, type CardDef, type Query } from '../cardApi';
import { cardInPlayNamed, GATES } from '../vocab/gatesOfMorning';
import { attackIs, cancelElse, setAttackStrikes } from '../vocab/onAttack';

/**
 * The current creature attack was keyed to the company's site: it can be keyed to the site and not to the site path's
 * regions (when both are possible the hazard player's declaration is not recorded: it counts as keyed to the path).
 */
function keyedToSite(q: Query): boolean {
  const combat = currentCombat(q.s);
  const co = combat ? q.s.companies.find((c) => c.id === combat.attack.companyId) : undefined;
  if (!combat || !co || combat.attack.creature === null) return false;
  const card = cardOf(q.s, combat.attack.creature);
  const bySite = isKeyed(q.s, co, { ...card, keyRegionTypes: [], keyRegions: [], keyIf: [] });
  const byPath = isKeyed(q.s, co, { ...card, keySiteTypes: [], keySites: [], keySitesIn: [] });
  return bySite && !byPath;
}

/** Not at Home's first use: a Dragon, Drake or Troll automatic-attack, or such a creature keyed to the site. */
function notAtHomeCancels(q: Query): boolean {
  const combat = currentCombat(q.s);
  return Boolean(combat && attackIs(q, ['Dragon', 'Drake', 'Troll']) && (combat.attack.source === 'auto' || keyedToSite(q)));
}

const def: CardDef = {
  name: 'Not at Home',
  alignment: ['Hero'],
  // When the attack can be cancelled, that use is taken (an automatic-attack gives no marshalling points when defeated).
  text: 'Cancel one Dragon, Drake, or Troll attack. This attack must be either an automatic-attack or keyed to a site. Alternatively, if Gates of Morning is in play, reduce the number of strikes of any automatic-attack by 2 (to a minimum of 1).',
  play: {
    side: 'resource',
    windows: ['attack'],
    target: { kind: 'attack' },
    requires: [
      {
        is: 'custom',
        label: 'a Dragon, Drake or Troll automatic-attack or site-keyed attack, or any automatic-attack with Gates of Morning in play',
        test: (q) => notAtHomeCancels(q) || (cardInPlayNamed(q, GATES) && currentCombat(q.s)?.attack.source === 'auto'),
      },
    ],
  },
  effects: [
    {
      do: 'custom',
      label: 'the attack is cancelled, else the automatic-attack has 2 strikes fewer (at least 1)',
      run: cancelElse(notAtHomeCancels, (q, ctx) => setAttackStrikes(q, ctx, (a) => Math.max(1, a.strikes - 2))),
    },
  ],
};
export default def;
