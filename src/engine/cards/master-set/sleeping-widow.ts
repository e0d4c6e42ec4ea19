import { defineCard } from '../api';

/** Sleeping Widow: A conjuration without abilities. */
export default defineCard({ stub: 'sleeping-widow' });
