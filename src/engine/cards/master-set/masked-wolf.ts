import { defineCard } from '../api';

/** Masked Wolf: A conjuration without abilities. */
export default defineCard({ stub: 'masked-wolf' });
