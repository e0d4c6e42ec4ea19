import { defineCard } from '../api';

/** Mist Spirit: A conjuration without abilities. */
export default defineCard({ stub: 'mist-spirit' });
