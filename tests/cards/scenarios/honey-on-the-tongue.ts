import type { RollEvent } from '../../../src-shared/engine/types';
import type { Scenario } from '../kit/scenario';
import { minionTurn, playing } from '../kit/templates';

const scenarios: Scenario[] = [
  {
    title: 'Mauhúr, in Perchen’s (a diplomat’s) company: "+5 direct influence against characters" in his influence attempt against Bilbo; "Cannot be duplicated on a given character"; not on Orc Captain (no diplomat in his company)',
    run: (k) => {
      minionTurn(k);
      const mine = k.company(1, ['Perchen', 'Mauhúr'], 'Moria');
      const mauhur = mine.chars[1] as number;
      const alone = k.company(1, ['Orc Captain'], 'Minas Morgul').chars[0] as number;
      const target = k.company(0, ['Bilbo'], 'Moria').chars[0] as number;
      playing(k, mine.id, true);
      const [card, again] = [k.hand(1, 'Honey on the Tongue'), k.hand(1, 'Honey on the Tongue')];
      k.expect(!k.canPlay(1, card, alone), 'Orc Captain: no diplomat in his company');
      k.play(1, card, mauhur);
      k.expect(!k.canPlay(1, again, mauhur), 'not twice on Mauhúr');
      k.rig([3, 3, 3, 3]);
      k.act(1, { type: 'influenceAttempt', influencer: mauhur, target });
      const roll = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'influenceAttempt');
      k.equal(roll?.mods.find((m) => m.label === 'Honey on the Tongue')?.value, 5, 'the modification');
    },
  },
  {
    title: 'Honey on the Tongue: not on an opponent’s character in a diplomat’s company',
    run: (k) => {
      minionTurn(k);
      k.phase('organization');
      const theirs = k.company(0, ['Frodo', 'Gimli'], 'Rivendell');
      const card = k.hand(1, 'Honey on the Tongue');
      k.company(1, ['Perchen'], 'Minas Morgul');
      k.expect(!k.canPlay(1, card, theirs.chars[1] as number), "Gimli, the opponent's");
    },
  },
];
export default scenarios;
