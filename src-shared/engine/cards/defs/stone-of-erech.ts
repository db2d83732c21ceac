/** Stone of Erech: an MP card played from the MP hand at the site (playMpCard checks `requires` with the tapping character); it stays in the play area. */
import type { CardDef } from '../cardApi';
import { discardWhenGone } from '../vocab/heroPermanents';

const def: CardDef = {
  name: 'Stone of Erech',
  alignment: ['Hero'],
  text: 'Unique. Playable at the Vale of Erech and if the Men of Lamedon are already in play. Discard if the Men of Lamedon leave play.',
  play: {
    side: 'resource',
    windows: ['site'],
    target: { kind: 'character', side: 'company' },
    requires: [{ is: 'siteName', names: ['Vale of Erech'] }, { is: 'inPlay', names: ['Men of Lamedon'] }],
  },
  static: [discardWhenGone(['Men of Lamedon'])],
};
export default def;
