import { revealsFive } from '../vocab/reveal';

export default revealsFive('An Untimely Whisper', 'Minion');
