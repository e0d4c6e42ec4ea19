import { registerCard } from '../registry';

/** Mist Spirit: A conjuration without abilities. */
export default registerCard({ stub: 'mist-spirit' });
