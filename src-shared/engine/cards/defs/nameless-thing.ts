import { regionOf, sitePathTypes, type CardDef } from '../cardApi';
import { cancelByTapping, doorsOfNightInPlay } from '../vocab/creatures';

const def: CardDef = {
  name: 'Nameless Thing',
  // Under-deeps sites are not in Arda's map (regions.ts builds none): "Playable at any Under-deeps site" and "at an adjacent site of any
  // Under-deeps site" cannot arise; with Doors of Night it is keyed to a Coastal Sea.
  text: 'Drake. 3 attacks of 2 strikes each. A character can tap to cancel one of these attacks. If Doors of Night is in play, also playable … keyed to a Coastal Sea [{c}].',
  static: [
    { on: 'creature', after: 'attacks', count: 3, strikes: 2, sameTarget: false },
    {
      on: 'creature', after: 'keyedIf', label: 'with Doors of Night: keyed to a Coastal Sea [{c}]',
      test: (s, companyId) => {
        const co = s.companies.find((c) => c.id === companyId);
        if (!co || !doorsOfNightInPlay(s)) return false;
        const origin = co.dest ? regionOf(s.catalog, co.site) : null;
        return Boolean(origin && co.dest && [origin, ...co.dest.regions].flatMap((r) => s.turn.regionsAs?.[r] ?? sitePathTypes(s.catalog, r, [])).includes('c'));
      },
    },
  ],
  abilities: [cancelByTapping('Nameless Thing', 3, false)],
};
export default def;
