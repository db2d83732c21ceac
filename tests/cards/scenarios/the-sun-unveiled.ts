import type { Scenario } from '../kit/scenario';

const name = 'The Sun Unveiled';

const scenarios: Scenario[] = [
  {
    title: 'Aragorn, tapped at Minas Tirith with Gates of Morning in play: Lure of the Senses and Foolish Words are removed, he untaps',
    run: (k) => {
      const aragorn = k.company(0, ['Aragorn II', 'Gimli'], 'Minas Tirith').chars[0] as number;
      const lure = k.attach(aragorn, 'Lure of the Senses');
      const words = k.attach(aragorn, 'Foolish Words');
      k.inPlay(0, 'Gates of Morning');
      k.setStatus(aragorn, 'tapped');
      k.phase('organization');
      k.play(0, k.hand(0, name), aragorn);
      k.equal(k.where(lure), 'discard', 'Lure of the Senses');
      k.equal(k.where(words), 'discard', 'Foolish Words');
      k.equal(k.s.status[aragorn], undefined, 'Aragorn untapped');
    },
  },
  {
    title: 'a wounded character stays wounded (only a tapped one untaps)',
    run: (k) => {
      const aragorn = k.company(0, ['Aragorn II'], 'Minas Tirith').chars[0] as number;
      k.inPlay(0, 'Gates of Morning');
      k.setStatus(aragorn, 'wounded');
      k.phase('organization');
      k.play(0, k.hand(0, name), aragorn);
      k.equal(k.s.status[aragorn], 'wounded', 'Aragorn');
    },
  },
  {
    title: 'not without Gates of Morning; not at a Border-hold (Bree)',
    run: (k) => {
      const aragorn = k.company(0, ['Aragorn II'], 'Minas Tirith').chars[0] as number;
      const gimli = k.company(0, ['Gimli'], 'Bree').chars[0] as number;
      k.phase('organization');
      const card = k.hand(0, name);
      k.expect(!k.canPlay(0, card, aragorn), 'no Gates of Morning');
      k.inPlay(0, 'Gates of Morning');
      k.expect(k.canPlay(0, card, aragorn), 'at Minas Tirith with Gates of Morning');
      k.expect(!k.canPlay(0, card, gimli), 'Bree is a Border-hold');
    },
  },
];
export default scenarios;
