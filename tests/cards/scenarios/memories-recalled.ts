import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'Aragorn II, with Elrond (a sage), bears Dragon’s Curse and Memories Stolen (dark enchantments) and Lure of Expedience: "All dark enchantments on target character are discarded"',
    run: (k) => {
      k.phase('organization');
      const [, aragorn] = k.company(0, ['Elrond', 'Aragorn II'], 'Rivendell').chars as [number, number];
      const curse = k.attach(aragorn, 'Dragon’s Curse');
      const stolen = k.attach(aragorn, 'Memories Stolen');
      const lure = k.attach(aragorn, 'Lure of Expedience');
      k.play(0, k.hand(0, 'Memories Recalled'), aragorn);
      k.equal(k.where(curse), 'discard', 'Dragon’s Curse');
      k.equal(k.where(stolen), 'discard', 'Memories Stolen');
      k.equal(k.where(lure), 'character', 'Lure of Expedience stays');
    },
  },
  {
    title: 'Memories Recalled: not on a character without a sage in his company, nor on an opponent’s character with one',
    run: (k) => {
      k.phase('organization');
      const gimli = k.company(0, ['Gimli'], 'Moria').chars[0] as number;
      k.attach(gimli, 'Dragon’s Curse');
      const theirs = k.company(1, ['Hador', 'Mauhúr'], 'Dol Guldur').chars[1] as number;
      k.attach(theirs, 'Dragon’s Curse', 0);
      const card = k.hand(0, 'Memories Recalled');
      k.expect(!k.canPlay(0, card, gimli), 'no sage with Gimli');
      k.expect(!k.canPlay(0, card, theirs), "Mauhúr, the opponent's, with Hador (a sage)");
    },
  },
];
export default scenarios;
