import { registerCard } from '../registry';

/** Sleeping Widow: A conjuration without abilities. */
export default registerCard({ stub: 'sleeping-widow' });
