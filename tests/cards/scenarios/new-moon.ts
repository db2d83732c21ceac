import { pathTypes } from '../../../src-shared/engine/cards/vocab/hazards';
import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: '"Tap one Elf character": Legolas taps; Gimli (a Dwarf) and the tapped Glorfindel II are no targets, nor Haldir of another company; "Cannot be duplicated"',
    run: (k) => {
      const { chars, card, second } = movingWithHazard(k, 'New Moon', ['Legolas', 'Gimli', 'Glorfindel II'], { copies: 2, before: (c) => k.setStatus(c[2] as number, 'tapped') });
      const [legolas, gimli, glorfindel] = chars as [number, number, number];
      k.expect(!k.canPlay(1, card, gimli), 'Gimli is a Dwarf');
      k.expect(!k.canPlay(1, card, glorfindel), 'Glorfindel II is tapped');
      k.expect(!k.canPlay(1, card, null), 'no Doors of Night');
      const haldir = k.company(0, ['Haldir'], 'Lórien').chars[0] as number;
      k.expect(!k.canPlay(1, card, haldir), 'Haldir is in another company');
      k.play(1, card, legolas);
      k.equal(k.s.status[legolas], 'tapped', 'Legolas');
      k.expect(!k.canPlay(1, second), 'a second New Moon this turn');
    },
  },
  {
    title: '"if Doors of Night is in play, treat one Free-domain [{f}] as a Border-land [{b}]": The Shire on the way from Bree to Bag End; or a Free-hold (Bag End, not moving) as a Border-hold',
    run: (k) => {
      k.inPlay(1, 'Doors of Night');
      const { id, card } = movingWithHazard(k, 'New Moon', ['Aragorn II'], { from: 'Bree', to: 'Bag End', regions: ['The Shire'] });
      k.play(1, card, null);
      k.equal(pathTypes(k.s, k.companyById(id)).join(''), 'wb', 'the site path (Arthedain, The Shire)');
      k.s.turn.effectsUsed = [];
      const home = movingWithHazard(k, 'New Moon', ['Bilbo'], { from: 'Bag End', to: null });
      k.play(1, home.card, null);
      k.equal(k.s.turn.sitesAs?.[k.card('Bag End').key], 'B', 'Bag End');
    },
  },
];
export default scenarios;
