import type { CardDef } from '../cardApi';
import { charOrDarkTreat } from '../vocab/hazardShortEvents';

const def: CardDef = {
  // Played on an untapped Elf of the company to tap him; played on no character, the Doors of Night use (the first
  // Free-domain of the site path, else a Free-hold new site: vocab darkTreatUse).
  name: 'New Moon',
  text: 'Environment. Tap one Elf character. Alternatively, if Doors of Night is in play, treat one Free-domain [{f}] as a Border-land [{b}] or one Free-hold [{F}] as a Border-hold [{B}] until the end of the turn. Cannot be duplicated.',
  ...charOrDarkTreat({
    where: [
      { is: 'race', race: ['Elf'] },
      { is: 'status', status: 'untapped' },
    ],
    from: { region: 'f', site: 'F' },
    to: { region: 'b', site: 'B' },
    effects: [{ do: 'tap', who: 'target' }],
  }),
};
export default def;
