import { revealsFive } from '../vocab/reveal';

export default revealsFive('Secret News', 'Hero');
