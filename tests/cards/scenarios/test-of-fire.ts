import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';

const RING = 'Precious Gold Ring';

const scenarios: Scenario[] = [
  {
    title: 'Mauhúr bears a gold ring at Dol Guldur, Ciryaher (a sage) in his company: "Play to test a gold ring in a sage’s company": the test is rolled, the gold ring leaves play, nobody taps',
    run: (k) => {
      minionTurn(k);
      k.phase('organization');
      const { chars } = k.company(1, ['Ciryaher', 'Mauhúr'], 'Dol Guldur');
      const [ciryaher, mauhur] = chars as [number, number];
      const ring = k.item(mauhur, RING);
      const card = k.hand(1, 'Test of Fire');
      k.expect(!k.canPlay(1, card, ciryaher), 'Ciryaher bears no gold ring');
      k.rig([4, 4]);
      k.play(1, card, mauhur);
      const test = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'ringTest');
      k.equal(test?.total, 8, 'the ring test');
      k.equal(test?.inst, ciryaher, 'the sage tests it');
      k.expect(!(k.s.chars[mauhur]?.items.includes(ring) ?? true), 'the gold ring is no longer borne');
      k.equal(k.s.status[ciryaher], undefined, 'Ciryaher stays untapped');
      k.equal(k.s.status[mauhur], undefined, 'Mauhúr stays untapped');
    },
  },
  {
    title: 'Test of Fire: not without a sage in the company, nor on an opponent’s character in a sage’s company',
    run: (k) => {
      minionTurn(k);
      k.phase('organization');
      const alone = k.company(1, ['Mauhúr'], 'Dol Guldur').chars[0] as number;
      k.item(alone, RING);
      const card = k.hand(1, 'Test of Fire');
      k.expect(!k.canPlay(1, card, alone), 'no sage in his company');
      const theirs = k.company(0, ['Elrond', 'Bilbo'], 'Rivendell').chars[1] as number;
      k.item(theirs, RING);
      k.expect(!k.canPlay(1, card, theirs), "Bilbo, the opponent's, with Elrond (a sage)");
      k.expect(!k.canPlay(1, card), 'nothing to play it on');
    },
  },
];
export default scenarios;
