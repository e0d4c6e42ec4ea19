import { registerCard } from '../registry';

/** Masked Wolf: A conjuration without abilities. */
export default registerCard({ stub: 'masked-wolf' });
